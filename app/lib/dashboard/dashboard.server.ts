/*
 * Everything the dashboard shows, read in parallel with firebase-admin so the first HTML is
 * complete: each card reads only what it shows, with a limit (the page is opened every day, often
 * on a phone with a slow connection). A card whose read fails shows its own message; the others
 * still show.
 */
import type { Firestore } from '#app/lib/data/documents.server.ts';
import { CARD_FAILED, type CardResult } from '#app/lib/dashboard/card-result.ts';
import { stepStatuses, showsFirstRun, type FirstRunFacts, type FirstRunProgress, type FirstRunStep, type StepStatus } from '#app/lib/dashboard/first-run.ts';
import { sessionsThisWeek, weekStreak } from '#app/lib/dashboard/week-streak.ts';
import { weightTrend, type WeightTrend } from '#app/lib/dashboard/weight-trend.ts';
import type { PlannedItem } from '#app/lib/calendar/planned-items.ts';
import { addDays, mondayOf } from '#app/lib/dates/index.ts';
import { builtInExercise, nextProgramDay, type RecordHit } from '#app/lib/training/index.ts';
import { bodyFactsFrom, type BodyFacts } from '#app/lib/data/body-facts.ts';
import { programScheduleDoc } from '#app/lib/data/calendar.ts';
import { readPlannedItems } from '#app/lib/calendar/calendar.server.ts';
import { readMyActiveChallenges, type ActiveChallenge } from '#app/lib/challenges/challenges.server.ts';
import { defineQuery, resolveQuery } from '#app/lib/data/documents.ts';
import { readCount, readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { firstRunDoc } from '#app/lib/data/first-run.ts';
import { leaderboardEntryDoc, leaderboardKey } from '#app/lib/data/leaderboard.ts';
import { rankOf } from '#app/lib/leaderboard/leaderboard.server.ts';
import { recentMeasurements } from '#app/lib/data/measurements.ts';
import { notificationSettingsDoc } from '#app/lib/data/notification-settings.ts';
import { allUnreadItems, inboxItemDoc, type InboxItem } from '#app/lib/data/notifications.ts';
import { foodLogDoc, type FoodLog } from '#app/lib/data/nutrition.ts';
import { nutritionGoalsDoc, type StoredNutritionGoals } from '#app/lib/data/nutrition-goals.ts';
import { profileDoc, type Profile } from '#app/lib/data/profile.ts';
import { myExercises, programDaysDone, programDoc, type Program } from '#app/lib/data/programs.ts';
import { compareSessionsForList, finishedSessions, sessionDoc } from '#app/lib/data/sessions.ts';
import { defineView } from '#app/lib/data/views.ts';

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
/** Lines of the records card: one per exercise of a session, however many records it beat. */
export const RECORD_LINES_SHOWN = 3;
export const CHALLENGES_SHOWN = 3;

/** A finished session as the dashboard reads it: only these fields are downloaded. */
const sessionSummaryView = defineView(sessionDoc, {
  fields: ['date', 'title', 'programId', 'prs', 'startedAt'],
  from: ({ date, title, programId, prs, startedAt }, id) => ({ id, date, title, programId: programId ?? null, prs, startedAt }),
});
type SessionSummary = NonNullable<ReturnType<typeof sessionSummaryView.fromData>>;

/** The history's finished sessions from a day on, latest first, as the dashboard reads them. */
const recentSessionSummaries = defineQuery(sessionSummaryView, finishedSessions.shape, compareSessionsForList);

/** The history's query from `since` on, with only the fields the dashboard shows downloaded. */
export const recentFinishedSessionsQuery = (uid: string, since: string) => resolveQuery(recentSessionSummaries, { uid, count: SESSIONS_READ, from: since });

const recentFinishedSessions = (db: Firestore, uid: string, since: string) => readQuery(db, recentSessionSummaries, { uid, count: SESSIONS_READ, from: since });

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
  const lines = new Set<string>();
  const latest = sessions
    .flatMap((session) => session.prs.map((record) => ({ session, record })))
    .filter(({ session, record }) => {
      const line = `${session.id}/${record.exerciseId}`;
      if (!lines.has(line) && lines.size === RECORD_LINES_SHOWN) return false;
      lines.add(line);
      return true;
    });
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
  /** The body facts the profile step and the automatic goals start from. */
  readonly facts: BodyFacts;
}

/** The today card: what the calendar plans today (program days on their training weekdays, entries planned by hand) and the program's next day. */
export interface TodayPlan {
  readonly planned: readonly PlannedItem[];
  readonly next: NextProgramSession | null;
}

/** Sessions done this week and the streak, from the finished sessions the page needs anyway. */
export interface WeekSummary {
  readonly done: number;
  /** Sessions the calendar plans this week (program days and planned sessions), done or not; `failed` with the today card's planning. */
  readonly planned: CardResult<number>;
  readonly streak: number;
  readonly lastSessionDate: string | null;
}

export interface TodayNutrition {
  readonly log: FoodLog;
  readonly goals: StoredNutritionGoals | null;
}

export interface UnreadNotifications {
  readonly unread: number;
  readonly latest: readonly InboxItem[];
}

/** Each card's data, or `failed` for a card whose read failed while the others could show. */
export interface DashboardCards {
  readonly plan: CardResult<TodayPlan>;
  readonly week: WeekSummary;
  readonly nutrition: CardResult<TodayNutrition>;
  readonly weight: CardResult<WeightTrend | null>;
  readonly records: CardResult<readonly RecentRecord[]>;
  readonly challenges: CardResult<readonly ActiveChallenge[]>;
  readonly leaderboard: CardResult<LeaderboardStanding | null>;
  readonly notifications: CardResult<UnreadNotifications>;
}

/** A new account's first-run path, or the cards: never both. */
export type Dashboard = { readonly today: string; readonly profile: Profile } & (
  | { readonly firstRun: FirstRun; readonly cards: null }
  | { readonly firstRun: null; readonly cards: DashboardCards }
);

const PROFILE_FIELDS = ['sex', 'birthDate', 'heightCm', 'activityLevel', 'goal'] as const;

/**
 * Reads started at once and used later, or not at all (the cards' reads when the first-run path
 * shows): a failure is handled where the read is used, never an unhandled rejection, and the
 * dashboard answers once every read it started has settled, leaving no work behind it.
 */
class StartedReads {
  readonly #reads: Promise<unknown>[] = [];

  start<T>(read: Promise<T>): Promise<T> {
    read.catch(() => {});
    this.#reads.push(read);
    return read;
  }

  settled(): Promise<unknown> {
    return Promise.allSettled(this.#reads);
  }
}

/** One card's data, or `failed` once its failure is logged (the person sees the card's message, never the error). */
async function cardFrom<T>(card: string, read: () => Promise<T>): Promise<CardResult<T>> {
  try {
    return await read();
  } catch (error) {
    console.error(`[dashboard] the ${card} card could not be read`, error);
    return CARD_FAILED;
  }
}

/** The dashboard of `uid` on `today` (a Paris day). */
export async function readDashboard(db: Firestore, uid: string, today: string): Promise<Dashboard> {
  const reads = new StartedReads();
  try {
    return await dashboardFrom(db, uid, today, reads);
  } finally {
    await reads.settled();
  }
}

async function dashboardFrom(db: Firestore, uid: string, today: string, reads: StartedReads): Promise<Dashboard> {
  const monday = mondayOf(today);
  const since = addDays(monday, -7 * (STREAK_WEEKS_READ - 1));
  // Every read starts at once, so the first HTML waits for the slowest read, not for their sum.
  const profileRead = reads.start(readDoc(db, profileDoc, { uid }));
  const progressRead = reads.start(readDoc(db, firstRunDoc, { uid }));
  const sessionsRead = reads.start(recentFinishedSessions(db, uid, since));
  const measurements = reads.start(readQuery(db, recentMeasurements, { uid }));
  const goals = reads.start(readDoc(db, nutritionGoalsDoc, { uid }));
  const reminders = reads.start(readDoc(db, notificationSettingsDoc, { uid }));
  const latestChanged = reads.start(readQuery(db, latestActiveProgram, { uid }));
  const schedule = reads.start(readDoc(db, programScheduleDoc, { uid }));
  const planned = reads.start(readPlannedItems(uid, monday, addDays(monday, 6), today));
  const log = reads.start(readDoc(db, foodLogDoc, { uid, id: today }));
  const challenges = reads.start(readMyActiveChallenges(uid, today));
  const leaderboard = reads.start(weeklyStanding(db, uid, today));
  const latestUnreadItems = reads.start(readQuery(db, latestUnread, { uid }));

  // The page itself is built on these three, so their failure is the page's (its error panel):
  // the profile names the person and sets the energy unit; the first-run progress and the
  // finished sessions decide between the first-run path and the cards (a wrong guess would show a
  // newcomer empty cards, or someone who trains the path again); the sessions are also the week card.
  const [profile, progress, sessions] = await Promise.all([profileRead, progressRead, sessionsRead]);

  if (showsFirstRun(progress, sessions.length > 0)) {
    // Each step's status is read from these facts: a failed read would show a done step as still
    // to do (and offer its form again), so the path fails whole rather than mislead.
    const facts = bodyFactsFrom(profile, await measurements, today);
    const remindersOn = await reminders.then(({ training, meals }) => training.enabled || meals.enabled);
    const firstRunFacts: FirstRunFacts = {
      profileComplete: PROFILE_FIELDS.every((field) => profile[field] !== null) && facts.latest.weightKg !== undefined,
      hasNutritionGoals: (await goals) !== null,
      hasProgram: (await latestChanged).length > 0,
      remindersOn,
    };
    return { today, profile, firstRun: { progress, statuses: stepStatuses(firstRunFacts, progress), facts }, cards: null };
  }

  const days = sessions.map((session) => session.date);
  const [plan, nutrition, weight, records, myChallenges, standing, notifications, plannedThisWeek] = await Promise.all([
    cardFrom('today', async () => {
      const followedProgramId = (await schedule)?.programId ?? sessions.find((session) => session.programId)?.programId ?? null;
      const [items, next] = await Promise.all([planned, nextProgramSession(db, uid, followedProgramId, (await latestChanged)[0] ?? null)]);
      return { planned: items.filter((item) => item.date === today), next };
    }),
    cardFrom('nutrition', async () => ({ log: await log, goals: await goals })),
    cardFrom('weight', async () => weightTrend((await measurements).flatMap(({ date, weightKg }) => (weightKg === null ? [] : [{ date, weightKg }])))),
    cardFrom('records', () => recentRecords(db, uid, sessions)),
    cardFrom('challenges', async () => (await challenges).slice(0, CHALLENGES_SHOWN)),
    cardFrom('leaderboard', () => leaderboard),
    cardFrom('notifications', async () => {
      const latest = await latestUnreadItems;
      // Fewer than the card shows are all there are: counted without a second read.
      return { unread: latest.length < LATEST_UNREAD_SHOWN ? latest.length : await reads.start(readCount(db, allUnreadItems, { uid })), latest };
    }),
    // The same planning as the today card's: its failure is logged there, once.
    planned.then((items) => items.filter((item) => item.kind === 'programme' || item.kind === 'seance-prevue').length, () => CARD_FAILED),
  ]);
  return {
    today,
    profile,
    firstRun: null,
    cards: {
      plan,
      week: { done: sessionsThisWeek(days, today), planned: plannedThisWeek, streak: weekStreak(days, today), lastSessionDate: days[0] ?? null },
      nutrition,
      weight,
      records,
      challenges: myChallenges,
      leaderboard: standing,
      notifications,
    },
  };
}
