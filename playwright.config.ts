import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.APP_PORT ?? 3100);
const devPort = Number(process.env.DEV_APP_PORT ?? port + 5);
export const baseURL = `http://localhost:${port}`;
const devBaseURL = `http://localhost:${devPort}`;
/** The stand-in for Open Food Facts (tests/e2e/off-recordings-server.mjs), in the test slot's range. */
export const offRecordingsURL = `http://127.0.0.1:${port + 6}`;

// Both app servers call the recordings instead of Open Food Facts.
const offRecordings = { OFF_API_URL: offRecordingsURL, OFF_SEARCH_URL: offRecordingsURL, OFF_CONTACT: 'tests@elan.test' };
/** The production servers' overload limit, relaxed for the suite (see the webServer below). */
export const quietLoad = { ELAN_RENDER_QUEUE_MS: '10000', ELAN_MAX_RENDERS: '6' };
/** What the scheduler sends to POST /api/cron/reminders on both app servers. */
export const cronSecret = 'test-cron-secret-0123456789abcdef';

// Debian's Chromium: Playwright never downloads a browser in this project.
export const chromium = {
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

// Specs that check what only differs between `npm run dev` and the production build.
const devSpecs = ['i18n-walk.spec.ts', 'dev-smoke.spec.ts'];

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
    launchOptions: chromium,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    // The service worker answers a navigation from its saved copy when the network takes over 3 s,
    // which a loaded test machine can: journeys would then read yesterday's page. The specs about
    // the worker itself (offline, push, outbox) allow it with `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
  },
  projects: [
    {
      // The production build (made by `npm test` with test routes) served against the emulators.
      name: 'chromium',
      testIgnore: 'dev-smoke.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL },
    },
    {
      // `npm run dev`'s Vite server against the same emulators: modules compiled on first request.
      name: 'dev',
      testMatch: devSpecs,
      timeout: 120_000,
      expect: { timeout: 20_000 },
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: devBaseURL },
    },
  ],
  webServer: [
    {
      command: 'node server.mjs',
      url: `${baseURL}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Revocation made outside the app (an account disabled, a password changed) shows within a
      // second instead of the production minute, so the tests that make it need not wait.
      // A request may wait 10 s for its turn to render instead of 1: the suite checks what pages
      // do, and a busy machine (Chromium, emulators, the dev server) must not turn a slow render
      // into a 503 (the overload answer itself is unit-tested and measured by the bench).
      env: { ...(process.env as Record<string, string>), ...quietLoad, PORT: String(port), NODE_ENV: 'production', ELAN_REVOCATION_CHECK_TTL_MS: '1000', CRON_SECRET: cronSecret, ...offRecordings },
    },
    {
      // ELAN_VITE_CACHE_DIR: scripts/test.mjs points it at an empty folder, as on a first run.
      command: 'node_modules/.bin/react-router dev',
      url: `${devBaseURL}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...(process.env as Record<string, string>), DEV_PORT: String(devPort), NODE_ENV: 'development', CRON_SECRET: cronSecret, ...offRecordings },
    },
    {
      command: 'node tests/e2e/off-recordings-server.mjs',
      url: `${offRecordingsURL}/__requests`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { OFF_RECORDINGS_PORT: String(port + 6) },
    },
  ],
});
