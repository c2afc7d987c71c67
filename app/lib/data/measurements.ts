/*
 * `users/{uid}/measurements/{id}`: one body measurement entry. firestore.rules mirror
 * MEASURE_BOUNDS.
 */
import * as z from 'zod/mini';
import { isIsoDay, localIsoDay } from '#app/lib/dates/index.ts';
import type { NumberBounds } from '#app/lib/forms/messages.ts';
import { defineDocument, defineQuery, type PlainData } from './documents.ts';
import { instantOf } from './plain-values.ts';

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
/** An entry's measures before any is taken: every one present, null. */
export const NO_MEASURES = Object.freeze(Object.fromEntries(MEASURE_KEYS.map((key) => [key, null])) as Record<MeasureKey, null>);
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
  /** Epoch ms; the local estimate while the server timestamp of a local write is pending. */
  readonly createdAt: number | null;
  readonly updatedAt: number | null;
}

/** The future check needs "today", which the schema cannot know; forms call both. */
export function isFutureDay(day: string, today = localIsoDay()): boolean {
  return day > today;
}

/** Stored data → Measurement, or null when it does not match the schema. */
export function measurementFromData(id: string, data: PlainData | undefined): Measurement | null {
  if (!data) return null;
  const candidate = {
    date: data.date,
    notes: typeof data.notes === 'string' ? data.notes : '',
    ...Object.fromEntries(MEASURE_KEYS.map((k) => [k, data[k] ?? null])),
  };
  const parsed = measurementInputSchema.safeParse(candidate);
  if (!parsed.success) return null;
  return { id, ...parsed.data, createdAt: instantOf(data.createdAt), updatedAt: instantOf(data.updatedAt) };
}

/** Newest day first; same day: the one entered last first (a pending one first of all). */
export function compareNewestFirst(a: Pick<Measurement, 'date' | 'createdAt'>, b: Pick<Measurement, 'date' | 'createdAt'>): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return (b.createdAt ?? Number.MAX_SAFE_INTEGER) - (a.createdAt ?? Number.MAX_SAFE_INTEGER);
}

export const measurementDoc = defineDocument({
  path: 'users/{uid}/measurements/{id}',
  fromData: (data, id) => measurementFromData(id, data),
  schema: measurementInputSchema,
  stamps: { createdAt: true, updatedAt: true },
  browserWrites: ['add', 'update', 'delete'],
});

/*
 * Upper bound on the history (decision): ≈ 20 years of weekly entries. The loader and the
 * listener run this same query, so the listener's first snapshot replaces the server's list.
 */
export const MEASUREMENTS_LIMIT = 1000;

export const measurementHistory = defineQuery(measurementDoc, { orderBy: [{ field: 'date', direction: 'desc' }], limit: MEASUREMENTS_LIMIT }, compareNewestFirst);

/**
 * Entries read for body facts (decision): a month of daily weigh-ins, among which any measure
 * still taken appears.
 */
export const RECENT_MEASUREMENTS = 30;

/**
 * The latest entries, for body facts: an entry may hold only some measures, so each is taken
 * from the newest entry that has it. A filter per measure would need composite indexes.
 */
export const recentMeasurements = defineQuery(measurementDoc, { orderBy: [{ field: 'date', direction: 'desc' }], limit: RECENT_MEASUREMENTS }, compareNewestFirst);

/** Entries from a day on (all of them for null), newest first: /progress's body weight. */
export const measurementsSince = defineQuery(
  measurementDoc,
  ({ from }: { from: string | null }) => ({
    where: from ? [{ field: 'date', op: '>=', value: from }] : [],
    orderBy: [{ field: 'date', direction: 'desc' }],
    limit: MEASUREMENTS_LIMIT,
  }),
  compareNewestFirst,
);

/** Every entry, for counting (an aggregate: nothing is downloaded). */
export const allMeasurements = defineQuery(measurementDoc, {});
