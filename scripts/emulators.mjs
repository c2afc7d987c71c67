// Starts the local backend: Firebase Auth emulator (firebase-tools, offline) and the project's own
// Firestore emulator (or Google's, with FIRESTORE_EMULATOR=official). Used by `npm run emulators`,
// `npm run dev` and `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(import.meta.url), '../..');
export const PROJECT_ID = 'demo-elan';
const bin = (name) => join(root, 'node_modules', '.bin', name);

async function waitForHttp(url, name, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not start within ${timeoutMs / 1000} s`);
}

function launch(name, command, args, { quiet, env }) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  if (quiet) {
    // Kept for the error message if the process dies during start-up.
    let output = '';
    const keep = (chunk) => (output = (output + chunk).slice(-8000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.output = () => output;
  }
  child.name = name;
  return child;
}

function stopChild(child) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      return done();
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 8000).unref();
  });
}

/**
 * FIRESTORE_EMULATOR=official needs Java and the archive firebase-tools would otherwise download
 * (impossible offline: it would fail only after a long wait). Returns why it cannot start, or null.
 */
export function officialFirestoreProblem(env = process.env) {
  const info = JSON.parse(readFileSync(join(root, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'), 'utf8')).firestore;
  // Same cache directory as firebase-tools' downloadableEmulators.js.
  const cacheDir = env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
  const jar = join(cacheDir, info.downloadPathRelativeToCacheDir);
  const problems = [];
  if (spawnSync(env.JAVA ?? 'java', ['-version'], { stdio: 'ignore', env }).status !== 0) problems.push('Java (a `java` command on PATH, version 11 or later)');
  if (!existsSync(jar)) problems.push(`Google's Firestore emulator archive at ${jar} (${info.remoteUrl}, ${Math.round(info.expectedSize / 1e6)} MB; or set FIREBASE_EMULATORS_PATH to the folder holding it)`);
  if (!problems.length) return null;
  return `FIRESTORE_EMULATOR=official needs ${problems.join(' and ')}. Unset FIRESTORE_EMULATOR to use the project's own Firestore emulator.`;
}

/**
 * Ports of `npm run dev` and `npm run emulators`: firebase.json's by default, moved with
 * AUTH_EMULATOR_PORT and FIRESTORE_EMULATOR_PORT when another copy of the app already uses them.
 */
export function devEmulatorPorts(env = process.env) {
  return { authPort: portFromEnv(env, 'AUTH_EMULATOR_PORT', 9099), firestorePort: portFromEnv(env, 'FIRESTORE_EMULATOR_PORT', 8080) };
}

/** A TCP port from an environment variable, or the default when it is unset. */
export function portFromEnv(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number (1–65535), got "${raw}"`);
  return port;
}

/**
 * @param {{ authPort?: number, firestorePort?: number, fresh?: boolean, dataDir?: string, quiet?: boolean }} options
 */
export async function startEmulators(options = {}) {
  const { authPort = 9099, firestorePort = 8080, fresh = false, quiet = false } = options;
  if (process.env.FIRESTORE_EMULATOR === 'official') {
    const problem = officialFirestoreProblem();
    if (problem) throw new Error(problem);
  }
  const dataDir = resolve(root, options.dataDir ?? '.emulator-data');
  const official = process.env.FIRESTORE_EMULATOR === 'official';
  mkdirSync(dataDir, { recursive: true });

  // firebase-tools reads ports from a config file, so each run gets its own.
  const configPath = join(tmpdir(), `elan-firebase-${authPort}-${firestorePort}.json`);
  writeFileSync(
    configPath,
    JSON.stringify({
      firestore: { rules: join(root, 'firestore.rules') },
      emulators: {
        singleProjectMode: true,
        auth: { host: '127.0.0.1', port: authPort },
        firestore: { host: '127.0.0.1', port: firestorePort },
        ui: { enabled: false },
        hub: { host: '127.0.0.1', port: authPort + 1301 },
        logging: { host: '127.0.0.1', port: authPort + 1302 },
      },
    }),
  );
  const authData = join(dataDir, 'auth');
  const persistence = fresh ? [] : [...(existsSync(authData) ? ['--import', authData] : []), '--export-on-exit', authData];
  const only = official ? 'auth,firestore' : 'auth';
  const children = [
    launch('Auth emulator', bin('firebase'), ['emulators:start', '--only', only, '--project', PROJECT_ID, '--config', configPath, ...persistence], { quiet }),
  ];
  if (!official) {
    children.push(
      launch(
        'Firestore emulator',
        bin('tsx'),
        [
          'emulators/firestore/main.ts',
          '--host', '127.0.0.1',
          '--port', String(firestorePort),
          '--project', PROJECT_ID,
          '--rules', 'firestore.rules',
          '--data', join(dataDir, 'firestore'),
          ...(fresh ? ['--fresh'] : []),
        ],
        { quiet },
      ),
    );
  }
  const stop = () => Promise.all(children.map(stopChild));
  try {
    await Promise.all([
      waitForHttp(`http://127.0.0.1:${authPort}/`, 'Auth emulator', children[0]),
      waitForHttp(`http://127.0.0.1:${firestorePort}/`, 'Firestore emulator', children[1] ?? children[0]),
    ]);
  } catch (error) {
    for (const child of children) if (child.output) process.stderr.write(`--- ${child.name}\n${child.output()}\n`);
    await stop();
    throw error;
  }
  return {
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestorePort}`,
      VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${authPort}`,
      VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestorePort}`,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      GCLOUD_PROJECT: PROJECT_ID,
    },
    stop,
  };
}

/** Stops the emulators when the process is asked to end. */
export function stopOnSignals(stop) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void stop().then(() => process.exit(0));
    });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const emulators = await startEmulators({ ...devEmulatorPorts(), fresh: process.argv.includes('--fresh') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
  console.log(`Emulators ready: Auth ${emulators.env.FIREBASE_AUTH_EMULATOR_HOST}, Firestore ${emulators.env.FIRESTORE_EMULATOR_HOST}`);
  stopOnSignals(emulators.stop);
}
