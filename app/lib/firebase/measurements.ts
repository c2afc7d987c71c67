/*
 * `users/{uid}/measurements/{id}`: one body measurement entry. The isomorphic half of the
 * repository: schema, bounds and the mapping between Firestore data and plain values. The
 * firebase-admin reader is `measurements.server.ts`, the browser listener and writers are
 * `measurements.client.ts` (loaded after hydration). `firestore.rules` mirrors MEASURE_BOUNDS.
 */
import * as z from 'zod/mini';
import { isIsoDay, localIsoDay, millisOf } from './serialize.ts';
import type { NumberBounds } from './validation.ts';

export const measurementsPath = (uid: string) => `users/${uid}/measurements`;

/*
 * Bounds (decision): wide enough for every adult body, tight enough to catch a slipped digit or
 * a unit mix-up (waist in mm, weight in lb is still accepted — 300 lb fits the weight range,
 * nothing can tell). Body fat: the calculators' plausible span.
 */
export const MEASURE_BOUNDS = {
  weightKg: { min: 20, max: 300, unit: 'kg' },
  bodyFatPct: { min: 2, max: 70, unit: '%' },
  waistCm: { min: 40, max: 200, unit: 'cm' },
  hipsCm: { min: 50, max: 200, unit: 'cm' },
  chestCm: { min: 50, max: 200, unit: 'cm' },
  neckCm: { min: 20, max: 70, unit: 'cm' },
  armCm: { min: 15, max: 70, unit: 'cm' },
  thighCm: { min: 25, max: 110, unit: 'cm' },
} as const satisfies Record<string, NumberBounds>;

export type MeasureKey = keyof typeof MEASURE_BOUNDS;
export const MEASURE_KEYS = Object.keys(MEASURE_BOUNDS) as MeasureKey[];
export const NOTES_MAX = 500;
/** Measurements before this day are typos (the person was not born). */
export const EARLIEST_DAY = '1900-01-01';

const measure = (b: NumberBounds) => z.nullable(z.number().check(z.gte(b.min), z.lte(b.max)));

/** What a person writes: every measure present, null when not measured. */
export const measurementInputSchema = z
  .strictObject({
    date: z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/),
      z.refine(isIsoDay, { message: 'common:form.date' }),
      z.refine((d) => d >= EARLIEST_DAY, { message: 'measurements:errors.dateTooEarly' }),
    ),
    weightKg: measure(MEASURE_BOUNDS.weightKg),
    bodyFatPct: measure(MEASURE_BOUNDS.bodyFatPct),
    waistCm: measure(MEASURE_BOUNDS.waistCm),
    hipsCm: measure(MEASURE_BOUNDS.hipsCm),
    chestCm: measure(MEASURE_BOUNDS.chestCm),
    neckCm: measure(MEASURE_BOUNDS.neckCm),
    armCm: measure(MEASURE_BOUNDS.armCm),
    thighCm: measure(MEASURE_BOUNDS.thighCm),
    notes: z.string().check(z.maxLength(NOTES_MAX)),
  })
  .check(
    z.refine((m) => MEASURE_KEYS.some((k) => m[k] !== null), {
      message: 'measurements:errors.empty',
      path: ['weightKg'],
    }),
  );

export type MeasurementInput = z.infer<typeof measurementInputSchema>;

/** A stored entry as screens use it: plain values only. */
export interface Measurement extends MeasurementInput {
  readonly id: string;
  /** Epoch ms; null while the server timestamp of a local write is pending. */
  readonly createdAt: number | null;
  readonly updatedAt: number | null;
}

/** The future check needs "today", which the schema cannot know; forms call both. */
export function isFutureDay(day: string, today = localIsoDay()): boolean {
  return day > today;
}

/**
 * Firestore data → Measurement, or null for a document that does not match the schema
 * (written by an older version or by hand in the console): screens skip it rather than crash.
 */
export function measurementFromData(id: string, data: Record<string, unknown>): Measurement | null {
  const candidate = {
    date: data.date,
    notes: typeof data.notes === 'string' ? data.notes : '',
    ...Object.fromEntries(MEASURE_KEYS.map((k) => [k, data[k] ?? null])),
  };
  const parsed = measurementInputSchema.safeParse(candidate);
  if (!parsed.success) return null;
  return { id, ...parsed.data, createdAt: millisOf(data.createdAt), updatedAt: millisOf(data.updatedAt) };
}

/** Newest day first; same day: the one entered last first. */
export function sortNewestFirst<T extends Pick<Measurement, 'date' | 'createdAt'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) =>
    a.date === b.date ? (b.createdAt ?? Number.MAX_SAFE_INTEGER) - (a.createdAt ?? Number.MAX_SAFE_INTEGER) : a.date < b.date ? 1 : -1,
  );
}

/*
 * Upper bound on one read (decision): ≈ 20 years of weekly entries. The loader and the listener
 * use the same query so the listener's first snapshot replaces the server's list one for one.
 */
export const MEASUREMENTS_LIMIT = 1000;
