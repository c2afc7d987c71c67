import { defineConfig } from 'vitest/config';

// Unit and emulator-integration tests. Suites that need the running emulators read
// FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST, which `npm test` sets.
export default defineConfig({
  test: {
    include: ['*.test.ts', 'app/**/*.test.{ts,tsx}', 'emulators/**/*.test.ts', 'tests/integration/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
