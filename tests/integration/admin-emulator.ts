/*
 * For suites that test the server's firebase-admin code: the project's Firestore emulator started
 * in this process (rules closed: only admin writes reach it), FIRESTORE_EMULATOR_HOST pointed at
 * it while the suite runs, and firebase-admin loaded after that so it connects there.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import { startFirestoreEmulator, type FirestoreEmulator } from '#emulators/firestore/server.ts';

const CLOSED_RULES = `rules_version = '2';
service cloud.firestore { match /databases/{d}/documents { match /{doc=**} { allow read, write: if false; } } }`;

/** Registers the suite's hooks; call the result inside tests (it throws before beforeAll ran). */
export function useAdminEmulator(): () => Firestore {
  let emu: FirestoreEmulator | undefined;
  let db: Firestore | undefined;
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  beforeAll(async () => {
    emu = await startFirestoreEmulator({ port: 0, rules: CLOSED_RULES, log: () => {} });
    process.env.FIRESTORE_EMULATOR_HOST = `${emu.host}:${emu.port}`;
    db = (await import('#app/lib/firebase/admin.server.ts')).adminDb();
  });
  afterAll(async () => {
    await db?.terminate();
    await emu?.close();
    if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = saved;
  });
  return () => {
    if (!db) throw new Error('The emulator is not started yet');
    return db;
  };
}
