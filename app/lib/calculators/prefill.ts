import type { ActivityLevelId, Goal, Sex } from '#app/lib/calculators/index.ts';
import type { BodyFacts } from '#app/lib/data/body-facts.ts';

/**
 * What the calculators take from the person's body facts (profile and latest measurements).
 * Every field is optional: a new account has neither, and a half-filled profile prefills what it
 * can. Values are only suggestions in the form; nothing here is ever written back.
 */
export interface Prefill {
  readonly sex?: Sex;
  readonly age?: number;
  readonly heightCm?: number;
  readonly activityLevel?: ActivityLevelId;
  readonly goal?: Goal;
  readonly weightKg?: number;
  readonly bodyFatPct?: number;
  readonly waistCm?: number;
  /** Stored as `hipsCm` in measurements; the formulas call it `hipCm`. */
  readonly hipCm?: number;
  readonly neckCm?: number;
  /** ISO date (YYYY-MM-DD) of the newest measurement used, to tell the person where numbers came from. */
  readonly measuredOn?: string;
}

export type PrefillKey = Exclude<keyof Prefill, 'measuredOn'>;

export const EMPTY_PREFILL: Prefill = {};

const FROM_MEASUREMENTS = [
  ['weightKg', 'weightKg'],
  ['bodyFatPct', 'bodyFatPct'],
  ['waistCm', 'waistCm'],
  ['hipCm', 'hipsCm'],
  ['neckCm', 'neckCm'],
] as const satisfies readonly (readonly [PrefillKey, string])[];

/** Where a prefilled value came from, as the page tells the person. */
export function prefillOrigin(key: PrefillKey): 'profile' | 'measurement' {
  return FROM_MEASUREMENTS.some(([k]) => k === key) ? 'measurement' : 'profile';
}

/**
 * The person's body facts as the calculators' inputs. Each measure comes from the newest entry
 * that has it (a waist-only entry does not hide the weight logged the day before); `measuredOn`
 * is the newest of the days used. Impossible values (zero, an age out of any formula's range)
 * are left for the person to type.
 */
export function prefillFrom(facts: BodyFacts): Prefill {
  const positive = (value: number | null | undefined) => (typeof value === 'number' && value > 0 ? value : undefined);
  const measured: Partial<Record<(typeof FROM_MEASUREMENTS)[number][0], number>> = {};
  let measuredOn: string | undefined;
  for (const [key, stored] of FROM_MEASUREMENTS) {
    const entry = facts.latest[stored];
    const value = positive(entry?.value);
    if (!entry || value === undefined) continue;
    measured[key] = value;
    if (!measuredOn || entry.date > measuredOn) measuredOn = entry.date;
  }
  const entries = {
    sex: facts.sex ?? undefined,
    age: facts.age !== null && facts.age > 0 && facts.age < 130 ? facts.age : undefined,
    heightCm: positive(facts.heightCm),
    activityLevel: facts.activityLevel ?? undefined,
    goal: facts.goal ?? undefined,
    ...measured,
    measuredOn,
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
}
