// The dashboard's reads against the project's Firestore emulator: a card whose data cannot be read
// is marked failed, logged once, and leaves every other card as it would be.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as DashboardServer from '#app/lib/dashboard/dashboard.server.ts';
import { useAdminEmulator } from './admin-emulator.ts';

const adminDb = useAdminEmulator();
let db: ReturnType<typeof adminDb>;
let dashboard: typeof DashboardServer;

// Monday 23 November 2026 (week 2026-W48).
const TODAY = '2026-11-23';
const at = new Date('2026-11-20T08:00:00Z');

/** A schedule naming a program id that is no document id (a slash): reading its program throws. */
const BROKEN_SCHEDULE = { programId: 'bloc/semaine-1', weekdays: [1, 3, 5], startDate: TODAY, updatedAt: at };
const SCHEDULE = { ...BROKEN_SCHEDULE, programId: 'bloc' };

const finishedSession = (date: string) => ({
  title: 'Jambes',
  date,
  startedAt: Date.parse(`${date}T08:00:00Z`),
  durationSec: 3600,
  volumeKg: 1500,
  status: 'terminee',
  programId: 'bloc',
  week: 1,
  dayIndex: 0,
  prs: [{ exerciseId: 'squat', kind: 'charge-max', value: 100, previous: 95 }],
});

/** Someone who trains: a program, a session today, food, a weigh-in, a challenge, a rank, an unread message. */
async function seedPerson(uid: string): Promise<void> {
  const user = db.doc(`users/${uid}`);
  await user.set({ displayName: 'Noé', sex: 'homme', birthDate: '1990-03-02', heightCm: 178, activityLevel: 'moderement-actif', goal: 'maintien', energyUnit: 'kcal', createdAt: at, updatedAt: at });
  const day = (name: string) => ({ name, exercises: [{ exerciseId: 'squat', sets: 3, reps: 5, restSec: 120 }] });
  await user.collection('programs').doc('bloc').set({ name: 'Bloc force', goal: 'force', level: 'intermediaire', weeks: [{ days: [day('Jambes'), day('Pecs')] }], source: 'custom', archived: false, createdAt: at, updatedAt: at });
  await user.collection('sessions').doc('s1').set(finishedSession(TODAY));
  const nutrients = { kcal: 650, proteinG: 42, carbsG: 70, sugarsG: null, fatG: 21, satFatG: null, fiberG: 8, saltG: null };
  await user.collection('foodLogs').doc(TODAY).set({ entries: [{ id: 'e1', meal: 'dejeuner', ref: { kind: 'base', id: '20505' }, name: 'Lentilles', grams: 300, serving: null, nutrients }], updatedAt: at });
  await user.collection('settings').doc('nutritionGoals').set({ mode: 'manuel', kcal: 2400, proteinG: 150, carbsG: 280, fatG: 80, fiberG: 30, updatedAt: at });
  await user.collection('measurements').doc('m1').set({ date: '2026-11-22', weightKg: 78.4, notes: '', createdAt: at, updatedAt: at });
  await user.collection('notifications').doc('n1').set({ title: 'Votre bilan de la semaine', body: '', link: '/progress', read: false, createdAt: at });
  await db.doc(`challenges/defi-${uid}`).set({
    title: '50 km en novembre', description: '', metric: 'manuel', unit: 'km', target: 50, startDate: '2026-11-01', endDate: '2026-11-30',
    visibility: 'publique', inviteCode: null, createdBy: uid, participantCount: 1, createdAt: at,
  });
  await db.doc(`challenges/defi-${uid}/participants/${uid}`).set({ uid, pseudonym: `noe-${uid}`, progress: 12.5, completedAt: null, createdAt: at, updatedAt: at });
  const week = { key: '2026-W48', points: 30, reachedAt: 1000 };
  await db.doc(`leaderboard/${uid}`).set({ pseudonym: `noe-${uid}`, avatar: { kind: 'initiales', id: null, color: 'ocean' }, semaine: week, mois: { ...week, key: '2026-11' }, total: { ...week, key: 'total' }, joinedAt: at, updatedAt: at });
}

beforeAll(async () => {
  db = adminDb();
  dashboard = await import('#app/lib/dashboard/dashboard.server.ts');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readDashboard', () => {
  it('marks only the today card failed when its planning cannot be read, logs it once, and shows the other cards', async () => {
    await seedPerson('dash1');
    await db.doc('users/dash1/settings/programSchedule').set(BROKEN_SCHEDULE);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const read = await dashboard.readDashboard(db, 'dash1', TODAY);

    expect(read.firstRun).toBeNull();
    const cards = read.cards!;
    expect(cards.plan).toBe('failed');
    // The week card is built on the sessions: only the planned count, the today card's planning, is missing.
    expect(cards.week).toEqual({ done: 1, planned: 'failed', streak: 1, lastSessionDate: TODAY });
    expect(cards.nutrition).toMatchObject({ log: { day: TODAY, entries: [{ name: 'Lentilles' }] }, goals: { kcal: 2400 } });
    expect(cards.weight).toEqual({ latest: { date: '2026-11-22', weightKg: 78.4 }, changeKg: null });
    expect(cards.records).toMatchObject([{ sessionId: 's1', exerciseName: 'Squat', record: { kind: 'charge-max', value: 100 } }]);
    expect(cards.challenges).toMatchObject([{ title: '50 km en novembre', progress: 12.5 }]);
    expect(cards.leaderboard).toEqual({ pseudonym: 'noe-dash1', points: 30, rank: 1 });
    expect(cards.notifications).toMatchObject({ unread: 1, latest: [{ title: 'Votre bilan de la semaine' }] });

    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toBe('[dashboard] the today card could not be read');
    expect(String(logged.mock.calls[0]?.[1])).toContain('invalid path parameter');
  });

  it('shows a new account its first-run path even when a card’s data is broken, since the path does not read it', async () => {
    await db.doc('users/dash3').set({ displayName: 'Lou', createdAt: at, updatedAt: at });
    await db.doc('users/dash3/settings/programSchedule').set(BROKEN_SCHEDULE);
    const logged = vi.spyOn(console, 'error');

    const read = await dashboard.readDashboard(db, 'dash3', TODAY);

    expect(read.cards).toBeNull();
    expect(read.firstRun?.statuses).toEqual({ profil: 'a-faire', objectifs: 'a-faire', programme: 'a-faire', rappels: 'a-faire' });
    expect(logged).not.toHaveBeenCalled();
  });

  it('counts every unread item when there are more than the card lists', async () => {
    await seedPerson('dash4');
    const inbox = db.collection('users/dash4/notifications');
    for (const day of [10, 11, 12, 13]) await inbox.add({ title: `Message du ${day}`, body: '', link: '/progress', read: false, createdAt: new Date(`2026-11-${day}T08:00:00Z`) });

    const cards = (await dashboard.readDashboard(db, 'dash4', TODAY)).cards!;

    expect(cards.notifications).toMatchObject({ unread: 5, latest: [{ title: 'Votre bilan de la semaine' }, { title: 'Message du 13' }, { title: 'Message du 12' }] });
  });

  // Last: a broken planning leaves the calendar's sibling queries running a moment after its first
  // failure, and the suite's end closes the client under whatever still runs.
  it('reads the today card again once its data is fixed', async () => {
    await db.doc('users/dash1/settings/programSchedule').set(SCHEDULE);
    const logged = vi.spyOn(console, 'error');

    const cards = (await dashboard.readDashboard(db, 'dash1', TODAY)).cards!;

    // Started on Monday, trained Monday, Wednesday and Friday: today's program day is done, Pecs comes next.
    expect(cards.plan).toMatchObject({ planned: [{ date: TODAY, kind: 'programme', done: true }], next: { programId: 'bloc', dayName: 'Pecs' } });
    expect(cards.week.planned).toBe(2);
    expect(logged).not.toHaveBeenCalled();
  });
  it('lists the records of the latest three exercise lines, however many records one exercise beat', async () => {
    await seedPerson('dash5');
    const hit = (exerciseId: string, kind: string, value: number) => ({ exerciseId, kind, value, previous: value - 5 });
    await db.doc('users/dash5/sessions/s1').set({
      ...finishedSession(TODAY),
      prs: [hit('squat', 'charge-max', 105), hit('squat', '1rm-estime', 122.5), hit('squat', 'volume-serie', 525), hit('souleve-de-terre', 'charge-max', 140)],
    });
    await db.doc('users/dash5/sessions/s0').set({ ...finishedSession('2026-11-20'), prs: [hit('developpe-couche', 'charge-max', 80), hit('rowing-barre', 'charge-max', 70)] });

    const { cards } = await dashboard.readDashboard(db, 'dash5', TODAY);

    const records = cards!.records as readonly { sessionId: string; record: { exerciseId: string } }[];
    expect(records.map(({ sessionId, record }) => `${sessionId}/${record.exerciseId}`)).toEqual(['s1/squat', 's1/squat', 's1/squat', 's1/souleve-de-terre', 's0/developpe-couche']);
  });
});
