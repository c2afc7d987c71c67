import { ACTIVITY_LEVELS, GOALS, type ActivityLevelId, type Goal, type Sex } from '#app/lib/calculators/index.ts';

/**
 * What the calculators can take from the person's profile (`users/{uid}`) and newest measurement
 * (`users/{uid}/measurements`). Every field is optional: a new account has neither document, and
 * a half-filled profile prefills what it can. Values are only suggestions in the form; nothing
 * here is ever written back.
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

/** A date as Firestore may hand it over: 'YYYY-MM-DD' string, Date, or a Timestamp-like. */
function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (!match) return null;
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (value && typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return toDate((value as { toDate: () => unknown }).toDate());
  }
  return null;
}

/** Completed years on `today` (a birthday later this year does not count yet). */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

function num(source: Record<string, unknown>, key: string): number | undefined {
  const value = source[key];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

function pick<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

const MEASURED = [
  ['weightKg', 'weightKg'],
  ['bodyFatPct', 'bodyFatPct'],
  ['waistCm', 'waistCm'],
  ['hipCm', 'hipsCm'],
  ['neckCm', 'neckCm'],
] as const satisfies readonly (readonly [PrefillKey, string])[];

/** Where a prefilled value came from, as the page tells the person. */
export function prefillOrigin(key: PrefillKey): 'profile' | 'measurement' {
  return MEASURED.some(([k]) => k === key) ? 'measurement' : 'profile';
}

/**
 * Reads the documents defensively: a field of the wrong type or an impossible value is skipped
 * (the person types it), never passed on to a formula. `measurements` come newest first; each
 * value is taken from the newest entry that has it (a waist-only entry does not hide the weight
 * logged the day before).
 */
export function buildPrefill(profile: unknown, measurements: readonly unknown[], today: Date): Prefill {
  const p = profile && typeof profile === 'object' ? (profile as Record<string, unknown>) : null;
  const docs = measurements.filter((m): m is Record<string, unknown> => Boolean(m) && typeof m === 'object');
  const birth = p ? toDate(p.birthDate) : null;
  const age = birth ? ageOn(birth, today) : undefined;
  const measuredValues: Partial<Record<(typeof MEASURED)[number][0], number>> = {};
  let measured: Date | null = null;
  for (const [key, stored] of MEASURED) {
    for (const m of docs) {
      const value = num(m, stored);
      if (value === undefined) continue;
      measuredValues[key] = value;
      const date = toDate(m.date);
      if (date && (!measured || date > measured)) measured = date;
      break;
    }
  }
  const entries = {
    sex: p ? pick(p.sex, ['homme', 'femme'] as const) : undefined,
    age: age !== undefined && age > 0 && age < 130 ? age : undefined,
    heightCm: p ? num(p, 'heightCm') : undefined,
    activityLevel: p ? pick(p.activityLevel, ACTIVITY_LEVELS.map((l) => l.id)) : undefined,
    goal: p ? pick(p.goal, GOALS) : undefined,
    ...measuredValues,
    measuredOn: measured ? measured.toISOString().slice(0, 10) : undefined,
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
}
