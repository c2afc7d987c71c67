/*
 * `users/{uid}/sessions/{id}`: a training session, in progress (`en-cours`) or finished
 * (`terminee`). The session in progress is the DraftSession of app/lib/training with what the
 * screens show besides (title, times, names, the program's targets), so the browser's copy and
 * the document reconcile set by set (reconcileSession).
 *
 * Decisions:
 *  - no `createdAt`: the document is written whole (`set`) on every change, from a browser that
 *    may be offline and may have lost its queued first write on a reload, so a write never
 *    knows whether it creates the document; `startedAt` says when the session began;
 *  - `startedAt`, `endedAt` and `changedAt` are epoch ms of the device's clock, the clock that
 *    reconciliation compares (the server's `updatedAt` stamp is kept for the rules only);
 *  - the id is chosen by the browser, so the local copy and the document share it from the start.
 */
import * as z from 'zod/mini';
import { isIsoDay } from '#app/lib/dates/index.ts';
import {
  PROGRESSION_KINDS,
  PROGRESSION_REASONS,
  RECORD_KINDS,
  SESSION_STATUSES,
  SET_KINDS,
  type DraftExercise,
  type DraftSet,
  type DraftSession,
  type LoggedSession,
  type RecordHit,
  type SessionSet,
  type SetValues,
} from '#app/lib/training/index.ts';
import { defineDocument, defineQuery, type PlainData } from './documents.ts';
import { defineView, type View } from './views.ts';

export const SESSION_LIMITS = {
  exercises: 40,
  sets: 50,
  prs: 200,
  removed: 2000,
  titleMax: 120,
  notesMax: 2000,
  exerciseNotesMax: 1000,
  /** Sets logged by hand: generous for any real set, tight enough to catch a slipped digit. */
  reps: 1000,
  weightKg: 1000,
  durationSec: 86_400,
  distanceM: 1_000_000,
  restSec: 900,
  volumeKg: 10_000_000,
} as const;

const whole = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));
const decimal = (min: number, max: number) => z.number().check(z.refine(Number.isFinite), z.gte(min), z.lte(max));
const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));
const instant = () => z.number().check(z.refine(Number.isFinite), z.gte(0));
const optionalNullable = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

const setSchema = z.strictObject({
  id: text(1, 40),
  kind: z.enum(SET_KINDS),
  reps: z.nullable(whole(0, SESSION_LIMITS.reps)),
  weightKg: z.nullable(decimal(0, SESSION_LIMITS.weightKg)),
  rpe: optionalNullable(decimal(1, 10)),
  durationSec: optionalNullable(whole(0, SESSION_LIMITS.durationSec)),
  distanceM: optionalNullable(decimal(0, SESSION_LIMITS.distanceM)),
  done: z.boolean(),
  updatedAt: instant(),
});

const targetSchema = z.strictObject({
  reps: z.optional(whole(0, SESSION_LIMITS.reps)),
  weightKg: z.optional(decimal(0, SESSION_LIMITS.weightKg)),
  rpe: z.optional(decimal(1, 10)),
  durationSec: z.optional(whole(0, SESSION_LIMITS.durationSec)),
  distanceM: z.optional(decimal(0, SESSION_LIMITS.distanceM)),
});

const coachingSchema = z.strictObject({
  kind: z.enum(PROGRESSION_KINDS),
  reason: z.enum(PROGRESSION_REASONS),
  /** The working weight of the session before (absent the first time). */
  lastKg: z.optional(decimal(0, SESSION_LIMITS.weightKg)),
  sets: whole(1, SESSION_LIMITS.sets),
});
export type Coaching = z.infer<typeof coachingSchema>;

const exerciseSchema = z.strictObject({
  id: text(1, 40),
  exerciseId: text(1, 128),
  name: text(1, 120),
  notes: z.optional(text(0, SESSION_LIMITS.exerciseNotesMax)),
  restSec: z.optional(whole(0, SESSION_LIMITS.restSec)),
  supersetGroup: z.optional(text(1, 20)),
  /** The program's prescription for each set, as loggable values (loads already in kg). */
  target: z.optional(targetSchema),
  /** Why the load was prefilled as it was: the program's rule applied to the sessions before. */
  coaching: z.optional(coachingSchema),
  sets: z.array(setSchema).check(z.maxLength(SESSION_LIMITS.sets)),
  updatedAt: instant(),
});

const recordSchema = z.strictObject({
  exerciseId: text(1, 128),
  kind: z.enum(RECORD_KINDS),
  value: z.number(),
  previous: z.number(),
  weightKg: z.optional(z.number()),
});

/** What the browser writes (plus the server's `updatedAt`). */
export const sessionSchema = z.strictObject({
  programId: z.optional(text(1, 128)),
  week: z.optional(whole(1, 52)),
  dayIndex: z.optional(whole(0, 6)),
  title: text(1, SESSION_LIMITS.titleMax),
  date: z.string().check(z.refine(isIsoDay, { message: 'common:form.date' })),
  startedAt: instant(),
  endedAt: z.nullable(instant()),
  durationSec: whole(0, SESSION_LIMITS.durationSec),
  status: z.enum(SESSION_STATUSES),
  exercises: z.array(exerciseSchema).check(z.maxLength(SESSION_LIMITS.exercises)),
  notes: text(0, SESSION_LIMITS.notesMax),
  volumeKg: decimal(0, SESSION_LIMITS.volumeKg),
  prs: z.array(recordSchema).check(z.maxLength(SESSION_LIMITS.prs)),
  removed: z.optional(z.record(z.string(), instant())),
  /** The device clock of the last change: reconciliation's `updatedAt`. */
  changedAt: instant(),
  /**
   * Derived: the catalogue ids of the exercises, so the history can be filtered by exercise
   * (`array-contains`). Written with every session (sessionDataOf); missing on older documents.
   */
  exerciseIds: z.optional(z.array(text(1, 128)).check(z.maxLength(SESSION_LIMITS.exercises))),
});

export type SessionInput = z.infer<typeof sessionSchema>;

export type SessionExercise = DraftExercise & { name: string; target?: SetValues; coaching?: Coaching };

/** A session as the screens hold it: a DraftSession (reconcilable) with everything it shows. */
export type Session = Omit<SessionInput, 'changedAt' | 'exercises' | 'exerciseIds'> &
  Omit<DraftSession, 'exercises'> & {
    readonly id: string;
    exercises: SessionExercise[];
    /** = changedAt: the device clock of the last change. */
    updatedAt: number;
  };

/** Stored data → Session, or null when it does not fit (lists skip it). */
export function sessionFromData(id: string, data: PlainData | undefined): Session | null {
  if (!data) return null;
  const { updatedAt: _serverStamp, ...rest } = data;
  const parsed = sessionSchema.safeParse(rest);
  if (!parsed.success) return null;
  const { changedAt, exerciseIds: _derived, ...session } = parsed.data;
  return { id, ...session, updatedAt: changedAt } as Session;
}

/** A session's stored fields, derived ones included, unchecked, never an `undefined` (Firestore refuses them). */
export function sessionDataOf(session: Session): Record<string, unknown> {
  const { id: _id, updatedAt, ...rest } = session;
  const exerciseIds = [...new Set(session.exercises.map((entry) => entry.exerciseId))];
  return JSON.parse(JSON.stringify({ ...rest, changedAt: updatedAt, exerciseIds })) as Record<string, unknown>;
}

/** The document to write for a session; throws when a field is out of bounds. */
export function sessionInputFrom(session: Session): SessionInput {
  return sessionSchema.parse(sessionDataOf(session));
}

export const sessionDoc = defineDocument({
  path: 'users/{uid}/sessions/{id}',
  fromData: (data, id) => sessionFromData(id, data),
  schema: sessionSchema,
  // A past session's records change when an earlier one is edited or deleted.
  patchSchema: z.partial(sessionSchema),
  stamps: { updatedAt: true },
  browserWrites: ['set', 'update', 'delete'],
});

/** Latest first; same-day sessions by start time. */
export function compareSessionsForList(a: Pick<Session, 'date' | 'startedAt'>, b: Pick<Session, 'date' | 'startedAt'>): number {
  return b.date.localeCompare(a.date) || b.startedAt - a.startedAt;
}

/** What the history can be narrowed to; each filter left out when null. */
export type HistoryFilter = {
  programId?: string | null;
  exerciseId?: string | null;
  /** First day, 'YYYY-MM-DD'. */
  from?: string | null;
};

/**
 * Finished sessions, latest first: the history's pages, narrowed by program, exercise and first
 * day. Each combination has its composite index in firestore.indexes.json (sessions.test.ts).
 */
export const finishedSessions = defineQuery(
  sessionDoc,
  ({ count, programId, exerciseId, from }: { count: number } & HistoryFilter) => ({
    where: [
      { field: 'status', op: '==', value: 'terminee' },
      ...(programId ? [{ field: 'programId', op: '==', value: programId } as const] : []),
      ...(exerciseId ? [{ field: 'exerciseIds', op: 'array-contains', value: exerciseId } as const] : []),
      ...(from ? [{ field: 'date', op: '>=', value: from } as const] : []),
    ],
    orderBy: [{ field: 'date', direction: 'desc' }],
    limit: count,
  }),
  compareSessionsForList,
);

/** A finished session as the history lists it: no exercises or sets downloaded. */
const historyEntryView = defineView(sessionDoc, {
  fields: ['title', 'date', 'startedAt', 'durationSec', 'volumeKg', 'prs'],
  from: ({ title, date, startedAt, durationSec, volumeKg, prs }, id) => ({ id, title, date, startedAt, durationSec, volumeKg, records: prs.length }),
});
export type HistoryEntry = NonNullable<ReturnType<typeof historyEntryView.fromData>>;

/** The history's pages (finishedSessions' filters), each session as the list shows it. */
export const historyEntries = defineQuery(historyEntryView, finishedSessions.shape, compareSessionsForList);

/** A history page; "Afficher plus" adds one, up to HISTORY_MAX. */
export const HISTORY_PAGE = 20;
export const HISTORY_MAX = 1000;

/**
 * A finished session as last time's sets and the records read it: done sets only, no names or
 * notes, so a year of history stays light in the logging screen's first HTML.
 */
export type PastSession = LoggedSession & { exercises: { exerciseId: string; sets: SessionSet[] }[]; prs: RecordHit[] };

/** What a past session is made of: a whole Session, or the fields a view reads. */
type PastSessionSource = Pick<SessionInput, 'date' | 'prs'> & {
  readonly id: string;
  readonly exercises: readonly { readonly exerciseId: string; readonly sets: readonly DraftSet[] }[];
};

export function pastSessionOf(session: PastSessionSource): PastSession {
  return {
    id: session.id,
    date: session.date,
    prs: session.prs,
    exercises: session.exercises.map((entry) => ({
      exerciseId: entry.exerciseId,
      sets: entry.sets
        .filter((set) => set.done)
        .map((set): SessionSet => {
          const values: SessionSet = { reps: set.reps ?? 0, weightKg: set.weightKg ?? 0, done: true, kind: set.kind };
          if (set.rpe) values.rpe = set.rpe;
          if (set.durationSec) values.durationSec = set.durationSec;
          if (set.distanceM) values.distanceM = set.distanceM;
          return values;
        }),
    })),
  };
}

/** Finished sessions, latest first, each read through `view` (the others are left out). */
function latestFinished<T>(view: View<T, typeof sessionDoc.path>, limit: number) {
  return defineQuery(view, { where: [{ field: 'status', op: '==', value: 'terminee' }], orderBy: [{ field: 'date', direction: 'desc' }], limit });
}

/** A finished session as last time's sets and the records read it. */
export const pastSessionView = defineView(sessionDoc, {
  fields: ['status', 'date', 'prs', 'exercises'],
  from: (session, id) => (session.status === 'terminee' ? pastSessionOf({ id, ...session }) : null),
});

/**
 * What last time's sets, the records and the %1RM loads (bestOneRms) are computed from: about a
 * year of training at four sessions a week (decision; older bests are rarely beaten).
 */
export const PAST_SESSIONS_READ = 200;
export const pastSessions = latestFinished(pastSessionView, PAST_SESSIONS_READ);

/** A finished session as an import compares with it (title, start) and recomputes records over. */
export type HistorySession = PastSession & { title: string; startedAt: number };

export function historySessionOf(session: PastSessionSource & Pick<SessionInput, 'title' | 'startedAt'>): HistorySession {
  return { ...pastSessionOf(session), title: session.title, startedAt: session.startedAt };
}

const historySessionView = defineView(sessionDoc, {
  fields: ['status', 'date', 'prs', 'exercises', 'title', 'startedAt'],
  from: (session, id) => (session.status === 'terminee' ? historySessionOf({ id, ...session }) : null),
});

/**
 * Every finished session the history can show (HISTORY_MAX), light: what an import checks for
 * duplicates and recomputes records over.
 */
export const importHistory = latestFinished(historySessionView, HISTORY_MAX);

/**
 * Finished sessions, oldest first by start, a page of `count`: the export walks them all with a
 * cursor (sessions.server.ts). Its composite index (status, startedAt) is in firestore.indexes.json.
 */
export const finishedSessionsByStart = defineQuery(sessionDoc, ({ count }: { count: number }) => ({
  where: [{ field: 'status', op: '==', value: 'terminee' }],
  orderBy: [{ field: 'startedAt', direction: 'asc' }],
  limit: count,
}));
