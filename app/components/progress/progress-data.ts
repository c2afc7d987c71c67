/*
 * What /progress draws, computed on the server from the finished sessions so the page carries
 * points, not sessions: the best estimated 1RM per exercise and day, the volume and number of
 * sessions per week, and each exercise's records.
 */
import { dayToUtcMillis, mondayOf } from '#app/lib/dates/index.ts';
import type { PastSession } from '#app/lib/firebase/sessions.ts';
import { estimate1RM, ONE_RM_MAX_REPS, sessionVolume } from '#app/lib/training/index.ts';

type Point = [dayMs: number, value: number];

export type ExerciseProgress = {
  exerciseId: string;
  /** Best estimated 1RM of each day it was done, in kg. */
  oneRm: Point[];
  maxWeightKg: number;
  best1RMKg: number | null;
  bestSetVolumeKg: number;
  sessions: number;
};

export type Progress = {
  /** Exercises by how often they were done in the period, most first. */
  exercises: ExerciseProgress[];
  /** Monday of each week with a session: volume (kg) and sessions. */
  weeks: { monday: string; volumeKg: number; sessions: number }[];
};

const tenth = (value: number) => Math.round(value * 10) / 10;

export function progressOf(history: readonly PastSession[], from: string | null): Progress {
  const inPeriod = history.filter((session) => from === null || session.date >= from);
  const byExercise = new Map<string, ExerciseProgress & { days: Map<number, number> }>();
  const weeks = new Map<string, { monday: string; volumeKg: number; sessions: number }>();
  for (const session of inPeriod) {
    const monday = mondayOf(session.date);
    const week = weeks.get(monday) ?? { monday, volumeKg: 0, sessions: 0 };
    week.volumeKg = tenth(week.volumeKg + sessionVolume(session));
    week.sessions += 1;
    weeks.set(monday, week);
    const seen = new Set<string>();
    for (const entry of session.exercises) {
      const sets = entry.sets.filter((set) => set.done && set.kind !== 'echauffement' && set.reps >= 1);
      if (!sets.length) continue;
      const progress = byExercise.get(entry.exerciseId) ?? { exerciseId: entry.exerciseId, oneRm: [], days: new Map(), maxWeightKg: 0, best1RMKg: null, bestSetVolumeKg: 0, sessions: 0 };
      if (!seen.has(entry.exerciseId)) progress.sessions += 1;
      seen.add(entry.exerciseId);
      const day = dayToUtcMillis(session.date);
      for (const set of sets) {
        progress.maxWeightKg = Math.max(progress.maxWeightKg, set.weightKg);
        progress.bestSetVolumeKg = Math.max(progress.bestSetVolumeKg, tenth(set.weightKg * set.reps));
        if (set.weightKg > 0 && set.reps <= ONE_RM_MAX_REPS) {
          const estimate = tenth(estimate1RM(set.weightKg, set.reps));
          progress.days.set(day, Math.max(progress.days.get(day) ?? 0, estimate));
          progress.best1RMKg = Math.max(progress.best1RMKg ?? 0, estimate);
        }
      }
      byExercise.set(entry.exerciseId, progress);
    }
  }
  const exercises = [...byExercise.values()]
    .map(({ days, ...progress }) => ({ ...progress, oneRm: [...days].sort(([a], [b]) => a - b) as Point[] }))
    .sort((a, b) => b.sessions - a.sessions || a.exerciseId.localeCompare(b.exerciseId));
  return { exercises, weeks: [...weeks.values()].sort((a, b) => a.monday.localeCompare(b.monday)) };
}
