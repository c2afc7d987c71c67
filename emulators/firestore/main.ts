// CLI: npx tsx emulators/firestore/main.ts --host 127.0.0.1 --port 8080 --project demo-elan
//        --rules firestore.rules --data .emulator-data/firestore [--fresh]
import { parseArgs } from 'node:util';
import { RulesLoadError, startFirestoreEmulator } from './server.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '8080' },
      // Accepted for symmetry with the official emulator; every project id is served.
      project: { type: 'string', default: 'demo-elan' },
      rules: { type: 'string' },
      data: { type: 'string', default: '.emulator-data/firestore' },
      fresh: { type: 'boolean', default: false },
      'no-persist': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid --port ${values.port}`);
  const emulator = await startFirestoreEmulator({
    host: values.host,
    port,
    ...(values.rules ? { rulesPath: values.rules } : {}),
    dataDir: values['no-persist'] ? null : values.data,
    fresh: values.fresh,
  });
  console.log(`Firestore emulator ready on ${emulator.url}`);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    emulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  if (e instanceof RulesLoadError) {
    console.error(`Firestore rules error at line ${e.line}, column ${e.column}: ${e.message}`);
  } else {
    console.error(`Firestore emulator failed to start: ${e instanceof Error ? e.message : String(e)}`);
  }
  process.exit(1);
});
