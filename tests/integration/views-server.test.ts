// Views read on the server (documents.server.ts): firebase-admin downloads a view's fields only,
// the type's schema decides what fits, and scoring gets each document's createTime.
import { Query } from 'firebase-admin/firestore';
import { beforeAll, expect, it, vi } from 'vitest';
import type * as DocumentsServer from '#app/lib/data/documents.server.ts';
import { calendarSessionView, finishedSessionsBetween } from '#app/lib/data/calendar.ts';
import { defineQuery } from '#app/lib/data/documents.ts';
import { useAdminEmulator } from './admin-emulator.ts';

const adminDb = useAdminEmulator();
let server: typeof DocumentsServer;

beforeAll(async () => {
  server = await import('#app/lib/data/documents.server.ts');
});

const finished = { status: 'terminee', date: '2026-11-23', title: 'Haut', durationSec: 3600, volumeKg: 5200, programId: 'p1', week: 1, dayIndex: 0, notes: 'long', exercises: [] };

it('reads a view’s fields only, and leaves out what its type’s schema refuses', async () => {
  const db = adminDb();
  await db.doc('users/u1/sessions/s1').set(finished);
  await db.doc('users/u1/sessions/s2').set({ ...finished, date: '2026-11-24', title: '' });
  const select = vi.spyOn(Query.prototype, 'select');
  try {
    const sessions = await server.readQuery(db, finishedSessionsBetween, { uid: 'u1', from: '2026-11-01', to: '2026-11-30' });
    expect(sessions).toEqual([{ id: 's1', date: '2026-11-23', title: 'Haut', durationSec: 3600, volumeKg: 5200, programDay: { programId: 'p1', week: 1, dayIndex: 0 } }]);
    expect(select).toHaveBeenCalledWith(...calendarSessionView.fields);
  } finally {
    select.mockRestore();
  }
  expect(await server.readDoc(db, calendarSessionView, { uid: 'u1', id: 's1' })).toMatchObject({ id: 's1', title: 'Haut' });
  expect(await server.readDoc(db, calendarSessionView, { uid: 'u1', id: 'missing' })).toBeNull();
});

it('gives each value with the instant its document was first written', async () => {
  const db = adminDb();
  const before = Date.now() - 60_000;
  const all = defineQuery(calendarSessionView, { orderBy: [{ field: 'date', direction: 'asc' }], limit: 10 });
  const read = await server.readQueryWithCreateTime(db, all, { uid: 'u1' });
  expect(read.map(({ value }) => value?.id)).toEqual(['s1']);
  expect(read[0]!.createTime).toBeGreaterThan(before);
});
