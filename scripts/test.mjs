// `npm test`: installs what it needs, starts fresh emulators on test ports, then runs Vitest
// (unit + emulator integration) while the app is built, then Playwright in Debian's Chromium.
// Ends with one line "Tests: N passed, N failed" and a non-zero exit code on any failure.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies } from './setup.mjs';
import { root, startEmulators, stopOnSignals } from './emulators.mjs';

// ELAN_TEST_SLOT=N (0–9) moves ports, build and reports so several runs can share a machine.
const slot = Number(process.env.ELAN_TEST_SLOT ?? 0);
export const TEST_PORTS = { authPort: 9199 + slot * 10, firestorePort: 8180 + slot * 10, appPort: 3100 + slot * 10, devAppPort: 3105 + slot * 10 };
const buildDir = slot ? `build-${slot}` : 'build';

ensureDependencies();
ensureChromium();

const dataDir = mkdtempSync(join(tmpdir(), 'elan-test-data-'));
// The development server of the e2e `dev` project starts with no pre-bundled dependency, as on a
// first `npm run dev`.
const viteCacheDir = mkdtempSync(join(tmpdir(), 'elan-test-vite-'));
const emulators = await startEmulators({ ...TEST_PORTS, fresh: true, dataDir, quiet: true });
const stop = async () => {
  await emulators.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(viteCacheDir, { recursive: true, force: true });
};
stopOnSignals(stop);

const env = {
  ...process.env,
  ...emulators.env,
  ELAN_TEST_ROUTES: '1',
  APP_PORT: String(TEST_PORTS.appPort),
  DEV_APP_PORT: String(TEST_PORTS.devAppPort),
  ELAN_BUILD_DIR: buildDir,
  ELAN_VITE_CACHE_DIR: viteCacheDir,
};
// Not test-results/: Playwright empties that folder when it starts.
const results = join(root, slot ? `reports-${slot}` : 'reports');

function run(command, args, extraEnv = {}) {
  return new Promise((done) => {
    const child = spawn(join(root, 'node_modules', '.bin', command), args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
    child.on('exit', (code) => done(code ?? 1));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// `npm test -- unit|e2e [args…]`: one half, the rest passed to Vitest or Playwright (a spec, -g …).
const [only, ...passThrough] = process.argv.slice(2);
const unitArgs = only === 'unit' ? passThrough : [];
const e2eArgs = only === 'e2e' ? passThrough : [];
let failedSteps = 0;
const [vitestCode, buildCode] = await Promise.all([
  only === 'e2e' ? 0 : run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest.json')}`, ...unitArgs]),
  only === 'unit' ? 0 : run('react-router', ['build', '--mode', 'test'], { NODE_ENV: 'production' }),
]);
if (vitestCode !== 0) failedSteps += 1;
if (buildCode !== 0) failedSteps += 1;
const playwrightCode =
  only === 'unit' || buildCode !== 0 ? 0 : await run('playwright', ['test', ...e2eArgs], { PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json') });
if (playwrightCode !== 0) failedSteps += 1;
await stop();

const vitest = only === 'e2e' ? null : readJson(join(results, 'vitest.json'));
const playwright = only === 'unit' ? null : readJson(join(results, 'playwright.json'));
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);
console.log(`\nTests: ${passed} passed, ${failed + (failed === 0 ? failedSteps : 0)} failed, ${skipped} skipped`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
