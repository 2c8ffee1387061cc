import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { endpointDescriptors } from './vite/endpoint-descriptors';
import { preloadOnlyWhatIsMissing } from './vite/preload-loaded';

const reactRouterProduction = fileURLToPath(
  import.meta.resolve('react-router').replace('/development/', '/production/'),
);
const api = process.env.API_PROXY ?? 'http://127.0.0.1:3000';

const preloads = preloadOnlyWhatIsMissing();

export default defineConfig(({ command }) => ({
  plugins: [endpointDescriptors(), react(), tailwindcss(), preloads.plugin],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // react-router's package exports only its development build (dev-time warnings and checks);
      // the production build it ships beside it is ~3 kB gzip smaller on the first load.
      ...(command === 'build' && { 'react-router': reactRouterProduction }),
    },
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // spec: every route loads lazily; budgets are checked by scripts/check-budget.mjs.
    chunkSizeWarningLimit: 200,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        // Form libraries load only with the form pages, each in its own chunk: zod alone is ~25 kB
        // gzip, so together with react-hook-form no single lazy chunk would stay under 30 kB.
        codeSplitting: {
          // Only the matched modules: their dependencies (react) stay where they were.
          includeDependenciesRecursively: false,
          groups: [
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
      // The sandbox gateway's checkout page is served by the API.
      '/sandbox': { target: api, changeOrigin: false },
    },
  },
}));
