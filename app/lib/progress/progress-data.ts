/*
 * What /progress draws, computed on the server from the finished sessions so the page carries
 * points, not sessions: the best estimated 1RM per exercise and day, the volume and number of
 * sessions per week, each exercise's records, body weight with its 7-day moving average and the
 * fitness tests' estimates over time.
 */
import { addDays, dayToUtcMillis, mondayOf } from '#app/lib/dates/index.ts';
import type { PastSession } from '#app/lib/data/sessions.ts';
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

/** A value on a calendar day. */
export type DayValue = { date: string; value: number };

const hundredth = (value: number) => Math.round(value * 100) / 100;

/** One value per day, the mean of that day's entries, oldest day first. */
export function dailyMeans(entries: readonly DayValue[]): DayValue[] {
  const byDay = new Map<string, { sum: number; count: number }>();
  for (const { date, value } of entries) {
    const day = byDay.get(date) ?? { sum: 0, count: 0 };
    day.sum += value;
    day.count += 1;
    byDay.set(date, day);
  }
  return [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, { sum, count }]) => ({ date, value: hundredth(sum / count) }));
}

/**
 * Trailing moving average over calendar days, not over entries: on each day that has a value,
 * the mean of the values of that day and of the `windowDays - 1` days before it. Days without a
 * weigh-in are left out, not invented, so a gap shortens the window instead of freezing it.
 * `days` holds one value per day, oldest first (dailyMeans).
 */
export function movingAverage(days: readonly DayValue[], windowDays = 7): DayValue[] {
  return days.map(({ date }, index) => {
    const windowStart = addDays(date, -(windowDays - 1));
    let sum = 0;
    let count = 0;
    for (let back = index; back >= 0 && days[back]!.date >= windowStart; back -= 1) {
      sum += days[back]!.value;
      count += 1;
    }
    return { date, value: hundredth(sum / count) };
  });
}

export type BodyWeight = { daily: Point[]; average: Point[] };

/** Days a 7-day average looks back: read this many days before the period's first. */
export const AVERAGE_LOOK_BACK_DAYS = 6;

/**
 * Body weight over the period and its 7-day moving average, from measurement entries (those
 * without a weight left out). Entries of the days before `from` feed the first averages only.
 */
export function bodyWeightOf(measurements: readonly { date: string; weightKg: number | null }[], from: string | null): BodyWeight {
  const daily = dailyMeans(measurements.flatMap(({ date, weightKg }) => (weightKg === null ? [] : [{ date, value: weightKg }])));
  const shown = (day: DayValue) => from === null || day.date >= from;
  const points = (days: DayValue[]) => days.filter(shown).map(({ date, value }): Point => [dayToUtcMillis(date), value]);
  return { daily: points(daily), average: points(movingAverage(daily)) };
}

/** The estimates fitness tests give that are followed over time. */
export const TRACKED_ESTIMATES = ['vo2max', 'peakPowerW'] as const;
export type TrackedEstimate = (typeof TRACKED_ESTIMATES)[number];

export type EstimateSeries = { estimate: TrackedEstimate; lines: { testId: string; points: Point[] }[] };

/**
 * Each tracked estimate over the period, one line per test that gives it (VO2max from Cooper,
 * Rockport…): the best of each day, since a second attempt the same day replaces a worse one.
 * Estimates no result gives are left out.
 */
export function testEstimatesOf(results: readonly { testId: string; date: string; estimates: Partial<Record<TrackedEstimate, number>> }[], from: string | null): EstimateSeries[] {
  return TRACKED_ESTIMATES.flatMap((estimate) => {
    const byTest = new Map<string, Map<string, number>>();
    for (const result of results) {
      const value = result.estimates[estimate];
      if (value === undefined || (from !== null && result.date < from)) continue;
      const days = byTest.get(result.testId) ?? new Map<string, number>();
      days.set(result.date, Math.max(days.get(result.date) ?? -Infinity, tenth(value)));
      byTest.set(result.testId, days);
    }
    const lines = [...byTest]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([testId, days]) => ({ testId, points: [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, value]): Point => [dayToUtcMillis(date), value]) }));
    return lines.length ? [{ estimate, lines }] : [];
  });
}
