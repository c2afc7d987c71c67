import { ONE_RM_RELIABLE_MAX_REPS, oneRmBy } from '../calculators/one-rm.ts';
import { TrainingError } from './errors.ts';
import type { LoggedSession, RecordHit, SetKind } from './types.ts';

/*
 * Volume and personal records. Decisions where the issue is silent:
 *  - a set counts when it is done, is not a warm-up and has at least one rep (a missed attempt
 *    at 0 reps did not lift the weight);
 *  - an exercise's bests are per exercise id, whatever the session it came from (program or free);
 *  - `reps-max` compares reps at exactly the same weight; a weight never used before is a new
 *    baseline (the heavier weight is already a `charge-max`), one hit per weight beaten;
 *  - each kind has its own baseline: an exercise only ever done for 15 reps has no 1RM yet, so
 *    its first estimable set sets one and is no record;
 *  - values are rounded to the hundredth of a kilo, so stored records compare equal on re-reading.
 */

/** Above this many reps an estimate says little about a single maximal lift (the issue: not above 12). */
export const ONE_RM_MAX_REPS = 12;

const hundredth = (value: number) => Math.round(value * 100) / 100;

/**
 * Estimated one-rep max, Epley by default like the 1RM calculator (same equation, same rule that
 * one rep is the 1RM itself). Throws a French TrainingError for a negative weight or reps outside
 * 1–12: callers that go through every set check `reps <= ONE_RM_MAX_REPS` first.
 */
export function estimate1RM(weightKg: number, reps: number): number {
  if (!Number.isFinite(weightKg) || weightKg < 0) throw new TrainingError('load');
  if (!Number.isInteger(reps) || reps < 1 || reps > ONE_RM_MAX_REPS) throw new TrainingError('oneRmReps', { max: ONE_RM_MAX_REPS });
  return reps === 1 ? weightKg : oneRmBy.epley(weightKg, reps);
}

type CountedSet = { reps: number; weightKg: number };
type LoggedExercise = LoggedSession['exercises'][number];

/**
 * Whether a set says what the person lifted: done, and not a warm-up (a warm-up heavier than the
 * work sets says nothing of them). The one rule for volume, records, the best set, %1RM targets
 * (the session screen's and the program page's alike) and what a session needs to earn points.
 */
export function isWorkSetDone(set: { readonly done: boolean; readonly kind?: SetKind }): boolean {
  return set.done && set.kind !== 'echauffement';
}

function countedSets(exercise: LoggedExercise): CountedSet[] {
  return exercise.sets.filter((set) => isWorkSetDone(set) && set.reps >= 1 && set.weightKg >= 0);
}

/**
 * Done sets that are not warm-ups: what the summary counts, what a session needs before it can be
 * finished, and what it needs to earn anything on the leaderboard or in a challenge.
 */
export function workingSetsDone(session: { exercises: readonly { sets: readonly { done: boolean; kind?: SetKind }[] }[] }): number {
  return session.exercises.reduce((total, exercise) => total + exercise.sets.filter(isWorkSetDone).length, 0);
}

/**
 * The best estimated 1RM per exercise over past sessions, that %1RM prescriptions are loaded
 * from: Epley on every work set done, sets of more than ONE_RM_RELIABLE_MAX_REPS reps left out
 * (the estimate is unreliable there, as the 1RM calculator says). Rounded to 100 g.
 */
export function bestOneRms(sessions: readonly Pick<LoggedSession, 'exercises'>[]): Record<string, number> {
  const best: Record<string, number> = {};
  for (const { exercises } of sessions) {
    for (const { exerciseId, sets } of exercises) {
      for (const set of sets) {
        if (!isWorkSetDone(set) || set.reps < 1 || set.reps > ONE_RM_RELIABLE_MAX_REPS || set.weightKg <= 0) continue;
        const estimate = oneRmBy.epley(set.weightKg, set.reps);
        if (estimate > (best[exerciseId] ?? 0)) best[exerciseId] = Math.round(estimate * 10) / 10;
      }
    }
  }
  return best;
}

/** Sum of reps × weight over done sets that are not warm-ups, in kg. */
export function sessionVolume(session: LoggedSession): number {
  return hundredth(session.exercises.reduce((total, exercise) => total + exerciseVolume(countedSets(exercise)), 0));
}

const exerciseVolume = (sets: readonly CountedSet[]) => sets.reduce((total, set) => total + set.reps * set.weightKg, 0);

/** One exercise's bests in one session, or over a history. Missing = never done (no baseline). */
type Bests = {
  maxWeight: number;
  best1RM?: number;
  bestSetVolume: number;
  bestSessionVolume: number;
  repsAtWeight: Map<number, number>;
};

/** Each exercise's bests in `session`, exercises met twice in it counted together. */
function sessionBests(session: LoggedSession): Map<string, Bests> {
  const setsByExercise = new Map<string, CountedSet[]>();
  for (const exercise of session.exercises) {
    const sets = countedSets(exercise);
    if (sets.length) setsByExercise.set(exercise.exerciseId, [...(setsByExercise.get(exercise.exerciseId) ?? []), ...sets]);
  }
  const result = new Map<string, Bests>();
  for (const [exerciseId, sets] of setsByExercise) {
    const repsAtWeight = new Map<number, number>();
    for (const set of sets) repsAtWeight.set(set.weightKg, Math.max(repsAtWeight.get(set.weightKg) ?? 0, set.reps));
    const estimates = sets.filter((set) => set.reps <= ONE_RM_MAX_REPS).map((set) => estimate1RM(set.weightKg, set.reps));
    result.set(exerciseId, {
      maxWeight: Math.max(...sets.map((set) => set.weightKg)),
      best1RM: estimates.length ? hundredth(Math.max(...estimates)) : undefined,
      bestSetVolume: hundredth(Math.max(...sets.map((set) => set.reps * set.weightKg))),
      bestSessionVolume: hundredth(exerciseVolume(sets)),
      repsAtWeight,
    });
  }
  return result;
}

/** Folds one session's bests into the running bests of a history (mutates `history`). */
function accumulate(history: Map<string, Bests>, session: Map<string, Bests>): void {
  for (const [exerciseId, current] of session) {
    const before = history.get(exerciseId);
    if (!before) {
      history.set(exerciseId, { ...current, repsAtWeight: new Map(current.repsAtWeight) });
      continue;
    }
    before.maxWeight = Math.max(before.maxWeight, current.maxWeight);
    if (current.best1RM !== undefined) before.best1RM = Math.max(before.best1RM ?? 0, current.best1RM);
    before.bestSetVolume = Math.max(before.bestSetVolume, current.bestSetVolume);
    before.bestSessionVolume = Math.max(before.bestSessionVolume, current.bestSessionVolume);
    for (const [weight, reps] of current.repsAtWeight) before.repsAtWeight.set(weight, Math.max(before.repsAtWeight.get(weight) ?? 0, reps));
  }
}

function hitsAgainst(history: ReadonlyMap<string, Bests>, session: Map<string, Bests>): RecordHit[] {
  const hits: RecordHit[] = [];
  for (const [exerciseId, current] of session) {
    const before = history.get(exerciseId);
    if (!before) continue;
    if (current.maxWeight > before.maxWeight) hits.push({ exerciseId, kind: 'charge-max', value: current.maxWeight, previous: before.maxWeight });
    if (current.best1RM !== undefined && before.best1RM !== undefined && current.best1RM > before.best1RM) {
      hits.push({ exerciseId, kind: '1rm-estime', value: current.best1RM, previous: before.best1RM });
    }
    for (const [weightKg, reps] of [...current.repsAtWeight].sort(([a], [b]) => b - a)) {
      const previous = before.repsAtWeight.get(weightKg);
      if (previous !== undefined && reps > previous) hits.push({ exerciseId, kind: 'reps-max', value: reps, previous, weightKg });
    }
    if (current.bestSetVolume > before.bestSetVolume) {
      hits.push({ exerciseId, kind: 'volume-serie', value: current.bestSetVolume, previous: before.bestSetVolume });
    }
    if (current.bestSessionVolume > before.bestSessionVolume) {
      hits.push({ exerciseId, kind: 'volume-seance', value: current.bestSessionVolume, previous: before.bestSessionVolume });
    }
  }
  return hits;
}

/**
 * The records `session` beats, against the sessions of `history` that came before it: an entry
 * with the session's own id or dated after it is ignored, so the whole history can be passed
 * when a past session is edited. Sessions on the same day as `session` count as before it.
 */
export function detectRecords(history: LoggedSession[], session: LoggedSession): RecordHit[] {
  const bests = new Map<string, Bests>();
  for (const past of history) if (past.id !== session.id && past.date <= session.date) accumulate(bests, sessionBests(past));
  return hitsAgainst(bests, sessionBests(session));
}

/**
 * Every session's records, recomputed in chronological order (by date, then in the order given:
 * pass same-day sessions in the order they were done). For the screens after a past session is
 * edited or deleted: each later session's records may change. Keyed by session id.
 */
export function recomputeRecords(sessions: readonly LoggedSession[]): Map<string, RecordHit[]> {
  const chronological = sessions.map((session, index) => ({ session, index })).sort((a, b) => a.session.date.localeCompare(b.session.date) || a.index - b.index);
  const bests = new Map<string, Bests>();
  const result = new Map<string, RecordHit[]>();
  for (const { session } of chronological) {
    const current = sessionBests(session);
    result.set(session.id, hitsAgainst(bests, current));
    accumulate(bests, current);
  }
  return result;
}

/**
 * Last time's sets of an exercise, for the "Précédent" column: the done sets (warm-ups
 * included, in order, so row n faces row n) of the latest session of `history` before `session`
 * that has any. Same-day sessions count as before, like detectRecords. Empty for a first time.
 */
export function previousSets<S extends LoggedSession['exercises'][number]['sets'][number]>(
  history: readonly { id: string; date: string; exercises: { exerciseId: string; sets: S[] }[] }[],
  exerciseId: string,
  session: Pick<LoggedSession, 'id' | 'date'>,
): S[] {
  let latest: { date: string; sets: S[] } | undefined;
  for (const past of history) {
    if (past.id === session.id || past.date > session.date || (latest && past.date < latest.date)) continue;
    const sets = past.exercises.filter((exercise) => exercise.exerciseId === exerciseId).flatMap((exercise) => exercise.sets.filter((set) => set.done));
    if (sets.length) latest = { date: past.date, sets };
  }
  return latest?.sets ?? [];
}

/**
 * Records gathered one group per exercise (per `keyOf`, which may add the session), in the order
 * each group first appears: one heavy set is often the heaviest, the best estimated 1RM and the
 * biggest set at once, said as one line rather than three.
 */
export function groupRecords<T>(items: readonly T[], keyOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}
