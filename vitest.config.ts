import { defineConfig } from 'vitest/config';

// Unit and emulator-integration tests; they need nothing running. Emulator suites start the
// project's Firestore emulator in-process, except the rules tables, which use
// FIRESTORE_EMULATOR_HOST when `npm test` has set it (Google's emulator with FIRESTORE_EMULATOR=official).
export default defineConfig({
  test: {
    include: ['*.test.ts', 'app/**/*.test.{ts,tsx}', 'emulators/**/*.test.ts', 'tests/integration/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
