// `npm run dev`: install on first run, start the emulators with the demo account, serve the app.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ensureDependencies } from './setup.mjs';
import { devEmulatorPorts, root, startEmulators, stopOnSignals } from './emulators.mjs';

ensureDependencies();
const emulators = await startEmulators({ ...devEmulatorPorts(), quiet: !process.env.DEBUG });
const { seedDemoAccount } = await import('./seed.mjs');
const demo = await seedDemoAccount(emulators.env);
console.log(`\n  Emulators ready. Demo account: ${demo.email} / ${demo.password}\n`);

// Reminders: what Cloud Scheduler does in production (docs/social-and-push.md), a call to the endpoint every minute.
const cronSecret = process.env.CRON_SECRET || randomBytes(24).toString('hex');
const app = spawn(join(root, 'node_modules', '.bin', 'react-router'), ['dev'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...emulators.env, CRON_SECRET: cronSecret },
});
// And the leaderboard's periodic recomputation, every 10 minutes here (hourly in production).
const cronUrl = (job) => `http://localhost:${Number(process.env.DEV_PORT || 5173)}/api/cron/${job}`;
const callCron = (job) =>
  fetch(cronUrl(job), { method: 'POST', headers: { 'X-Cron-Secret': cronSecret } })
    .then(async (response) => {
      const run = response.ok ? await response.json() : null;
      if (run?.sent) console.log(`  Reminders: ${run.sent} sent.`);
    })
    // The dev server is starting or restarting: the next call will do.
    .catch(() => {});
let minutes = 0;
const ticker = setInterval(() => {
  minutes += 1;
  void callCron('reminders');
  if (minutes % 10 === 0) void callCron('leaderboard');
}, 60_000);
const stop = async () => {
  clearInterval(ticker);
  app.kill('SIGTERM');
  await emulators.stop();
};
stopOnSignals(stop);
app.on('exit', (code) => {
  void emulators.stop().then(() => process.exit(code ?? 0));
});
