import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    maxWorkers: 2,
    // A form walked with userEvent takes a few seconds on a busy 2-core CI machine; 5 s (the
    // default) cut the registration wizard's walk short there, and its typing spilled into the
    // next test.
    testTimeout: 20_000,
  },
});
