/*
 * Everything the dashboard shows, read in parallel with firebase-admin so the first HTML is
 * complete: each card reads only what it shows, with a limit (the page is opened every day, often
 * on a phone with a slow connection).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { stepStatuses, showsFirstRun, type FirstRunFacts, type FirstRunProgress, type FirstRunStep, type StepStatus } from '#app/lib/dashboard/first-run.ts';
import { sessionsThisWeek, weekStreak } from '#app/lib/dashboard/week-streak.ts';
import { weightTrend, type WeightTrend } from '#app/lib/dashboard/weight-trend.ts';
import type { PlannedItem } from '#app/lib/calendar/planned-items.ts';
import { addDays, mondayOf } from '#app/lib/dates/index.ts';
import { builtInExercise, nextProgramDay, RECORD_KINDS, type RecordHit } from '#app/lib/training/index.ts';
import { bodyFactsFrom, type BodyFacts } from './body-facts.ts';
import { programScheduleDoc } from './calendar.ts';
import { readPlannedItems } from './calendar.server.ts';
import { readMyActiveChallenges, type ActiveChallenge } from './challenges.server.ts';
import { defineQuery, resolveQuery } from './documents.ts';
import { adminQuery, readCount, readDoc, readQuery } from './documents.server.ts';
import { firstRunDoc } from './first-run.ts';
import { leaderboardEntryDoc, leaderboardKey } from './leaderboard.ts';
import { rankOf } from './leaderboard.server.ts';
import { recentMeasurements } from './measurements.ts';
import { notificationSettingsDoc } from './notification-settings.ts';
import { allUnreadItems, inboxItemDoc, type InboxItem } from './notifications.ts';
import { foodLogDoc, type FoodLog } from './nutrition.ts';
import { nutritionGoalsDoc, type StoredNutritionGoals } from './nutrition-goals.ts';
import { profileDoc, type Profile } from './profile.ts';
import { myExercises, programDaysDone, programDoc, type Program } from './programs.ts';
import { finishedSessions } from './sessions.ts';

/** The program the person follows, the latest changed first (firestore.indexes.json: archived, updatedAt). */
export const latestActiveProgram = defineQuery(programDoc, {
  where: [{ field: 'archived', op: '==', value: false }],
  orderBy: [{ field: 'updatedAt', direction: 'desc' }],
  limit: 1,
});

/** The newest unread items, for the card (firestore.indexes.json: read, createdAt). */
export const LATEST_UNREAD_SHOWN = 3;
export const latestUnread = defineQuery(inboxItemDoc, {
  where: [{ field: 'read', op: '==', value: false }],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
  limit: LATEST_UNREAD_SHOWN,
});

/** Weeks looked back for the streak: a year of weekly training. */
export const STREAK_WEEKS_READ = 53;
/** Finished sessions read for the streak, the week and the records: a year at about seven a week. */
const SESSIONS_READ = 400;
export const RECORDS_SHOWN = 3;
export const CHALLENGES_SHOWN = 3;

/** A finished session as the dashboard reads it: only these fields are downloaded. */
type SessionSummary = { id: string; date: string; title: string; programId: string | null; prs: RecordHit[] };

const isRecord = (value: unknown): value is RecordHit => {
  const r = (value ?? {}) as Partial<RecordHit>;
  return typeof r.exerciseId === 'string' && (RECORD_KINDS as readonly unknown[]).includes(r.kind) && typeof r.value === 'number' && typeof r.previous === 'number';
};

/** The history's query from `since` on, with only the fields the dashboard shows downloaded. */
export const recentFinishedSessionsQuery = (uid: string, since: string) => resolveQuery(finishedSessions, { uid, count: SESSIONS_READ, from: since });

async function recentFinishedSessions(db: Firestore, uid: string, since: string): Promise<SessionSummary[]> {
  const snapshot = await adminQuery(db, recentFinishedSessionsQuery(uid, since)).select('date', 'title', 'programId', 'prs', 'startedAt').get();
  return snapshot.docs
    .map((doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        date: typeof data.date === 'string' ? data.date : '',
        title: typeof data.title === 'string' ? data.title : '',
        programId: typeof data.programId === 'string' ? data.programId : null,
        prs: Array.isArray(data.prs) ? data.prs.filter(isRecord) : [],
        startedAt: typeof data.startedAt === 'number' ? data.startedAt : 0,
      };
    })
    .filter((session) => session.date !== '')
    .sort((a, b) => b.date.localeCompare(a.date) || b.startedAt - a.startedAt)
    .map(({ startedAt: _startedAt, ...session }) => session);
}

export interface NextProgramSession {
  readonly programId: string;
  readonly programName: string;
  readonly week: number;
  readonly dayIndex: number;
  readonly dayName: string;
  /** Program days done out of all its days. */
  readonly daysDone: number;
  readonly daysTotal: number;
}

/**
 * The program followed: the one started from its page (the calendar's schedule), else the one of
 * the latest finished session, when it is still active and has days left, else the latest changed
 * active program. Its next day, or null (no program, or done).
 */
async function nextProgramSession(db: Firestore, uid: string, followedProgramId: string | null, latestChanged: Program | null): Promise<NextProgramSession | null> {
  const followed = followedProgramId && followedProgramId !== latestChanged?.id ? await readDoc(db, programDoc, { uid, id: followedProgramId }) : null;
  for (const program of [followed, latestChanged]) {
    if (!program || program.archived) continue;
    const done = await readQuery(db, programDaysDone, { uid, programId: program.id });
    const next = nextProgramDay(program, done);
    if (!next) continue;
    const daysTotal = program.weeks.reduce((total, week) => total + week.days.length, 0);
    const daysDone = new Set(done.map((day) => `${day.week}/${day.dayIndex}`)).size;
    const dayName = program.weeks[next.week - 1]?.days[next.dayIndex]?.name ?? '';
    return { programId: program.id, programName: program.name, week: next.week, dayIndex: next.dayIndex, dayName, daysDone: Math.min(daysDone, daysTotal), daysTotal };
  }
  return null;
}

export interface RecentRecord {
  readonly sessionId: string;
  readonly date: string;
  readonly exerciseName: string;
  readonly record: RecordHit;
}

/** The latest records, newest session first, named from the catalogue or the person's own exercises. */
async function recentRecords(db: Firestore, uid: string, sessions: readonly SessionSummary[]): Promise<RecentRecord[]> {
  const latest = sessions.flatMap((session) => session.prs.map((record) => ({ session, record }))).slice(0, RECORDS_SHOWN);
  const ownIds = latest.filter(({ record }) => !builtInExercise(record.exerciseId));
  const own = ownIds.length ? await readQuery(db, myExercises, { uid }) : [];
  return latest.map(({ session, record }) => ({
    sessionId: session.id,
    date: session.date,
    exerciseName: builtInExercise(record.exerciseId)?.name ?? own.find((exercise) => exercise.id === record.exerciseId)?.name ?? record.exerciseId,
    record,
  }));
}

export interface LeaderboardStanding {
  readonly pseudonym: string;
  readonly points: number;
  /** Rank this week, null with no point yet. */
  readonly rank: number | null;
}

async function weeklyStanding(db: Firestore, uid: string, today: string): Promise<LeaderboardStanding | null> {
  const entry = await readDoc(db, leaderboardEntryDoc, { id: uid });
  if (!entry) return null;
  const key = leaderboardKey('semaine', today);
  return { pseudonym: entry.pseudonym, points: entry.semaine.key === key ? entry.semaine.points : 0, rank: await rankOf(db, entry, 'semaine', key) };
}

export interface FirstRun {
  readonly progress: FirstRunProgress;
  readonly statuses: Record<FirstRunStep, StepStatus>;
}

export interface Dashboard {
  readonly today: string;
  readonly profile: Profile;
  readonly facts: BodyFacts;
  /** The first-run path, for an account that has not trained yet and has not closed it; null otherwise. */
  readonly firstRun: FirstRun | null;
  /** What the calendar plans today (program days on their training weekdays, entries planned by hand). */
  readonly plannedToday: readonly PlannedItem[];
  readonly nextSession: NextProgramSession | null;
  /** `planned`: sessions the calendar plans this week (program days and planned sessions), done or not. */
  readonly week: { readonly done: number; readonly planned: number; readonly streak: number; readonly lastSessionDate: string | null };
  readonly nutrition: { readonly log: FoodLog; readonly goals: StoredNutritionGoals | null };
  readonly weight: WeightTrend | null;
  readonly records: readonly RecentRecord[];
  readonly challenges: readonly ActiveChallenge[];
  readonly leaderboard: LeaderboardStanding | null;
  readonly notifications: { readonly unread: number; readonly latest: readonly InboxItem[] };
}

const PROFILE_FIELDS = ['sex', 'birthDate', 'heightCm', 'activityLevel', 'goal'] as const;

/** The dashboard of `uid` on `today` (a Paris day). */
export async function readDashboard(db: Firestore, uid: string, today: string): Promise<Dashboard> {
  const monday = mondayOf(today);
  const since = addDays(monday, -7 * (STREAK_WEEKS_READ - 1));
  const [profile, measurements, progress, goals, reminders, log, sessions, latestChanged, schedule, planned, challenges, leaderboard, unread, latestUnreadItems] = await Promise.all([
    readDoc(db, profileDoc, { uid }),
    readQuery(db, recentMeasurements, { uid }),
    readDoc(db, firstRunDoc, { uid }),
    readDoc(db, nutritionGoalsDoc, { uid }),
    readDoc(db, notificationSettingsDoc, { uid }),
    readDoc(db, foodLogDoc, { uid, id: today }),
    recentFinishedSessions(db, uid, since),
    readQuery(db, latestActiveProgram, { uid }),
    readDoc(db, programScheduleDoc, { uid }),
    readPlannedItems(uid, monday, addDays(monday, 6), today),
    readMyActiveChallenges(uid, today),
    weeklyStanding(db, uid, today),
    readCount(db, allUnreadItems, { uid }),
    readQuery(db, latestUnread, { uid }),
  ]);
  const followedProgramId = schedule?.programId ?? sessions.find((session) => session.programId)?.programId ?? null;
  const [nextSession, records] = await Promise.all([nextProgramSession(db, uid, followedProgramId, latestChanged[0] ?? null), recentRecords(db, uid, sessions)]);
  const facts = bodyFactsFrom(profile, measurements, today);
  const firstRunFacts: FirstRunFacts = {
    profileComplete: PROFILE_FIELDS.every((field) => profile[field] !== null) && facts.latest.weightKg !== undefined,
    hasNutritionGoals: goals !== null,
    hasProgram: latestChanged.length > 0,
    remindersOn: reminders.training.enabled || reminders.meals.enabled,
  };
  const days = sessions.map((session) => session.date);
  return {
    today,
    profile,
    facts,
    firstRun: showsFirstRun(progress, sessions.length > 0) ? { progress, statuses: stepStatuses(firstRunFacts, progress) } : null,
    plannedToday: planned.filter((item) => item.date === today),
    nextSession,
    week: {
      done: sessionsThisWeek(days, today),
      planned: planned.filter((item) => item.kind === 'programme' || item.kind === 'seance-prevue').length,
      streak: weekStreak(days, today),
      lastSessionDate: days[0] ?? null,
    },
    nutrition: { log, goals },
    weight: weightTrend(measurements.flatMap(({ date, weightKg }) => (weightKg === null ? [] : [{ date, weightKg }]))),
    records,
    challenges: challenges.slice(0, CHALLENGES_SHOWN),
    leaderboard,
    notifications: { unread, latest: latestUnreadItems },
  };
}
