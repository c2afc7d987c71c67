// `npm run dev`: install on first run, start the emulators with the demo account, serve the app.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies } from './setup.mjs';
import { devEmulatorPorts, root, startEmulators, stopOnSignals } from './emulators.mjs';

ensureDependencies();
const emulators = await startEmulators({ ...devEmulatorPorts(), quiet: !process.env.DEBUG });
const { seedDemoAccount } = await import('./seed.mjs');
const demo = await seedDemoAccount(emulators.env);
console.log(`\n  Emulators ready. Demo account: ${demo.email} / ${demo.password}\n`);

const app = spawn(join(root, 'node_modules', '.bin', 'react-router'), ['dev'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...emulators.env },
});
const stop = async () => {
  app.kill('SIGTERM');
  await emulators.stop();
};
stopOnSignals(stop);
app.on('exit', (code) => {
  void emulators.stop().then(() => process.exit(code ?? 0));
});
