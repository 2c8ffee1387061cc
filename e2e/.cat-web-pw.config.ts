import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '/work/main/e2e',
  testMatch: /catalog\.spec\.ts/,
  outputDir: '/tmp/cat-web-pw-results',
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: 'http://localhost:3520',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] },
    trace: 'retain-on-failure',
  },
});
