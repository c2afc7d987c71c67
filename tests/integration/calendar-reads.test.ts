// The calendar's server reads (app/lib/calendar/calendar.server.ts) against an in-process
// emulator: a period's planning from the schedule, the entries and the sessions, and the days
// with food logged, read by their document ids.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFirestoreEmulator, type FirestoreEmulator } from '#emulators/firestore/server.ts';
import type * as AdminServer from '#app/lib/firebase/admin.server.ts';
import type * as CalendarServer from '#app/lib/calendar/calendar.server.ts';

let emu: FirestoreEmulator;
let adminDb: typeof AdminServer.adminDb;
let calendar: typeof CalendarServer;
const saved = process.env.FIRESTORE_EMULATOR_HOST;

beforeAll(async () => {
  emu = await startFirestoreEmulator({ port: 0, log: () => {} });
  process.env.FIRESTORE_EMULATOR_HOST = `${emu.host}:${emu.port}`;
  ({ adminDb } = await import('#app/lib/firebase/admin.server.ts'));
  calendar = await import('#app/lib/calendar/calendar.server.ts');
  const user = adminDb().doc('users/cal1');
  const day = (name: string) => ({ name, exercises: [] });
  await user.collection('programs').doc('p1').set({
    name: 'Force',
    goal: 'force',
    level: 'debutant',
    source: 'modele',
    archived: false,
    weeks: [{ days: [day('A'), day('B'), day('C')] }],
  });
  await user.collection('settings').doc('programSchedule').set({ programId: 'p1', weekdays: [1, 3, 5], startDate: '2026-11-23' });
  const session = { title: 'A · Force', durationSec: 3000, volumeKg: 4200, status: 'terminee', programId: 'p1', week: 1, dayIndex: 0, date: '2026-11-23' };
  await user.collection('sessions').doc('s1').set(session);
  await user.collection('sessions').doc('s2').set({ ...session, status: 'en-cours', date: '2026-11-24', dayIndex: 1 });
  await user.collection('calendar').doc('e1').set({ date: '2026-11-24', kind: 'note', title: 'Repos', link: null, done: false });
  await user.collection('calendar').doc('e2').set({ date: '2026-12-20', kind: 'seance-prevue', title: 'C', link: '/sessions/new/p1/1/2', done: false });
  await user.collection('foodLogs').doc('2026-11-22').set({ entries: [] });
  const nutrients = { kcal: 52, proteinG: 0.3, carbsG: 14, sugarsG: 10, fatG: 0.2, satFatG: 0, fiberG: 2.4, saltG: 0 };
  const entry = { id: 'f1', meal: 'dejeuner', ref: { kind: 'base', id: '13039' }, name: 'Pomme', grams: 100, serving: null, nutrients };
  await user.collection('foodLogs').doc('2026-11-24').set({ entries: [entry] });
  await user.collection('foodLogs').doc('2026-12-24').set({ entries: [entry] });
});
afterAll(async () => {
  await adminDb?.().terminate();
  await emu?.close();
  if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = saved;
});

it('reads what is planned in a week: the day done, the entries, the schedule around a day planned by hand', async () => {
  const items = await calendar.readPlannedItems('cal1', '2026-11-23', '2026-11-29', '2026-11-23');
  expect(items.map((i) => [i.date, i.kind, i.title, i.done, i.link])).toEqual([
    ['2026-11-23', 'programme', 'A · Force', true, '/sessions/view/s1'],
    ['2026-11-24', 'note', 'Repos', false, null],
    // C is planned by hand on 20 December: the schedule places only B.
    ['2026-11-25', 'programme', 'B · Force', false, '/sessions/new/p1/1/1'],
  ]);
});

it('finds the days with food logged by their ids, empty days left out', async () => {
  const logged = await calendar.readLoggedDays(adminDb(), 'cal1', '2026-11-01', '2026-11-30');
  expect(logged.foodDays).toEqual(['2026-11-24']);
});
