import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
// The web's build plugins, shared: the contract's endpoints as plain descriptors (no zod in the
// first load) and .br/.gz copies of every file for the server to send as they are.
import { endpointDescriptors } from '../web/vite/endpoint-descriptors';
import { precompress } from '../web/vite/precompress';

const reactRouterProduction = fileURLToPath(
  import.meta.resolve('react-router').replace('/development/', '/production/'),
);
const api = process.env.API_PROXY ?? 'http://127.0.0.1:3000';

/**
 * The studio (issue 24): its own app, served by the API on the companies' studio hosts. Its files
 * live under /studio-assets/ (dist/studio-assets), apart from the learners' /assets/, so the two
 * builds never collide; dist/index.html is the page template the server fills (studio-pages.ts).
 */
export default defineConfig(({ command }) => ({
  plugins: [endpointDescriptors(), react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      ...(command === 'build' && { 'react-router': reactRouterProduction }),
    },
  },
  build: {
    manifest: true,
    assetsDir: 'studio-assets',
    modulePreload: { polyfill: false },
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      output: {
        codeSplitting: {
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
    port: 5174,
    // Open http://studio.localhost:5174: the API sees the studio host and answers as the studio.
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/media': { target: api, changeOrigin: false },
    },
  },
}));
