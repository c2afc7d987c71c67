// A real production build (Vite mode 'production', not the suite's `--mode test` build) started
// the way a deployment starts it: refused with emulator settings, served with the production
// security policy without them.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const slot = process.env.ELAN_TEST_SLOT ?? '0';
const buildDir = `build-production-check-${slot}`;

const productionFirebase = {
  VITE_FIREBASE_API_KEY: 'check-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'elan-check.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'elan-check',
  VITE_FIREBASE_STORAGE_BUCKET: 'elan-check.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789',
  VITE_FIREBASE_APP_ID: '1:123456789:web:abcdef',
};

/** The machine's environment without anything emulator- or test-related, as on a server. */
function deploymentEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/EMULATOR|^VITE_|^ELAN_|^FIREBASE_|^GCLOUD_|^NODE_ENV$|^PORT$/.test(key)),
  );
  return { ...clean, NODE_ENV: 'production', ELAN_BUILD_DIR: buildDir, FIREBASE_PROJECT_ID: 'elan-check', ...extra };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

beforeAll(async () => {
  const build = run(join(root, 'node_modules/.bin/react-router'), ['build'], deploymentEnv(productionFirebase));
  const code = await build.exited;
  expect(code, build.output().stderr).toBe(0);
}, 300_000);

afterAll(() => rmSync(join(root, buildDir), { recursive: true, force: true }));

describe('a production deployment', () => {
  it.each([
    ['FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099'],
    ['FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080'],
    ['VITE_FIREBASE_USE_EMULATORS', 'true'],
  ])('refuses to start with %s set, in one clear line', async (name, value) => {
    const server = run(process.execPath, ['server.mjs'], deploymentEnv({ PORT: String(await freePort()), [name]: value }));
    const code = await server.exited;
    const { stdout, stderr } = server.output();
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Refusing to start: emulator settings are present in a production deployment. Unset them, or build with --mode test to run against the emulators. Found: ${name}.`,
    );
    expect(stdout).not.toContain('Élan on');
  }, 30_000);

  it('starts without them and serves the production security policy', async () => {
    const port = await freePort();
    const server = run(process.execPath, ['server.mjs'], deploymentEnv({ PORT: String(port) }));
    try {
      await expect.poll(() => server.output().stdout, { timeout: 20_000 }).toContain(`Élan on http://localhost:${port}`);
      const response = await fetch(`http://localhost:${port}/login`);
      expect(response.status).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'wasm-unsafe-eval' https:\/\/apis\.google\.com;/);
      expect(csp).toContain("connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firestore.googleapis.com");
      expect(csp).toContain('frame-src https://elan-check.firebaseapp.com;');
      expect(csp).not.toMatch(/127\.0\.0\.1|localhost|ws:/);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
      // The test-only pages are not part of a production build.
      expect((await fetch(`http://localhost:${port}/__test/toasts`, { redirect: 'manual' })).status).not.toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);
});
