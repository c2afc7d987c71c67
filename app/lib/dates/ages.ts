import { isIsoDay } from './days.ts';

/**
 * Completed years between a birth day and a day, both 'YYYY-MM-DD' (a birthday later this year
 * does not count yet; someone born on 29 February turns a year older on 1 March). Null when
 * either day is missing or not a real day, or the birth is after the day.
 */
export function ageOn(birthDate: string | null | undefined, day: string): number | null {
  if (!isIsoDay(birthDate) || !isIsoDay(day)) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = day.split('-').map(Number) as [number, number, number];
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}
