/*
 * Energy spent: exercise from MET values, and the person's real daily expenditure learnt from
 * what they ate and what the scale said.
 */
import { dayToUtcMillis, isIsoDay } from '#app/lib/dates/index.ts';
import { assertQuantity } from './nutrients.ts';

/**
 * kcal burnt by an activity: MET × 3.5 × kg ÷ 200 × minutes (Compendium of Physical Activities:
 * 1 MET = 3.5 ml O₂/kg/min, and about 5 kcal per litre of oxygen).
 */
export function exerciseKcal(met: number, weightKg: number, minutes: number): number {
  assertQuantity('met', met);
  assertQuantity('weightKg', weightKg);
  assertQuantity('minutes', minutes);
  return ((met * 3.5 * weightKg) / 200) * minutes;
}

export interface EnergyDay {
  /** YYYY-MM-DD */
  readonly date: string;
  /** kcal logged that day; `null` when nothing was logged (not the same as eating nothing). */
  readonly intakeKcal: number | null;
  readonly weightKg: number | null;
}

export interface AdaptiveTdee {
  /** Estimated expenditure, kcal per day. */
  tdee: number;
  /** Days with a logged intake the estimate rests on. */
  days: number;
}

/** The estimate's window, and the least it needs inside it. */
export const WINDOW_DAYS = 28;
export const MIN_INTAKE_DAYS = 14;
export const MIN_WEIGH_INS = 2;
/** Energy density of body-weight change, the usual figure for mixed fat and lean tissue. */
export const KCAL_PER_KG = 7700;
const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  if (!isIsoDay(date)) throw new RangeError(`invalid date ${date}`);
  return dayToUtcMillis(date) / DAY_MS;
}

/**
 * Expenditure = mean logged intake − (weight change per day × 7,700 kcal/kg), over the last 28
 * days that hold data. The weight is smoothed by a least-squares straight line through the
 * window's weigh-ins: its slope is the trend, so day-to-day water swings and irregular weigh-ins
 * barely move it. Days without a logged intake are left out of the mean (an unlogged day is not
 * a day without food). `null` below 14 logged days or 2 weigh-ins, or when the data give a
 * non-positive expenditure (nothing honest can be said then).
 */
export function adaptiveTdee(days: readonly EnergyDay[]): AdaptiveTdee | null {
  const seen = new Set<number>();
  const dated = days.map((day) => {
    const n = dayNumber(day.date);
    if (seen.has(n)) throw new RangeError(`date ${day.date} appears twice`);
    seen.add(n);
    if (day.intakeKcal !== null) assertQuantity('intakeKcal', day.intakeKcal);
    if (day.weightKg !== null) assertQuantity('weightKg', day.weightKg);
    return { ...day, n };
  });
  const withData = dated.filter((d) => d.intakeKcal !== null || d.weightKg !== null);
  if (withData.length === 0) return null;
  const last = Math.max(...withData.map((d) => d.n));
  const window = withData.filter((d) => d.n > last - WINDOW_DAYS);

  const intakes = window.flatMap((d) => (d.intakeKcal === null ? [] : [d.intakeKcal]));
  const weighIns = window.flatMap((d) => (d.weightKg === null ? [] : [{ x: d.n, y: d.weightKg }]));
  if (intakes.length < MIN_INTAKE_DAYS || weighIns.length < MIN_WEIGH_INS) return null;

  const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const meanX = mean(weighIns.map((p) => p.x));
  const meanY = mean(weighIns.map((p) => p.y));
  const slope = weighIns.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0) / weighIns.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);

  const tdee = Math.round(mean(intakes) - slope * KCAL_PER_KG);
  return tdee > 0 ? { tdee, days: intakes.length } : null;
}
