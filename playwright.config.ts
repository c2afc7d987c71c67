import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.APP_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

// Debian's Chromium: Playwright never downloads a browser in this project.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json']],
  outputDir: process.env.ELAN_TEST_SLOT ? `test-results-${process.env.ELAN_TEST_SLOT}` : 'test-results',
  use: {
    baseURL,
    launchOptions: chromium,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  // The production build (made by `npm test` with test routes) served against the emulators.
  // Revocation made outside the app (an account disabled, a password changed) shows within a
  // second instead of the production minute, so the tests that make it need not wait.
  webServer: {
    command: 'node server.mjs',
    url: `${baseURL}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { ...(process.env as Record<string, string>), PORT: String(port), NODE_ENV: 'production', ELAN_REVOCATION_CHECK_TTL_MS: '1000' },
  },
});
