/*
 * What the energy balance reads for a period: the day logs, the weigh-ins and the sessions of
 * its days. Range queries on one field each (a day log's id is its day), so no composite index.
 */
import { dayTotals } from '#app/lib/nutrition/nutrients.ts';
import type { DatedSession } from '#app/lib/nutrition/energy-balance.ts';
import { defineQuery } from './documents.ts';
import { compareNewestFirst, measurementDoc, MEASUREMENTS_LIMIT } from './measurements.ts';
import { foodLogDoc } from './nutrition.ts';
import { sessionDoc } from './sessions.ts';
import { defineView } from './views.ts';

/** A logged day as the balance reads it: its energy, from the entries' snapshots. */
export interface DayIntake {
  readonly day: string;
  readonly kcal: number;
}

/**
 * A day log → its energy; null when it holds no entry (every entry deleted: nothing logged) or
 * no entry with a known energy, so the day reads "non renseigné", never 0.
 */
const dayIntakeView = defineView(foodLogDoc, {
  fields: ['entries'],
  from: ({ entries }, day): DayIntake | null => {
    const kcal = entries.length ? dayTotals(entries).kcal : null;
    return kcal === null ? null : { day, kcal };
  },
});

/** A finished session, only what its energy is computed from (the page's HTML stays light). */
export interface BalanceSession extends DatedSession {
  readonly id: string;
}

const balanceSessionView = defineView(sessionDoc, {
  fields: ['status', 'date', 'durationSec', 'exercises'],
  from: (session, id): BalanceSession | null => {
    if (session.status !== 'terminee') return null;
    return {
      id,
      date: session.date,
      durationSec: session.durationSec,
      exercises: session.exercises.map((e) => ({
        exerciseId: e.exerciseId,
        sets: e.sets.map((s) => ({ done: s.done, kind: s.kind, rpe: s.rpe ?? null, durationSec: s.durationSec ?? null, distanceM: s.distanceM ?? null })),
      })),
    };
  },
});

interface Range {
  /** First day, 'YYYY-MM-DD'. */
  readonly from: string;
  /** Last day, included. */
  readonly to: string;
}

/** Six months are at most 184 days. */
export const BALANCE_DAYS_MAX = 200;

/** The logged days from `from` to `to`: a day log's id is its day, and days sort as text. */
export const intakesBetween = defineQuery(dayIntakeView, ({ from, to }: Range) => ({
  where: [
    { field: '__name__', op: '>=', value: from },
    { field: '__name__', op: '<=', value: to },
  ],
  orderBy: [{ field: '__name__', direction: 'asc' }],
  limit: BALANCE_DAYS_MAX,
}));

/** Measurements from a day on (nothing can be entered for a day to come): the measurements page's bound, MEASUREMENTS_LIMIT. */
export const measurementsSince = defineQuery(
  measurementDoc,
  ({ from }: { from: string }) => ({ where: [{ field: 'date', op: '>=', value: from }], orderBy: [{ field: 'date', direction: 'desc' }], limit: MEASUREMENTS_LIMIT }),
  compareNewestFirst,
);

/**
 * The latest entries before a day: the weight in effect when the period starts. An entry may
 * hold no weight (waist only), hence a few (decision: twenty entries without a weight in a row
 * would be a tape measure's history, not a scale's).
 */
export const MEASUREMENTS_BEFORE_READ = 20;
export const measurementsBefore = defineQuery(
  measurementDoc,
  ({ before }: { before: string }) => ({ where: [{ field: 'date', op: '<', value: before }], orderBy: [{ field: 'date', direction: 'desc' }], limit: MEASUREMENTS_BEFORE_READ }),
  compareNewestFirst,
);

/**
 * Sessions of a period read for its balance (decision): two a day over the longest period, six
 * months; the status is checked as each is read, so sessions in progress count toward it.
 */
export const BALANCE_SESSIONS_MAX = 2 * BALANCE_DAYS_MAX;

/**
 * Finished sessions from a day on. The status is checked as each is read: filtering on it as
 * well would need a composite index.
 */
export const finishedSessionsSince = defineQuery(balanceSessionView, ({ from }: { from: string }) => ({
  where: [{ field: 'date', op: '>=', value: from }],
  orderBy: [{ field: 'date', direction: 'asc' }],
  limit: BALANCE_SESSIONS_MAX,
}));
