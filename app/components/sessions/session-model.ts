/*
 * The logging screen's changes to a session, as pure functions of (session, now): a fresh
 * session from a program day or from nothing, adding and moving exercises and sets, and the
 * finish (duration, volume, records). Every change stamps what it touched with `now`, so the
 * browser's copy and the Firestore document reconcile set by set (reconcileSession).
 */
import type { Program } from '#app/lib/firebase/programs.ts';
import { pastSessionOf, type PastSession, type Session, type SessionExercise } from '#app/lib/firebase/sessions.ts';
import {
  detectRecords,
  recomputeRecords,
  loadForPercent1RM,
  roundLoad,
  sessionVolume,
  toLoggedSession,
  type DraftSet,
  type Exercise,
  type LoggedSession,
  type Prescription,
  type RecordHit,
  type SetKind,
  type SetValues,
} from '#app/lib/training/index.ts';

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

/**
 * A session prefilled from a program day: one entry per prescription with its sets, rest,
 * superset and target (%1RM loads from the person's best estimated 1RM), or null for a week
 * or day the program does not have. `week` counts from 1, `dayIndex` from 0, as in the URL.
 */
export function programDaySession(
  start: SessionStart,
  program: Pick<Program, 'weeks'>,
  ref: { programId: string; week: number; dayIndex: number },
  find: (exerciseId: string) => Exercise | undefined,
  oneRms: Readonly<Record<string, number>>,
): Session | null {
  const day = program.weeks[ref.week - 1]?.days[ref.dayIndex];
  if (!day) return null;
  const exercises = day.exercises.map(
    (prescription): SessionExercise => ({
      id: newId(),
      exerciseId: prescription.exerciseId,
      name: start.nameOf(prescription.exerciseId),
      restSec: prescription.restSec,
      ...(prescription.supersetGroup ? { supersetGroup: prescription.supersetGroup } : {}),
      target: targetOf(prescription, find(prescription.exerciseId), oneRms[prescription.exerciseId]),
      sets: Array.from({ length: prescription.sets }, () => newSet(start.now)),
      updatedAt: start.now,
    }),
  );
  return { ...freeSession(start, day.name), ...ref, exercises };
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

/** Moves an exercise up (-1) or down (+1); the moved entry is stamped so its place wins. */
export function moveExercise(session: Session, entryId: string, delta: -1 | 1, now: number): Session {
  const index = session.exercises.findIndex((entry) => entry.id === entryId);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= session.exercises.length) return session;
  const exercises = [...session.exercises];
  const [moved] = exercises.splice(index, 1);
  exercises.splice(target, 0, { ...moved!, updatedAt: now });
  return changed(session, exercises, now);
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

/** Done sets that count (warm-ups left out), for the summary. */
export function workingSetsDone(session: Pick<Session, 'exercises'>): number {
  return session.exercises.reduce((total, entry) => total + entry.sets.filter((set) => set.done && set.kind !== 'echauffement').length, 0);
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
