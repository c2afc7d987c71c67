/*
 * The logging screen's changes to a session, as pure functions of (session, now): a fresh
 * session from a program day or from nothing, adding and moving exercises and sets, and the
 * finish (duration, volume, records). Every change stamps what it touched with `now`, so the
 * browser's copy and the Firestore document reconcile set by set (reconcileSession).
 */
import type { Program } from '#app/lib/data/programs.ts';
import { pastSessionOf, type PastSession, type Session, type SessionExercise } from '#app/lib/data/sessions.ts';
import {
  bestOneRms,
  DEFAULT_PLATE_SETUP,
  detectRecords,
  isWorkSetDone,
  loadableKg,
  nextPrescription,
  progressionRuleOf,
  type PerformedSet,
  type PlateSetup,
  recomputeRecords,
  removeExercise,
  loadForPercent1RM,
  roundLoad,
  sessionVolume,
  toLoggedSession,
  type DraftSet,
  type Exercise,
  type LoggedSession,
  type Prescription,
  type ProgramDayRef,
  type RecordHit,
  type SetKind,
  type SetValues,
} from '#app/lib/training/index.ts';
import { givenOneRms, startingWeightKg, takesStartingLoad, type StartingLoad, type StartingLoadNeed } from '#app/lib/training/starting-load.ts';

/** Short random ids for sets and exercise entries (unique within a session). */
export function newId(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 16);
}

export function newSet(now: number, kind: SetKind = 'normale'): DraftSet {
  return { id: newId(), kind, reps: null, weightKg: null, done: false, updatedAt: now };
}

/** The loggable target of a prescription: loads in kg as the gym can load them, the low end of a rep range. */
export function targetOf(prescription: Prescription, exercise: Exercise | undefined, oneRmKg: number | undefined): SetValues {
  const equipment = exercise?.equipment ?? [];
  const weightKg =
    prescription.loadKg !== undefined
      ? roundLoad(prescription.loadKg, equipment)
      : prescription.percent1RM !== undefined && oneRmKg
        ? loadForPercent1RM(oneRmKg, prescription.percent1RM, equipment)
        : undefined;
  const target: SetValues = {
    reps: prescription.reps ?? prescription.repRange?.[0],
    weightKg,
    rpe: prescription.rpe,
    durationSec: prescription.durationSec,
    distanceM: prescription.distanceM,
  };
  return Object.fromEntries(Object.entries(target).filter(([, value]) => value !== undefined));
}

export type SessionStart = {
  id: string;
  date: string;
  now: number;
  nameOf: (exerciseId: string) => string;
};

/** A free session: no exercise yet, the title given by the screen. */
export function freeSession({ id, date, now }: Omit<SessionStart, 'nameOf'>, title: string): Session {
  return { id, title, date, startedAt: now, endedAt: null, durationSec: 0, status: 'en-cours', exercises: [], notes: '', volumeKg: 0, prs: [], updatedAt: now };
}

/** This exercise's done sets in each past session that has it, most recent first. */
export function performedSets(history: readonly PastSession[], exerciseId: string): PerformedSet[][] {
  return [...history]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((past) => past.exercises.filter((entry) => entry.exerciseId === exerciseId).flatMap((entry) => entry.sets))
    .filter((sets) => sets.length > 0);
}

/**
 * The next loads of a program exercise with a rule: its rule applied to what was lifted before,
 * the weight then rounded to what the person's bar and discs (or the implement) can load. The
 * program's own load (or %1RM) is where a first session starts; without one, no weight is given.
 */
export function coachedPrescription(
  prescription: Prescription,
  exercise: Exercise | undefined,
  startKg: number | undefined,
  history: readonly PastSession[],
  plates: PlateSetup,
): { weightKg: number | undefined; reps: number[]; coaching: NonNullable<SessionExercise['coaching']> } | null {
  const rule = progressionRuleOf(prescription, startKg ?? 0);
  if (!rule || exercise?.measure !== 'charge-reps') return null;
  const equipment = exercise.equipment;
  const sets = performedSets(history, prescription.exerciseId);
  const next = nextPrescription(rule, sets, equipment.includes('barre') ? 2.5 : 0.5);
  const last = sets.find((session) => session.some((set) => set.kind !== 'echauffement'));
  const lastKg = last ? Math.max(...last.filter((set) => set.kind !== 'echauffement').map((set) => set.weightKg)) : undefined;
  const weightKg = next.weightKg > 0 ? loadableKg(next.weightKg, equipment, plates) : undefined;
  return {
    weightKg,
    reps: next.reps,
    coaching: { kind: rule.kind, reason: next.reason, sets: rule.sets, ...(lastKg !== undefined ? { lastKg } : {}) },
  };
}

/** What the person gave for exercises whose first session had no load (starting-load.ts), by exercise id. */
export type StartingLoads = Readonly<Record<string, StartingLoad>>;

/** The best estimated 1RM of each exercise from its sessions, else the 1RM the person gave. */
function oneRmsWith(history: readonly PastSession[], starting: StartingLoads): Record<string, number> {
  return { ...givenOneRms(starting), ...bestOneRms(history) };
}

const repsOf = (prescription: Prescription) => prescription.reps ?? prescription.repRange?.[0] ?? 1;

/**
 * Where a prescription's first session starts: the program's own load, its %1RM of the person's
 * 1RM (estimated or given), else the working weight or 1RM the person gave for the exercise.
 */
function startingTarget(prescription: Prescription, exercise: Exercise | undefined, oneRmKg: number | undefined, given: StartingLoad | undefined, plates: PlateSetup): SetValues {
  const target = targetOf(prescription, exercise, oneRmKg);
  if (target.weightKg !== undefined || !given || !exercise || !takesStartingLoad(prescription, exercise)) return target;
  return { ...target, weightKg: loadableKg(startingWeightKg({ percent1RM: prescription.percent1RM, reps: repsOf(prescription) }, given), exercise.equipment, plates) };
}

/**
 * What a program's page shows of its loads, from the history the session screen starts from and
 * with its rules (bestOneRms: work sets only, warm-ups left out), so both show one kg target: the
 * best estimated 1RM per exercise (its %1RM prescriptions in kg; the 1RM the person gave when
 * nothing was lifted yet) and the next day's coached loads.
 */
export function programLoads(
  program: Pick<Program, 'weeks'>,
  next: ProgramDayRef | null,
  find: (exerciseId: string) => Exercise | undefined,
  history: readonly PastSession[],
  plates: PlateSetup,
  starting: StartingLoads = {},
) {
  const oneRms = oneRmsWith(history, starting);
  const nextLoads = next
    ? {
        ...next,
        exercises: (program.weeks[next.week - 1]?.days[next.dayIndex]?.exercises ?? []).flatMap((prescription) => {
          const exercise = find(prescription.exerciseId);
          const start = startingTarget(prescription, exercise, oneRms[prescription.exerciseId], starting[prescription.exerciseId], plates);
          const coached = coachedPrescription(prescription, exercise, start.weightKg, history, plates);
          return coached ? [{ exerciseId: prescription.exerciseId, ...coached }] : [];
        }),
      }
    : null;
  return { oneRms, nextLoads };
}

/** A program exercise whose first session takes its load from a starting load, and what the person gave for it. */
export type StartingLoadSlot = StartingLoadNeed & {
  /** The 1RM or working weight given, null when none was. */
  readonly given: StartingLoad | null;
  /** The person chose to start it without a load: the start-of-day prompt no longer asks. */
  readonly declined: boolean;
};

/**
 * The program's exercises whose loads still come from a starting load: a %1RM or a rule and no
 * load written, with nothing lifted yet (after a first session the rule goes on from what was
 * lifted, and a starting load changes nothing). One per exercise, the next day's first and then
 * in the program's order, each as its first such prescription asks (%1RM, reps), so the program's
 * page can give or change them with the prompt's own form.
 */
export function programStartingLoads(
  program: Pick<Program, 'weeks'>,
  next: ProgramDayRef | null,
  find: (exerciseId: string) => Exercise | undefined,
  history: readonly PastSession[],
  starting: StartingLoads,
  declined: readonly string[],
): StartingLoadSlot[] {
  const lifted = new Set(history.flatMap((past) => past.exercises.filter((entry) => entry.sets.some(isWorkSetDone)).map((entry) => entry.exerciseId)));
  const nextDay = next ? (program.weeks[next.week - 1]?.days[next.dayIndex]?.exercises ?? []) : [];
  const slots = new Map<string, StartingLoadSlot>();
  for (const prescription of [...nextDay, ...program.weeks.flatMap((week) => week.days.flatMap((day) => day.exercises))]) {
    const exercise = find(prescription.exerciseId);
    if (!exercise || slots.has(exercise.id) || lifted.has(exercise.id) || !takesStartingLoad(prescription, exercise)) continue;
    slots.set(exercise.id, {
      exerciseId: exercise.id,
      name: exercise.name,
      equipment: exercise.equipment,
      ...(prescription.percent1RM !== undefined ? { percent1RM: prescription.percent1RM } : {}),
      reps: repsOf(prescription),
      given: starting[exercise.id] ?? null,
      declined: declined.includes(exercise.id),
    });
  }
  return [...slots.values()];
}

type Coach = { history: readonly PastSession[]; plates: PlateSetup; starting?: StartingLoads };

/** One program exercise as the session opens with it (see programDaySession). */
function programEntry(start: Pick<SessionStart, 'now' | 'nameOf'>, prescription: Prescription, exercise: Exercise | undefined, oneRmKg: number | undefined, coach: Coach): SessionExercise {
  const target = startingTarget(prescription, exercise, oneRmKg, coach.starting?.[prescription.exerciseId], coach.plates);
  const coached = coachedPrescription(prescription, exercise, target.weightKg, coach.history, coach.plates);
  const sets = Array.from({ length: prescription.sets }, (_, index) => {
    const set = newSet(start.now);
    if (!coached) return set;
    return { ...set, reps: coached.reps[index] ?? null, weightKg: coached.weightKg ?? null };
  });
  return {
    id: newId(),
    exerciseId: prescription.exerciseId,
    name: start.nameOf(prescription.exerciseId),
    restSec: prescription.restSec,
    ...(prescription.supersetGroup ? { supersetGroup: prescription.supersetGroup } : {}),
    target: coached?.weightKg !== undefined ? { ...target, weightKg: coached.weightKg } : target,
    ...(coached ? { coaching: coached.coaching } : {}),
    sets,
    updatedAt: start.now,
  };
}

/**
 * A session prefilled from a program day: one entry per prescription with its sets, rest,
 * superset and target (%1RM loads from the person's best estimated 1RM), or null for a week
 * or day the program does not have. `week` counts from 1, `dayIndex` from 0, as in the URL.
 * An exercise with a progression rule has each set filled with its next load and reps, from the
 * person's past sessions (`history`), and says why (`coaching`). Where nothing gives a first
 * load, the one the person gave for the exercise (`starting`) does.
 */
export function programDaySession(
  start: SessionStart,
  program: Pick<Program, 'weeks'>,
  ref: { programId: string; week: number; dayIndex: number },
  find: (exerciseId: string) => Exercise | undefined,
  oneRms: Readonly<Record<string, number>>,
  coach: Coach = { history: [], plates: DEFAULT_PLATE_SETUP },
): Session | null {
  const day = program.weeks[ref.week - 1]?.days[ref.dayIndex];
  if (!day) return null;
  const given = givenOneRms(coach.starting ?? {});
  const exercises = day.exercises.map((prescription) =>
    programEntry(start, prescription, find(prescription.exerciseId), oneRms[prescription.exerciseId] ?? given[prescription.exerciseId], coach),
  );
  return { ...freeSession(start, day.name), ...ref, exercises };
}

/** An exercise of a fresh program-day session left without a load: what the prompt asks for it. */
export type StartingLoadGap = StartingLoadNeed & { readonly entryId: string; readonly prescription: Prescription; readonly exercise: Exercise };

/**
 * The exercises of a fresh program-day session (programDaySession, same order) that take a load
 * from a 1RM or a rule but have none: nothing lifted yet and nothing given.
 */
export function startingLoadGaps(session: Session, program: Pick<Program, 'weeks'>, find: (exerciseId: string) => Exercise | undefined): StartingLoadGap[] {
  const day = session.week !== undefined && session.dayIndex !== undefined ? program.weeks[session.week - 1]?.days[session.dayIndex] : undefined;
  if (!day) return [];
  return day.exercises.flatMap((prescription, index) => {
    const entry = session.exercises[index];
    const exercise = find(prescription.exerciseId);
    if (!entry || !exercise || entry.exerciseId !== prescription.exerciseId || entry.target?.weightKg !== undefined || !takesStartingLoad(prescription, exercise)) return [];
    return [
      {
        entryId: entry.id,
        exerciseId: exercise.id,
        name: entry.name,
        equipment: exercise.equipment,
        ...(prescription.percent1RM !== undefined ? { percent1RM: prescription.percent1RM } : {}),
        reps: repsOf(prescription),
        prescription,
        exercise,
      },
    ];
  });
}

/**
 * The fresh session once the person gave starting loads: each gap's entry opens as it would have
 * with them (its target, coaching line and prefilled sets), its id and sets' ids kept.
 */
export function withStartingLoads(session: Session, gaps: readonly StartingLoadGap[], starting: StartingLoads, plates: PlateSetup, now: number): Session {
  const byEntry = new Map(gaps.filter((gap) => starting[gap.exerciseId]).map((gap) => [gap.entryId, gap]));
  if (!byEntry.size) return session;
  return changed(
    session,
    session.exercises.map((entry) => {
      const gap = byEntry.get(entry.id);
      if (!gap) return entry;
      const started = programEntry({ now, nameOf: () => entry.name }, gap.prescription, gap.exercise, undefined, { history: [], plates, starting });
      return {
        ...entry,
        ...(started.target ? { target: started.target } : {}),
        ...(started.coaching ? { coaching: started.coaching } : {}),
        sets: entry.sets.map((set, index) => {
          const filled = started.sets[index];
          return filled && !set.done ? { ...set, reps: filled.reps ?? set.reps, weightKg: filled.weightKg ?? set.weightKg, updatedAt: now } : set;
        }),
        updatedAt: now,
      };
    }),
    now,
  );
}

function changed(session: Session, exercises: SessionExercise[], now: number): Session {
  return { ...session, exercises, updatedAt: now };
}

export function addExercise(session: Session, exercise: Pick<Exercise, 'id' | 'name'>, now: number): Session {
  const entry: SessionExercise = { id: newId(), exerciseId: exercise.id, name: exercise.name, sets: [newSet(now)], updatedAt: now };
  return changed(session, [...session.exercises, entry], now);
}

/** A set below the last one, of the same kind (a warm-up follows a warm-up). */
export function addSet(session: Session, entryId: string, now: number): Session {
  return changed(
    session,
    session.exercises.map((entry) => (entry.id === entryId ? { ...entry, sets: [...entry.sets, newSet(now, entry.sets.at(-1)?.kind ?? 'normale')], updatedAt: now } : entry)),
    now,
  );
}

/** Warm-up sets put before the first set of an exercise. */
export function addWarmUp(session: Session, entryId: string, sets: readonly { weightKg: number; reps: number }[], now: number): Session {
  const warmUps = sets.map((set): DraftSet => ({ ...newSet(now, 'echauffement'), reps: set.reps, weightKg: set.weightKg }));
  return changed(
    session,
    session.exercises.map((entry) => (entry.id === entryId ? { ...entry, sets: [...warmUps, ...entry.sets], updatedAt: now } : entry)),
    now,
  );
}

/** The list with the item at `index` moved by `delta` and stamped, or null when it cannot move. */
function movedBy<T extends { updatedAt: number }>(items: readonly T[], index: number, delta: -1 | 1, now: number): T[] | null {
  const target = index + delta;
  if (index < 0 || target < 0 || target >= items.length) return null;
  const moved = [...items];
  const [item] = moved.splice(index, 1);
  moved.splice(target, 0, { ...item!, updatedAt: now });
  return moved;
}

/** Where the run of exercises sharing the group of `exercises[start]` ends (exclusive); an ungrouped exercise is a run of one. */
function runEnd(exercises: readonly SessionExercise[], start: number): number {
  const group = exercises[start]?.supersetGroup;
  let end = start + 1;
  while (group !== undefined && exercises[end]?.supersetGroup === group) end += 1;
  return end;
}

const groupsOf = (exercises: readonly SessionExercise[]) => new Set(exercises.flatMap((entry) => (entry.supersetGroup ? [entry.supersetGroup] : [])));

/** The entries from `start` to `end` (exclusive) in `group` (none: undefined), those that change stamped. */
function regrouped(exercises: readonly SessionExercise[], start: number, end: number, group: string | undefined, now: number): SessionExercise[] {
  return exercises.map((entry, index) => {
    if (index < start || index >= end || entry.supersetGroup === group) return entry;
    const { supersetGroup: _previous, ...rest } = entry;
    return { ...rest, ...(group === undefined ? {} : { supersetGroup: group }), updatedAt: now };
  });
}

/**
 * A superset is a run of consecutive exercises sharing a group. After the groups change (or an
 * exercise goes), a group left with a single exercise is dropped, and a group split in two runs keeps its
 * name for the first run only (the other gets a free one), so each badge names exercises done
 * back to back. Entries whose group changes are stamped.
 */
function withTidySupersets(exercises: readonly SessionExercise[], now: number): SessionExercise[] {
  const used = groupsOf(exercises);
  const named = new Set<string>();
  let tidy = [...exercises];
  for (let start = 0; start < exercises.length; start = runEnd(exercises, start)) {
    const group = exercises[start]!.supersetGroup;
    if (group === undefined) continue;
    const end = runEnd(exercises, start);
    let name: string | undefined = group;
    if (end - start === 1) name = undefined;
    else if (named.has(group)) {
      name = freeGroupName(used);
      used.add(name);
    }
    if (name !== undefined) named.add(name);
    tidy = regrouped(tidy, start, end, name, now);
  }
  return tidy;
}

/** A group name no exercise of the session uses: A to Z as programs name them, then numbers. */
function freeGroupName(used: ReadonlySet<string>): string {
  for (let rank = 0; ; rank += 1) {
    const name = rank < 26 ? String.fromCharCode(65 + rank) : String(rank - 25);
    if (!used.has(name)) return name;
  }
}

/**
 * Moves an exercise up (-1) or down (+1); the moved entry is stamped so its place wins. Groups
 * stay as they are, so a move undone restores a superset it went through.
 */
export function moveExercise(session: Session, entryId: string, delta: -1 | 1, now: number): Session {
  const moved = movedBy(session.exercises, session.exercises.findIndex((entry) => entry.id === entryId), delta, now);
  return moved ? changed(session, moved, now) : session;
}

/** Moves a set up (-1) or down (+1) within its exercise, values and tick unchanged. */
export function moveSet(session: Session, entryId: string, setId: string, delta: -1 | 1, now: number): Session {
  const entry = session.exercises.find((candidate) => candidate.id === entryId);
  const sets = entry ? movedBy(entry.sets, entry.sets.findIndex((set) => set.id === setId), delta, now) : null;
  if (!sets) return session;
  return changed(
    session,
    session.exercises.map((candidate) => (candidate === entry ? { ...candidate, sets, updatedAt: now } : candidate)),
    now,
  );
}

/**
 * Makes an exercise and the next one a superset: the rest then starts after the group's last
 * exercise. The pair joins the group either one is already in (the exercise's first), else a new
 * one; grouping with an exercise already in another group merges the two.
 */
export function groupWithNext(session: Session, entryId: string, now: number): Session {
  const { exercises } = session;
  const index = exercises.findIndex((entry) => entry.id === entryId);
  const entry = exercises[index];
  const next = exercises[index + 1];
  if (!entry || !next || (entry.supersetGroup !== undefined && entry.supersetGroup === next.supersetGroup)) return session;
  const group = entry.supersetGroup ?? next.supersetGroup ?? freeGroupName(groupsOf(exercises));
  return changed(session, withTidySupersets(regrouped(exercises, index, runEnd(exercises, index + 1), group, now), now), now);
}

type SupersetMember = Pick<SessionExercise, 'supersetGroup' | 'name'>;
export type SupersetPlace<T extends SupersetMember = SupersetMember> = { readonly group: string; readonly next: T | null };

/**
 * An exercise's place in a superset, as the screens show it: its group, and the exercise to go
 * on with without rest (null for the group's last). A group name on an exercise moved away from
 * its partners is no superset (restAfter agrees). Null outside a superset.
 */
export function supersetPlace<T extends SupersetMember>(entry: T, before: T | undefined, next: T | undefined): SupersetPlace<T> | null {
  const group = entry.supersetGroup;
  if (group === undefined) return null;
  const withNext = next?.supersetGroup === group;
  if (!withNext && before?.supersetGroup !== group) return null;
  return { group, next: withNext ? next : null };
}

/** Takes an exercise out of its superset; what is left of the group on each side stays grouped if it still pairs. */
export function leaveSuperset(session: Session, entryId: string, now: number): Session {
  const index = session.exercises.findIndex((entry) => entry.id === entryId);
  if (session.exercises[index]?.supersetGroup === undefined) return session;
  return changed(session, withTidySupersets(regrouped(session.exercises, index, index + 1, undefined, now), now), now);
}

/** Removes an exercise (see removeExercise); a superset it leaves alone is undone. */
export function removeEntry(session: Session, entryId: string, now: number): Session {
  const next = removeExercise(session, entryId, now) as Session;
  return next === session ? session : { ...next, exercises: withTidySupersets(next.exercises, now) };
}

export function updateExercise(session: Session, entryId: string, patch: Partial<Pick<SessionExercise, 'notes' | 'restSec'>>, now: number): Session {
  return changed(
    session,
    session.exercises.map((entry) => (entry.id === entryId ? { ...entry, ...patch, updatedAt: now } : entry)),
    now,
  );
}

/** Longest session the document keeps (24 h): a session left open overnight stops there. */
const MAX_DURATION_SEC = 86_400;

/**
 * The finished session: its end and duration, its volume and the records it beats against the
 * person's other sessions (`history`, finished ones).
 */
export function finishSession(session: Session, history: readonly LoggedSession[], now: number): Session {
  const logged = toLoggedSession(session);
  const durationSec = Math.min(MAX_DURATION_SEC, Math.max(0, Math.round((now - session.startedAt) / 1000)));
  return {
    ...session,
    status: 'terminee',
    endedAt: Math.max(now, session.startedAt),
    durationSec,
    volumeKg: sessionVolume(logged),
    prs: detectRecords([...history], logged),
    updatedAt: now,
  };
}

/** The exercises of the person's sessions, most recently done first: the picker lists them first. */
export function recentExerciseIds(history: readonly Pick<PastSession, 'exercises'>[]): string[] {
  return [...new Set(history.flatMap((past) => past.exercises.map((entry) => entry.exerciseId)))];
}

/**
 * After a past session is edited (`edited`) or deleted (`removedId`), the records recomputed in
 * date order: the edited session's own, and those of the sessions from its day on whose stored
 * records are no longer right. Earlier sessions never counted it, and the history (the latest
 * finished sessions, any order) may not reach back to what their records were measured against,
 * so they are left as stored. A session that was not finished changes nobody's records.
 */
export function recordsAfterChange(history: readonly PastSession[], change: { edited: Session } | { removedId: string }): { own: RecordHit[]; others: { id: string; prs: RecordHit[] }[] } {
  const changedId = 'edited' in change ? change.edited.id : change.removedId;
  const stored = history.find((past) => past.id === changedId);
  const kept = history.filter((past) => past.id !== changedId);
  const all = 'edited' in change ? [...kept, pastSessionOf(change.edited)] : kept;
  // Oldest first; same-day sessions in the order the history query gave them, reversed (latest first there).
  const records = recomputeRecords([...all].reverse());
  const days = [stored?.date, 'edited' in change ? change.edited.date : undefined].filter((day) => day !== undefined);
  const firstDay = days.sort()[0];
  const others = kept.flatMap((past) => {
    if (firstDay === undefined || past.date < firstDay) return [];
    const prs = records.get(past.id) ?? [];
    return JSON.stringify(prs) === JSON.stringify(past.prs) ? [] : [{ id: past.id, prs }];
  });
  return { own: records.get(changedId) ?? [], others };
}

/** Whether an entry can still become another exercise: none of its sets is done yet. */
export function canReplace(entry: Pick<SessionExercise, 'sets'>): boolean {
  return !entry.sets.some((set) => set.done);
}

/**
 * Another exercise in an entry's place (canReplace): its sets, their kinds and reps stay; the
 * loads, which were the other exercise's, and the coaching line computed from its history go.
 */
export function replaceExercise(session: Session, entryId: string, exercise: Pick<Exercise, 'id' | 'name'>, now: number): Session {
  return changed(
    session,
    session.exercises.map((entry) => {
      if (entry.id !== entryId || !canReplace(entry)) return entry;
      const { coaching: _coaching, target, ...kept } = entry;
      const { weightKg: _weightKg, ...targetKept } = target ?? {};
      return {
        ...kept,
        ...(Object.keys(targetKept).length ? { target: targetKept } : {}),
        exerciseId: exercise.id,
        name: exercise.name,
        sets: entry.sets.map((set) => ({ ...set, weightKg: null, updatedAt: now })),
        updatedAt: now,
      };
    }),
    now,
  );
}
