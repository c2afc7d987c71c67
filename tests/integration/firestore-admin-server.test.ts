// The app's own server Firestore (`adminDb()` from app/lib/firebase/admin.server.ts: firebase-admin
// over gRPC, owner auth stand-in) against an in-process emulator of its own: reads, writes,
// queries, transactions and a listener.
import { expect, it } from 'vitest';
import { useAdminEmulator } from './admin-emulator.ts';

const adminDb = useAdminEmulator();

it('reads and writes as the owner (rules that deny everyone do not apply)', async () => {
  const ref = adminDb().collection('users').doc('u1').collection('measurements').doc('m1');
  await ref.set({ kg: 70.5, at: new Date('2025-01-02T03:04:05Z') });
  expect((await ref.get()).get('kg')).toBe(70.5);
  await adminDb().runTransaction(async (t) => {
    const s = await t.get(ref);
    t.update(ref, { kg: (s.get('kg') as number) + 1 });
  });
  const q = await adminDb().collection('users/u1/measurements').where('kg', '>', 70).get();
  expect(q.docs.map((d) => d.data().kg)).toEqual([71.5]);
});

it('listens with the same stand-in', async () => {
  const seen: number[] = [];
  const stop = adminDb().collection('users/u1/measurements').onSnapshot((s) => seen.push(s.size));
  const deadline = Date.now() + 10_000;
  while (!seen.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  stop();
  expect(seen[0]).toBe(1);
});
