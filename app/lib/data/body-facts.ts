/*
 * The person's body facts, one read model for every screen that starts from them (calculators'
 * prefill, nutrition goals, fitness tests, measurements' indicators, and the areas to come):
 * sex, age, height, activity and goal from the profile, and each body measure from the newest
 * entry that has it, with its day. Built from typed documents, so a malformed field is simply
 * not known rather than passed on to a formula.
 */
import type { ActivityLevelId, Goal } from '#app/lib/calculators/index.ts';
import { ageOn } from '#app/lib/dates/index.ts';
import type { Sex } from '#app/lib/person/sex.ts';
import { MEASURE_KEYS, type Measurement, type MeasureKey } from './measurements.ts';
import type { Profile } from './profile.ts';

export interface MeasuredValue {
  readonly value: number;
  /** The entry's day, 'YYYY-MM-DD'. */
  readonly date: string;
}

export interface BodyFacts {
  readonly sex: Sex | null;
  readonly birthDate: string | null;
  /** Completed years on the day the facts were read for. */
  readonly age: number | null;
  readonly heightCm: number | null;
  readonly activityLevel: ActivityLevelId | null;
  readonly goal: Goal | null;
  /** Each measure from the newest entry that has it (a waist-only entry does not hide yesterday's weight). */
  readonly latest: Partial<Record<MeasureKey, MeasuredValue>>;
}

/** `measurements` newest first (the measurement queries' order); `today` in 'YYYY-MM-DD'. */
export function bodyFactsFrom(profile: Profile, measurements: readonly Measurement[], today: string): BodyFacts {
  const latest: Partial<Record<MeasureKey, MeasuredValue>> = {};
  for (const key of MEASURE_KEYS) {
    const entry = measurements.find((m) => m[key] !== null);
    const value = entry?.[key];
    if (entry && typeof value === 'number') latest[key] = { value, date: entry.date };
  }
  return {
    sex: profile.sex,
    birthDate: profile.birthDate,
    age: ageOn(profile.birthDate, today),
    heightCm: profile.heightCm,
    activityLevel: profile.activityLevel,
    goal: profile.goal,
    latest,
  };
}
