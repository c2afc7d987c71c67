import type { LoggedSession, SetKind } from './types.ts';

/*
 * The session in progress, as the logging screen holds it: kept in the browser's storage and
 * written to Firestore (`status: 'en-cours'`) as it changes, so that neither a reload nor a lost
 * connection loses a set. Every set and exercise carries an id and `updatedAt` (milliseconds,
 * the clock of the device that made the change); removals are remembered in `removed` (id →
 * when), so that a set deleted on one side does not come back from the other.
 */

export const SESSION_STATUSES = ['en-cours', 'terminee'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** A set being logged: null is a field not filled in yet (the screen shows the target or last time's value). */
export type DraftSet = {
  id: string;
  kind: SetKind;
  reps: number | null;
  weightKg: number | null;
  rpe?: number | null;
  durationSec?: number | null;
  distanceM?: number | null;
  done: boolean;
  updatedAt: number;
};

export type DraftExercise = {
  /** This entry's id: the same exercise may be done twice in a session. */
  id: string;
  exerciseId: string;
  notes?: string;
  /** Prescribed rest after a set, in seconds. */
  restSec?: number;
  /** Consecutive exercises sharing a group form a superset. */
  supersetGroup?: string;
  sets: DraftSet[];
  updatedAt: number;
};

export type DraftSession = {
  id: string;
  status: SessionStatus;
  /** YYYY-MM-DD */
  date: string;
  exercises: DraftExercise[];
  removed?: Record<string, number>;
  updatedAt: number;
};

/** What reconciliation needs of a session; the stored document may hold more, which is kept. */
type Stamped = { id: string; updatedAt: number };
type ReconcilableSession = {
  status: SessionStatus;
  updatedAt: number;
  removed?: Record<string, number>;
  exercises: (Stamped & { sets: Stamped[] })[];
};

export type Reconciliation<T> = {
  /** The session to show and keep; null when there is none on either side. */
  session: T | null;
  /** Where it came from: one side as is, or both merged. */
  source: 'local' | 'remote' | 'merged' | 'none';
  /** The Firestore document lacks something of `session`: write it. */
  writeRemote: boolean;
  /** Keep the browser's copy (false once the session is finished on the server). */
  keepLocal: boolean;
};

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return aKeys.length === bKeys.length && aKeys.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * Items of both lists by id: the newer `updatedAt` wins (the local one on a tie), an item on one
 * side only is kept unless it was removed after its last change. The local order stays; an item
 * only the remote has goes right after the item it follows there.
 */
function mergeById<T extends Stamped>(local: readonly T[], remote: readonly T[], removed: Record<string, number>, lastChange: (item: T) => number, merge: (local: T, remote: T) => T): T[] {
  const remoteById = new Map(remote.map((item) => [item.id, item]));
  const localIds = new Set(local.map((item) => item.id));
  const alive = (item: T) => !(item.id in removed) || removed[item.id]! < lastChange(item);
  const result: T[] = [];
  for (const item of local) {
    const other = remoteById.get(item.id);
    const merged = other ? merge(item, other) : item;
    if (alive(merged)) result.push(merged);
  }
  remote.forEach((item, index) => {
    if (localIds.has(item.id) || !alive(item)) return;
    const before = remote.slice(0, index).reverse().find((candidate) => result.some((kept) => kept.id === candidate.id));
    result.splice(before ? result.findIndex((kept) => kept.id === before.id) + 1 : 0, 0, item);
  });
  return result;
}

const newer = <T extends { updatedAt: number }>(local: T, remote: T) => (remote.updatedAt > local.updatedAt ? remote : local);

/**
 * The session to resume after a reload or a reconnection, from the browser's copy (`local`) and
 * the Firestore document (`remote`), either possibly missing:
 *  - a session finished on the server wins as is: it was finished here or on another device, and
 *    the browser's copy is dropped;
 *  - otherwise both merge: per set and per exercise the newer change wins, sets and exercises
 *    present on one side only are kept (unless removed after their last change), the session's
 *    own fields come from the side changed last, and a session finished here but not yet sent
 *    stays finished.
 */
export function reconcileSession<T extends ReconcilableSession>(local: T | null | undefined, remote: T | null | undefined): Reconciliation<T> {
  if (!local && !remote) return { session: null, source: 'none', writeRemote: false, keepLocal: false };
  if (!local) return { session: remote!, source: 'remote', writeRemote: false, keepLocal: remote!.status === 'en-cours' };
  if (!remote) return { session: local, source: 'local', writeRemote: true, keepLocal: local.status === 'en-cours' };
  if (remote.status === 'terminee') return { session: remote, source: 'remote', writeRemote: false, keepLocal: false };

  type Exercise = T['exercises'][number];
  type Set = Exercise['sets'][number];
  const removed: Record<string, number> = { ...remote.removed };
  for (const [id, at] of Object.entries(local.removed ?? {})) removed[id] = Math.max(removed[id] ?? 0, at);
  const lastChangeOf = (exercise: Exercise) => Math.max(exercise.updatedAt, ...exercise.sets.map((set) => set.updatedAt));

  const exercises = mergeById<Exercise>(local.exercises, remote.exercises, removed, lastChangeOf, (mine, theirs) => ({
    ...newer(mine, theirs),
    sets: mergeById<Set>(mine.sets, theirs.sets, removed, (set) => set.updatedAt, newer),
  }));
  const session: T = {
    ...newer(local, remote),
    status: local.status,
    updatedAt: Math.max(local.updatedAt, remote.updatedAt),
    exercises,
    ...(Object.keys(removed).length ? { removed } : {}),
  };
  const sameAsRemote = deepEqual(session, remote);
  return { session: sameAsRemote ? remote : session, source: deepEqual(session, local) ? 'local' : sameAsRemote ? 'remote' : 'merged', writeRemote: !sameAsRemote, keepLocal: session.status === 'en-cours' };
}

/** A set's planned values: the program's target, or what was done last time. */
export type SetValues = { reps?: number; weightKg?: number; rpe?: number; durationSec?: number; distanceM?: number };

/** The rest when nothing is prescribed: 90 s, between the 1–2 min of hypertrophy and the 2–3 min of strength. */
export const DEFAULT_REST_SEC = 90;

const FILLED_FROM_ANY_SOURCE = ['reps', 'weightKg', 'durationSec', 'distanceM'] as const;

function withSet(session: DraftSession, exerciseEntryId: string, setId: string, change: (set: DraftSet) => DraftSet | null, now: number): DraftSession {
  const exercise = session.exercises.find((entry) => entry.id === exerciseEntryId);
  if (!exercise?.sets.some((set) => set.id === setId)) return session;
  return {
    ...session,
    updatedAt: now,
    exercises: session.exercises.map((entry) =>
      entry === exercise ? { ...entry, sets: entry.sets.flatMap((set) => (set.id === setId ? (change(set) ?? []) : [set])) } : entry,
    ),
  };
}

/**
 * The rest to start after a set of `exerciseEntryId`: none inside a superset until its last
 * exercise (the person moves straight on); then the rest prescribed for that last exercise,
 * or DEFAULT_REST_SEC.
 */
export function restAfter(session: Pick<DraftSession, 'exercises'>, exerciseEntryId: string): number | null {
  const index = session.exercises.findIndex((entry) => entry.id === exerciseEntryId);
  const exercise = session.exercises[index];
  if (!exercise) return null;
  const next = session.exercises[index + 1];
  if (exercise.supersetGroup !== undefined && next?.supersetGroup === exercise.supersetGroup) return null;
  return exercise.restSec ?? DEFAULT_REST_SEC;
}

/**
 * Ticks or unticks a set. Ticking fills the fields still empty from the program's `target`, else
 * from last time's same set (`previous`), else from the set above it in this session; the RPE
 * only from the target, since an effort is felt, not copied. It returns the rest to start
 * (null when unticking or inside a superset).
 */
export function toggleSetDone(
  session: DraftSession,
  exerciseEntryId: string,
  setId: string,
  now: number,
  sources: { target?: SetValues; previous?: SetValues } = {},
): { session: DraftSession; restSec: number | null } {
  const exercise = session.exercises.find((entry) => entry.id === exerciseEntryId);
  const index = exercise?.sets.findIndex((set) => set.id === setId) ?? -1;
  if (!exercise || index < 0) return { session, restSec: null };
  const current = exercise.sets[index]!;
  if (current.done) return { session: withSet(session, exerciseEntryId, setId, (set) => ({ ...set, done: false, updatedAt: now }), now), restSec: null };

  const above = exercise.sets[index - 1];
  const filled: DraftSet = { ...current, done: true, updatedAt: now };
  for (const field of FILLED_FROM_ANY_SOURCE) {
    if (filled[field] !== null && filled[field] !== undefined) continue;
    const value = sources.target?.[field] ?? sources.previous?.[field] ?? above?.[field];
    if (value !== null && value !== undefined) filled[field] = value;
  }
  if ((filled.rpe === null || filled.rpe === undefined) && sources.target?.rpe !== undefined) filled.rpe = sources.target.rpe;
  return { session: withSet(session, exerciseEntryId, setId, () => filled, now), restSec: restAfter(session, exerciseEntryId) };
}

/** Changes fields of a set, stamping it so the change wins over older copies. */
export function updateSet(session: DraftSession, exerciseEntryId: string, setId: string, patch: Partial<Omit<DraftSet, 'id' | 'updatedAt'>>, now: number): DraftSession {
  return withSet(session, exerciseEntryId, setId, (set) => ({ ...set, ...patch, updatedAt: now }), now);
}

/** Removes a set and remembers when, so the other copy does not bring it back. */
export function removeSet(session: DraftSession, exerciseEntryId: string, setId: string, now: number): DraftSession {
  const next = withSet(session, exerciseEntryId, setId, () => null, now);
  return next === session ? session : { ...next, removed: { ...session.removed, [setId]: now } };
}

/** Removes an exercise (and its sets) and remembers when. */
export function removeExercise(session: DraftSession, exerciseEntryId: string, now: number): DraftSession {
  if (!session.exercises.some((entry) => entry.id === exerciseEntryId)) return session;
  return {
    ...session,
    updatedAt: now,
    exercises: session.exercises.filter((entry) => entry.id !== exerciseEntryId),
    removed: { ...session.removed, [exerciseEntryId]: now },
  };
}

/** The finished session as volume and records read it: empty fields count as 0. */
export function toLoggedSession(session: DraftSession): LoggedSession {
  return {
    id: session.id,
    date: session.date,
    exercises: session.exercises.map((exercise) => ({
      exerciseId: exercise.exerciseId,
      sets: exercise.sets.map((set) => ({ reps: set.reps ?? 0, weightKg: set.weightKg ?? 0, done: set.done, kind: set.kind })),
    })),
  };
}
