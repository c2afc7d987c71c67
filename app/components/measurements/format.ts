import { MEASURE_BOUNDS, type MeasureKey } from '#app/lib/firebase/measurements.ts';
import { dayToUtcMillis } from '#app/lib/firebase/serialize.ts';

const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const numberFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** 'YYYY-MM-DD' → '3 févr. 2025' (calendar day, never shifted by the time zone). */
export function formatDay(day: string): string {
  return dayFormat.format(dayToUtcMillis(day));
}

export function formatMeasure(key: MeasureKey, value: number): string {
  return `${numberFormat.format(value)} ${MEASURE_BOUNDS[key].unit}`;
}
