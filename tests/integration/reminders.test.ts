// The reminders run against the project's Firestore emulator, as two server instances called by
// the scheduler at the same minute: each due reminder is claimed in a transaction, so it is sent
// once, and never to a person who already trained that day.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { initializeApp } from 'firebase-admin/app';
import { initializeFirestore, type Firestore } from 'firebase-admin/firestore';
import { startFirestoreEmulator, type FirestoreEmulator } from '#emulators/firestore/server.ts';
import type * as AdminServer from '#app/lib/firebase/admin.server.ts';
import type * as Reminders from '#app/lib/reminders/reminders.server.ts';
import type * as Notifications from '#app/lib/notifications/notifications.server.ts';

let emu: FirestoreEmulator;
let instances: Firestore[];
let sendDueReminders: typeof Reminders.sendDueReminders;
let addInboxItem: typeof Notifications.addInboxItem;
const saved = process.env.FIRESTORE_EMULATOR_HOST;

beforeAll(async () => {
  emu = await startFirestoreEmulator({ port: 0, rules: `rules_version = '2';
service cloud.firestore { match /databases/{d}/documents { match /{doc=**} { allow read, write: if false; } } }`, log: () => {} });
  process.env.FIRESTORE_EMULATOR_HOST = `${emu.host}:${emu.port}`;
  const admin: typeof AdminServer = await import('#app/lib/firebase/admin.server.ts');
  ({ sendDueReminders } = await import('#app/lib/reminders/reminders.server.ts'));
  ({ addInboxItem } = await import('#app/lib/notifications/notifications.server.ts'));
  // A second server instance: its own app and its own connection to the same database.
  const other = initializeFirestore(initializeApp({ projectId: admin.adminApp.options.projectId }, 'second-instance'), { preferRest: true });
  other.settings({ auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }), getUniverseDomain: async () => 'googleapis.com' } } as Parameters<Firestore['settings']>[0]);
  instances = [admin.adminDb(), other];
});
afterAll(async () => {
  await Promise.all((instances ?? []).map((db) => db.terminate()));
  await emu?.close();
  if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = saved;
});

const reminders = (training: { enabled: boolean; time: string; days?: string[] }, meals = { enabled: false, time: '20:00' }) => ({
  pushEnabled: false,
  training: { days: ['lundi', 'mercredi'], ...training },
  meals,
  weeklySummary: { enabled: false, day: 'dimanche' },
  timeZone: 'Europe/Paris',
});

// Monday 23 November 2026, 18:00 in Paris.
const MONDAY_18H = new Date('2026-11-23T17:00:00Z');

async function inboxCount(uid: string): Promise<number> {
  return (await instances[0]!.collection(`users/${uid}/notifications`).get()).size;
}

it('two instances at the same minute send each due reminder once, and skip a day already trained', async () => {
  const db = instances[0]!;
  await db.doc('users/alice/settings/notifications').set(reminders({ enabled: true, time: '18:00' }));
  await db.doc('users/bob/settings/notifications').set(reminders({ enabled: true, time: '18:00' }));
  await db.doc('users/bob/sessions/s1').set({ date: '2026-11-23', status: 'terminee', title: 'Haut du corps' });
  await db.doc('users/carol/settings/notifications').set(reminders({ enabled: false, time: '18:00' }, { enabled: true, time: '20:00' }));
  // Other settings documents are not reminders, even with a field of the same name switched on.
  await db.doc('users/alice/settings/nutritionGoals').set({ mode: 'auto' });
  await db.doc('users/dan/settings/nutritionGoals').set({ training: { enabled: true } });

  const sent: string[] = [];
  const send = (uid: string, kind: string) => {
    sent.push(`${uid}:${kind}`);
    return addInboxItem(db, uid, { title: kind, body: '', link: null }).then(() => undefined);
  };
  const runs = await Promise.all(instances.map((instance) => sendDueReminders(instance, MONDAY_18H, send)));

  expect(sent).toEqual(['alice:training']);
  expect(runs.map((run) => run.people)).toEqual([3, 3]);
  expect(runs.flatMap((run) => run.sent)).toEqual([{ uid: 'alice', kind: 'training' }]);
  expect(await inboxCount('alice')).toBe(1);
  expect(await inboxCount('bob')).toBe(0);
  const claimed = (await db.doc('users/alice/settings/notifications').get()).get('remindersSentAt.training');
  expect(claimed.toDate()).toEqual(MONDAY_18H);

  // A minute later, nothing new; at 20:00 Carol's meal reminder, once.
  await Promise.all(instances.map((instance) => sendDueReminders(instance, new Date(MONDAY_18H.getTime() + 60_000), send)));
  expect(sent).toEqual(['alice:training']);
  const at20h = new Date('2026-11-23T19:00:00Z');
  await Promise.all(instances.map((instance) => sendDueReminders(instance, at20h, send)));
  expect(sent).toEqual(['alice:training', 'carol:meals']);
});

it('saving the reminder form later keeps the sending times (merge), so nothing is sent twice', async () => {
  const db = instances[0]!;
  const { saveReminderSettings } = await import('#app/lib/notifications/notifications.server.ts');
  const { pushEnabled: _push, ...form } = reminders({ enabled: true, time: '18:00' });
  await saveReminderSettings(db, 'alice', form as Parameters<typeof saveReminderSettings>[2]);
  const sent: string[] = [];
  await sendDueReminders(db, new Date(MONDAY_18H.getTime() + 120_000), async (uid, kind) => {
    sent.push(`${uid}:${kind}`);
  });
  expect(sent).toEqual([]);
});

it('the weekly summary goes on its day at 19:00, with the figures of the seven days that end that day', async () => {
  const db = instances[0]!;
  await db.doc('users/dana/settings/notifications').set({ ...reminders({ enabled: false, time: '18:00' }), weeklySummary: { enabled: true, day: 'dimanche' } });
  const session = (date: string, status: string, durationSec: number, volumeKg: number) => ({ date, status, durationSec, volumeKg, title: 'Séance' });
  await db.doc('users/dana/sessions/a').set(session('2026-11-22', 'terminee', 3600, 5000)); // the Sunday before: outside
  await db.doc('users/dana/sessions/b').set(session('2026-11-23', 'terminee', 2700, 8450));
  await db.doc('users/dana/sessions/c').set(session('2026-11-27', 'terminee', 4500, 3000));
  await db.doc('users/dana/sessions/d').set(session('2026-11-28', 'en-cours', 600, 100));
  await db.doc('users/dana/foodLogs/2026-11-24').set({ entries: [{ id: 'e1', meal: 'collation', ref: { kind: 'base', id: '13039' }, name: 'Pomme', grams: 150, serving: null, nutrients: { kcal: 78, proteinG: null, carbsG: null, sugarsG: null, fatG: null, satFatG: null, fiberG: null, saltG: null } }] });
  await db.doc('users/dana/foodLogs/2026-11-29').set({ entries: [] });

  const { weekSummaryOf } = await import('#app/lib/reminders/reminders.server.ts');
  const sent: string[] = [];
  // Sunday 29 November 2026, 19:00 in Paris; twice, by two instances.
  const sunday19h = new Date('2026-11-29T18:00:00Z');
  await Promise.all(instances.map((instance) => sendDueReminders(instance, sunday19h, async (uid, kind, day) => void sent.push(`${uid}:${kind}:${day}`))));
  expect(sent.filter((line) => line.startsWith('dana:'))).toEqual(['dana:weeklySummary:2026-11-29']);
  expect(await weekSummaryOf(db, 'dana', '2026-11-29')).toEqual({ sessions: 2, durationSec: 7200, volumeKg: 11450, loggedDays: 1 });
});
