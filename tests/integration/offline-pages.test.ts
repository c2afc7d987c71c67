// The pages the service worker keeps for an account, read against the project's Firestore
// emulator: the fixed list, plus the followed program's page and the days of its next day's week.
import { beforeAll, describe, expect, it } from 'vitest';
import type * as OfflinePages from '#app/lib/offline/offline-pages.server.ts';
import { useAdminEmulator } from './admin-emulator.ts';

const adminDb = useAdminEmulator();
let db: ReturnType<typeof adminDb>;
let offline: typeof OfflinePages;

const at = new Date('2026-11-20T08:00:00Z');
const later = new Date('2026-11-21T08:00:00Z');
const day = (name: string) => ({ name, exercises: [{ exerciseId: 'squat', sets: 3, reps: 5, restSec: 120 }] });
const program = (name: string, updatedAt: Date, archived = false) => ({
  name,
  goal: 'force',
  level: 'intermediaire',
  weeks: [{ days: [day('Jambes'), day('Pecs')] }, { days: [day('Jambes lourdes'), day('Pecs lourds'), day('Dos')] }],
  source: 'custom',
  archived,
  createdAt: at,
  updatedAt,
});
const doneDay = (week: number, dayIndex: number) => ({
  title: 'Jambes',
  date: '2026-11-20',
  startedAt: at.getTime(),
  durationSec: 3600,
  volumeKg: 1500,
  status: 'terminee',
  programId: 'bloc',
  week,
  dayIndex,
  prs: [],
});

beforeAll(async () => {
  db = adminDb();
  offline = await import('#app/lib/offline/offline-pages.server.ts');
});

describe('offlinePagesOf', () => {
  it('lists only the fixed pages for someone without a program, none of which needs the server', async () => {
    const pages = await offline.offlinePagesOf(db, 'sans-programme');
    expect(pages).toEqual(offline.OFFLINE_PAGES);
    expect(pages).toEqual(expect.arrayContaining(['/dashboard', '/sessions/new', '/nutrition/recipes', '/measurements', '/timers/rest', '/calculators/bmi', '/nutrition/foods/search']));
    expect(pages.filter((path) => /^\/(leaderboard|challenges|profile)/.test(path))).toEqual([]);
  });

  it('adds the latest changed active program: its page and every day of the week its next day is in', async () => {
    const user = db.doc('users/suit-un-bloc');
    await user.collection('programs').doc('bloc').set(program('Bloc force', later));
    await user.collection('programs').doc('ancien').set(program('Ancien bloc', at));
    await user.collection('programs').doc('archive').set(program('Archivé', new Date('2026-11-22T08:00:00Z'), true));
    await user.collection('sessions').doc('s1').set(doneDay(1, 0));
    await user.collection('sessions').doc('s2').set(doneDay(1, 1));
    const pages = await offline.offlinePagesOf(db, 'suit-un-bloc');
    expect(pages.slice(offline.OFFLINE_PAGES.length)).toEqual(['/programs/bloc', '/sessions/new/bloc/2/0', '/sessions/new/bloc/2/1', '/sessions/new/bloc/2/2']);
  });

  it('prefers the program scheduled from its page, and lists only its page once every day is done', async () => {
    const user = db.doc('users/planifie');
    await user.collection('programs').doc('bloc').set(program('Bloc force', at));
    await user.collection('programs').doc('recent').set(program('Plus récent', later));
    await user.collection('settings').doc('programSchedule').set({ programId: 'bloc', weekdays: [1, 3, 5], startDate: '2026-11-23', updatedAt: at });
    const next = await offline.offlinePagesOf(db, 'planifie');
    expect(next.slice(offline.OFFLINE_PAGES.length)).toEqual(['/programs/bloc', '/sessions/new/bloc/1/0', '/sessions/new/bloc/1/1']);
    await user.collection('sessions').doc('fin').set(doneDay(2, 2));
    expect((await offline.offlinePagesOf(db, 'planifie')).slice(offline.OFFLINE_PAGES.length)).toEqual(['/programs/bloc']);
  });
});
