import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkGroups } from './vite/chunks';
import { endpointDescriptors } from './vite/endpoint-descriptors';
import { precompress } from './vite/precompress';
import { startScript } from './vite/start-script';

const reactRouterProduction = fileURLToPath(
  import.meta.resolve('react-router').replace('/development/', '/production/'),
);
const api = process.env.API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    endpointDescriptors(),
    react(),
    tailwindcss(),
    precompress(),
    // With the server renderer: dist-ssr/start-after-paint.js, the inline start script (decision 26).
    startScript(
      fileURLToPath(new URL('./src/entry-start.ts', import.meta.url)),
      fileURLToPath(new URL('.', import.meta.url)),
    ),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // react-router's package exports only its development build (dev-time warnings and checks);
      // the production build it ships beside it is ~3 kB gzip smaller on the first load.
      ...(command === 'build' && { 'react-router': reactRouterProduction }),
    },
  },
  // The server renderer (src/entry-server.tsx, `vite build --ssr`) carries its dependencies, so the
  // API loads one file and the same React that rendered it.
  ssr: { noExternal: true },
  build: {
    manifest: !isSsrBuild,
    // Every browser we support preloads modules itself; the polyfill only cost first-load bytes.
    // index.html preloads what the entry imports (the `app` chunk); lazy chunks preload nothing:
    // the server preloads the first page's chunks (decision 21).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    target: 'es2022',
    sourcemap: false,
    // spec: every route loads lazily; budgets are checked by scripts/check-budget.mjs.
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      output: {
        // Form libraries load only with the form pages, each in its own chunk: zod alone is ~25 kB
        // gzip, so together with react-hook-form no single lazy chunk would stay under 30 kB.
        codeSplitting: {
          // Only the matched modules: their dependencies (react) stay where they were.
          includeDependenciesRecursively: false,
          groups: [
            // The browser's first load in a few files (vite/chunks.ts); the server renderer is one file.
            ...(isSsrBuild ? [] : chunkGroups(fileURLToPath(new URL('./src/main.tsx', import.meta.url)))),
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // The dev server forwards API calls with the original Host so tenancy works (acme.localhost:5173).
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/media': { target: api, changeOrigin: false },
      '/config.json': { target: api, changeOrigin: false },
      '/dev/outbox.json': { target: api, changeOrigin: false },
      // A kept mail's HTML part (/dev/outbox/:id.html); /dev/outbox itself is the app's page.
      '/dev/outbox/': { target: api, changeOrigin: false },
      // The sandbox gateway's checkout page is served by the API.
      '/sandbox': { target: api, changeOrigin: false },
    },
  },
}));
