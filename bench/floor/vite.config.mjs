import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// `npx vite build --config bench/floor/vite.config.mjs`: the floor page of bench/lighthouse.mjs.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
