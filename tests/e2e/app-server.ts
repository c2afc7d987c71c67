// A second instance of the production server, for journeys that need a setting the shared
// server does not have (e.g. a sign-in recency window of seconds rather than minutes).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { quietLoad } from '../../playwright.config.ts';

const root = resolve(import.meta.dirname, '../..');

export interface AppServer {
  readonly baseURL: string;
  /** What the server wrote to stderr so far. */
  errors(): string;
  /** Whether the process is still running. */
  running(): boolean;
  stop(): Promise<void>;
}

/** Starts `node server.mjs` on the suite's port + `offset` (inside the test slot's range; +5 is the dev server). */
export async function startAppServer(offset: number, env: Record<string, string>): Promise<AppServer> {
  const port = Number(process.env.APP_PORT ?? 3100) + offset;
  const baseURL = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env: { ...process.env, ...quietLoad, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${errors}`);
    try {
      if ((await fetch(`${baseURL}/login`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start: ${errors}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    errors: () => errors,
    running: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
