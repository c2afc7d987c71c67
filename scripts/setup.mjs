// Installs what the project needs on a fresh machine; only node builtins here, since it runs
// before node_modules exists.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './emulators.mjs';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Installs exactly the lockfile when node_modules is missing or older than it, with `npm ci` as
 * container builds and CI do: the lockfile lists every platform's optional packages (rollup's
 * native builds among them), so a clean clone installs from it on any machine.
 */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing npm dependencies…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
}

/** Debian's Chromium for the end-to-end tests (Playwright never downloads a browser here). */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Installing Chromium (apt-get)…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium']);
}

// `node scripts/setup.mjs`: both, without running anything (CI installs before lint and typecheck).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDependencies();
  ensureChromium();
}
