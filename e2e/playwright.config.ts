import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT, hosts } from './env.ts';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/**
 * Browser tests against the app as a user gets it: the built SPA served by the production API
 * (`npm run start -w apps/api`) on a fresh PGlite database with the demo data, in Debian Chromium.
 * Playwright never downloads a browser here: scripts/ensure-chromium.sh installs /usr/bin/chromium.
 */
const CI = Boolean(process.env.CI);
const artifacts = new URL('./.artifacts/', import.meta.url).pathname;
const root = new URL('../', import.meta.url).pathname;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Per port, so runs on different ports do not clean each other's traces away.
  outputDir: `${artifacts}test-results-${E2E_PORT}`,
  // 2 cores: two browsers plus the server is what the machine holds.
  workers: 2,
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The JSON report keeps every test's time and annotations (keyboard steps, axe counts) for the
  // closing note and for finding the slow tests.
  reporter: [
    ['list'],
    ['html', { outputFolder: `${artifacts}report-${E2E_PORT}`, open: 'never' }],
    ['json', { outputFile: `${artifacts}results-${E2E_PORT}.json` }],
  ],
  use: {
    baseURL: hosts.tenantA,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // `npm start`'s script: builds the SPA and the API only when missing or stale (npm test builds
    // the SPA first), then starts on PGlite in an emptied data dir, so every run begins from the
    // demo data, plus the example company added by the tenant command as an operator would (the
    // command seeds the demo first, as the server would): its course pages are open to visitors.
    command: [
      `rm -rf "${E2E_DATA_DIR}"`,
      'unset DATABASE_URL',
      'node scripts/tenant.mjs add examples/tenants/nusantara-skills',
      'node scripts/start.mjs',
    ].join(' && '),
    cwd: root,
    url: `${hosts.api}/readyz`,
    env: {
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every browser test logs in from 127.0.0.1: the per-address limits would trip on the suite
      // itself. The limits still apply, 20 times wider.
      RATE_LIMIT_MULTIPLIER: '20',
      // Same-origin API and learning host, as a single-instance deployment has them.
      PUBLIC_API_URL: '',
      PUBLIC_LEARNING_URL: '',
    },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
