// The load section of `npm run bench`: many people at once on signed-in pages, against the
// production build and the emulators. Goal: at 100 connections no request times out; what the
// server cannot render in time it refuses at once (503 with Retry-After) rather than late.
// BENCH_LOAD_SECONDS=N sets each run's duration (default 20).
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-pages.mjs';

const CONNECTIONS = [100, 10];
const PATHS = ['/dashboard', '/measurements'];
/** autocannon's own limit: a request unanswered after this counts as a timeout. */
const TIMEOUT_SEC = 10;

function run({ url, connections, duration, cookie }) {
  return new Promise((done, fail) => {
    autocannon({ url, connections, duration, timeout: TIMEOUT_SEC, headers: { cookie } }, (error, result) => (error ? fail(error) : done(result)));
  });
}

/** Runs every path at every connection count on one server; returns one row per run. */
export async function measureLoad({ buildDir, emulators }) {
  const duration = Math.max(1, Number(process.env.BENCH_LOAD_SECONDS ?? 20) || 20);
  const server = await startBenchServer({ buildDir, emulators });
  const rows = [];
  try {
    for (const connections of CONNECTIONS) {
      for (const path of PATHS) {
        process.stdout.write(`  ${path} with ${connections} connections for ${duration} s…\n`);
        const result = await run({ url: `${server.origin}${path}`, connections, duration, cookie: server.cookie });
        const count = (status) => result.statusCodeStats?.[status]?.count ?? 0;
        rows.push({
          path,
          connections,
          load: loadavg()[0],
          requestsPerSec: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          ok: count(200),
          overloaded: count(503),
          // Every other answer (a 500, a redirect to /login: the session refused) is an error too.
          errors: result.errors - result.timeouts + (result.non2xx - count(503)),
          timeouts: result.timeouts,
        });
      }
    }
  } finally {
    await server.stop();
  }
  return { duration, rows };
}

export function printLoad({ duration, rows }) {
  console.log(`\nUnder load (autocannon, ${duration} s per run, ${TIMEOUT_SEC} s timeout), goal: 0 timeouts at 100 connections:`);
  // Other work on the machine takes CPU from the server: the figures compare only at a similar load.
  console.log(`  machine load (1-min average) after each run: ${rows.map((r) => r.load.toFixed(1)).join(', ')} on ${availableParallelism()} cores`);
  console.log(`  ${'page'.padEnd(14)} ${'conns'.padStart(5)} ${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'200'.padStart(6)} ${'503'.padStart(6)} ${'errors'.padStart(6)} ${'timeouts'.padStart(8)}`);
  for (const r of rows) {
    const ms = (value) => `${Math.round(value)} ms`;
    const verdict = r.connections === 100 ? (r.timeouts === 0 ? 'met' : 'NOT MET') : '';
    console.log(
      `  ${r.path.padEnd(14)} ${String(r.connections).padStart(5)} ${r.requestsPerSec.toFixed(1).padStart(7)} ${ms(r.p50).padStart(8)} ${ms(r.p99).padStart(8)} ${String(r.ok).padStart(6)} ${String(r.overloaded).padStart(6)} ${String(r.errors).padStart(6)} ${String(r.timeouts).padStart(8)}  ${verdict}`,
    );
  }
}
