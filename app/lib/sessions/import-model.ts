/*
 * The import screen's work, as pure functions: the mapping step's first choices, the sessions a
 * file becomes (within the session document's bounds), their records over the whole history, and
 * the write batches.
 *
 * Decisions:
 *  - a workout that breaks a bound of the session document (more exercises or sets than a session
 *    holds, a load or a rep count a person cannot have logged) is skipped whole and named with its
 *    reason: cutting it would store a session that never happened;
 *  - a title or notes longer than a session holds are shortened (the sets are what matters); an
 *    RPE outside 1–10 says nothing and is dropped; a duration over a day is a timer left running
 *    and is capped at a day, like the logging screen's;
 *  - imported sessions get their volume and records like finished ones. Records are recomputed in
 *    date order over the history and the import together: a workout older than sessions already
 *    here can take a record away from them, so those sessions' stored records are updated too;
 *  - same-day sessions are ordered by their start time.
 */
import { pastSessionOf, SESSION_LIMITS, type HistorySession, type Session, type SessionExercise } from '#app/lib/data/sessions.ts';
import {
  applyExerciseMapping,
  previewImport,
  recomputeRecords,
  sessionVolume,
  suggestExercises,
  toLoggedSession,
  type DraftSet,
  type Exercise,
  type ExistingSession,
  type ImportedWorkout,
  type MappedWorkout,
  type RecordHit,
} from '#app/lib/training/index.ts';
import { utcMillisToDay } from '#app/lib/dates/index.ts';
import { newId } from './session-model.ts';

/** A file larger than this is no workout log (ten years of daily training weigh about 2 MB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Firestore's limit on writes in one batch. */
export const BATCH_MAX_WRITES = 500;
/** Well under the 10 MiB a commit request may weigh, for slow connections too. */
export const BATCH_MAX_BYTES = 2 * 1024 * 1024;

/** An exercise id of the catalogue (or the person's own), or `null`: leave this exercise out. */
export type ExerciseChoice = string | null;
/** By the name the other app wrote; a name missing here is not decided yet. */
export type ExerciseChoices = Readonly<Record<string, ExerciseChoice>>;

/** Each name's best suggestion; names with none stay undecided (the screen offers to create them). */
export function initialChoices(names: readonly string[], catalogue: readonly Exercise[]): Record<string, ExerciseChoice> {
  const choices: Record<string, ExerciseChoice> = {};
  for (const name of names) {
    const best = suggestExercises(name, catalogue)[0];
    if (best) choices[name] = best.exerciseId;
  }
  return choices;
}

export const undecidedNames = (names: readonly string[], choices: ExerciseChoices) => names.filter((name) => !Object.hasOwn(choices, name));

const pad = (value: number) => String(value).padStart(2, '0');

/** "YYYY-MM-DDTHH:mm" of an instant in this device's zone: how the files write their times. */
export function wallClockOf(epochMs: number): string {
  const at = new Date(epochMs);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The instant of a file's wall-clock time, read in this device's zone (ISO text without a zone is local). */
export const instantOf = (wallClock: string) => new Date(wallClock).getTime();

export const existingOf = (history: readonly HistorySession[]): ExistingSession[] =>
  history.map((session) => ({ title: session.title, date: session.date, startedAt: wallClockOf(session.startedAt) }));

export const SKIP_REASONS = ['doublon', 'sansExercice', 'tropExercices', 'tropSeries', 'horsLimites', 'aVenir'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export type SkippedWorkout = { title: string; date: string; reason: SkipReason };

/** A session to write, with the workout of the file it came from. */
export type PlannedSession = { source: number; session: Session };

export type ImportPlan = {
  /** Oldest first. */
  planned: PlannedSession[];
  skipped: SkippedWorkout[];
  duplicates: number;
  sets: number;
  firstDate?: string;
  lastDate?: string;
};

export type PlanOptions = {
  choices: ExerciseChoices;
  history: readonly HistorySession[];
  /** Duplicates are skipped unless the person asks for them. */
  includeDuplicates: boolean;
  /** Workouts of the file already written by an earlier, interrupted run. */
  alreadyImported: ReadonlySet<number>;
  nameOf: (exerciseId: string) => string;
  /** For a workout the other app left untitled. */
  defaultTitle: string;
  now: number;
  /** The last day a session may be dated (firestore.rules: tomorrow in UTC): later workouts are left out. */
  latestDay: string;
};

/** The last day firestore.rules accept a session dated on, at `now`: tomorrow in UTC. */
export const latestSessionDay = (now: number) => utcMillisToDay(now + 86_400_000);

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function boundBroken(workout: ImportedWorkout, exerciseCount: number): SkipReason | undefined {
  if (exerciseCount > SESSION_LIMITS.exercises) return 'tropExercices';
  const sets = workout.exercises.flatMap((exercise) => exercise.sets);
  if (workout.exercises.some((exercise) => exercise.sets.length > SESSION_LIMITS.sets)) return 'tropSeries';
  const outside = sets.some(
    (set) =>
      set.reps > SESSION_LIMITS.reps ||
      set.weightKg > SESSION_LIMITS.weightKg ||
      (set.durationSec ?? 0) > SESSION_LIMITS.durationSec ||
      (set.distanceM ?? 0) > SESSION_LIMITS.distanceM,
  );
  return outside ? 'horsLimites' : undefined;
}

function sessionOf(workout: MappedWorkout, options: PlanOptions): Session {
  const { now } = options;
  const startedAt = instantOf(workout.startedAt);
  const durationSec = Math.min(SESSION_LIMITS.durationSec, workout.durationSec ?? 0);
  const entries = workout.exercises.map(({ exerciseId, notes, supersetGroup, sets }): SessionExercise => {
    return {
      id: newId(),
      exerciseId,
      name: clip(options.nameOf(exerciseId), 120),
      ...(notes ? { notes: clip(notes, SESSION_LIMITS.exerciseNotesMax) } : {}),
      ...(supersetGroup ? { supersetGroup: clip(supersetGroup, 20) } : {}),
      sets: sets.map(
        (set): DraftSet => ({
          id: newId(),
          kind: set.kind,
          reps: set.reps,
          weightKg: set.weightKg,
          ...(set.rpe !== undefined && set.rpe >= 1 && set.rpe <= 10 ? { rpe: set.rpe } : {}),
          ...(set.durationSec ? { durationSec: set.durationSec } : {}),
          ...(set.distanceM ? { distanceM: set.distanceM } : {}),
          done: true,
          updatedAt: now,
        }),
      ),
      updatedAt: now,
    };
  });
  const session: Session = {
    id: newId(),
    title: clip(workout.title.trim() || options.defaultTitle, SESSION_LIMITS.titleMax),
    date: workout.date,
    startedAt,
    endedAt: startedAt + durationSec * 1000,
    durationSec,
    status: 'terminee',
    exercises: entries,
    notes: clip(workout.notes ?? '', SESSION_LIMITS.notesMax),
    volumeKg: 0,
    prs: [],
    updatedAt: now,
  };
  return { ...session, volumeKg: sessionVolume(toLoggedSession(session)) };
}

/**
 * What the import will write and what it leaves out, and why: the preview's figures. Every name
 * of the file must have a choice (undecidedNames is empty), or this throws a French
 * TrainingError naming the first one left. Records are computed later, over
 * the history (withRecords).
 */
export function planImport(workouts: readonly ImportedWorkout[], options: PlanOptions): ImportPlan {
  const duplicateIndexes = new Set(previewImport(workouts, existingOf(options.history)).duplicates);
  const chosenIds = Object.fromEntries(Object.entries(options.choices).filter((entry): entry is [string, string] => entry[1] !== null));
  const planned: PlannedSession[] = [];
  const skipped: SkippedWorkout[] = [];
  workouts.forEach((workout, index) => {
    if (options.alreadyImported.has(index)) return;
    const skip = (reason: SkipReason) => skipped.push({ title: workout.title, date: workout.date, reason });
    if (duplicateIndexes.has(index) && !options.includeDuplicates) return skip('doublon');
    if (workout.date > options.latestDay) return skip('aVenir');
    const exercises = workout.exercises.filter((exercise) => options.choices[exercise.sourceName] !== null);
    if (!exercises.length) return skip('sansExercice');
    const broken = boundBroken({ ...workout, exercises }, exercises.length);
    if (broken) return skip(broken);
    const [mapped] = applyExerciseMapping([{ ...workout, exercises }], chosenIds);
    planned.push({ source: index, session: sessionOf(mapped!, options) });
  });
  planned.sort((a, b) => a.session.date.localeCompare(b.session.date) || a.session.startedAt - b.session.startedAt);
  return {
    planned,
    skipped,
    duplicates: duplicateIndexes.size,
    sets: planned.reduce((total, { session }) => total + session.exercises.reduce((sum, entry) => sum + entry.sets.length, 0), 0),
    ...(planned.length ? { firstDate: planned[0]!.session.date, lastDate: planned.at(-1)!.session.date } : {}),
  };
}

/** Records never exceed what a session document holds; the first ones found are kept. */
const bounded = (prs: readonly RecordHit[]) => prs.slice(0, SESSION_LIMITS.prs);

/**
 * The planned sessions with their records, and the sessions already here whose records the
 * import changes (an older workout that was heavier takes their record away, or gives one).
 */
export function withRecords(history: readonly HistorySession[], planned: readonly PlannedSession[]): { planned: PlannedSession[]; updates: { id: string; prs: RecordHit[] }[] } {
  const all = [...history.map((past) => ({ past, startedAt: past.startedAt })), ...planned.map(({ session }) => ({ past: pastSessionOf(session), startedAt: session.startedAt }))];
  all.sort((a, b) => a.past.date.localeCompare(b.past.date) || a.startedAt - b.startedAt);
  const records = recomputeRecords(all.map(({ past }) => past));
  const updates = history.flatMap((past) => {
    const prs = bounded(records.get(past.id) ?? []);
    return JSON.stringify(prs) === JSON.stringify(past.prs) ? [] : [{ id: past.id, prs }];
  });
  return { planned: planned.map(({ source, session }) => ({ source, session: { ...session, prs: bounded(records.get(session.id) ?? []) } })), updates };
}

/**
 * Consecutive groups of `items` that each fit one Firestore batch: at most BATCH_MAX_WRITES
 * writes and about BATCH_MAX_BYTES of data (an item heavier than that goes alone).
 */
export function batchesOf<T>(items: readonly T[], bytesOf: (item: T) => number, limits = { writes: BATCH_MAX_WRITES, bytes: BATCH_MAX_BYTES }): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let weight = 0;
  for (const item of items) {
    const size = bytesOf(item);
    if (current.length && (current.length >= limits.writes || weight + size > limits.bytes)) {
      batches.push(current);
      current = [];
      weight = 0;
    }
    current.push(item);
    weight += size;
  }
  if (current.length) batches.push(current);
  return batches;
}
