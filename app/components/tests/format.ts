import type { TFunction } from 'i18next';
import type { NormTable, TestId, TestMeta } from '#app/lib/fitness-tests/index.ts';
import { formatDuration } from './form-values.ts';

const numberFormats = new Map<number, Intl.NumberFormat>();

export function formatNumber(value: number, maxDecimals = 1): string {
  let format = numberFormats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: maxDecimals });
    numberFormats.set(maxDecimals, format);
  }
  return format.format(value);
}

/** A recorded value as people read it: "2 400 m", "12:30", "35 répétitions", "145 bpm". */
export function formatResult(t: TFunction, unit: TestMeta['unit'], value: number): string {
  switch (unit) {
    case 'm':
      return t('tests:ui.units.m', { value: formatNumber(value, 0) });
    case 's':
      return formatDuration(value);
    case 'cm':
      return t('tests:ui.units.cm', { value: formatNumber(value, 1) });
    case 'reps':
      return t('tests:ui.units.reps', { count: value });
    case 'bpm':
      return t('tests:ui.units.bpm', { value: formatNumber(value, 0) });
  }
}

/** As `formatResult`, with the sit and reach said relative to the soles (its stored value). */
export function formatTestValue(t: TFunction, testId: TestId, unit: TestMeta['unit'], value: number): string {
  return testId === 'sit-and-reach' ? t('tests:ui.units.pastSoles', { value: formatNumber(value, 1) }) : formatResult(t, unit, value);
}

export function formatVo2max(t: TFunction, value: number): string {
  return t('tests:ui.units.vo2max', { value: formatNumber(value, 1) });
}

/** A bound of a norm table in its own unit (race times as m:ss). */
export function formatBound(table: NormTable, value: number): string {
  return table.unit === 's' ? formatDuration(value) : formatNumber(value, 1);
}

const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 'YYYY-MM-DD' → "15 mars 2026" (read as a calendar day, never shifted by the time zone). */
export function formatDay(isoDay: string, short = false): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : (short ? shortDayFormat : dayFormat).format(date);
}

/** Clock digits: countdowns show whole seconds rounded up (12:00 … 0:01, then 0:00). */
export function formatClock(ms: number, mode: 'countdown' | 'stopwatch'): string {
  if (mode === 'countdown') return formatDuration(Math.ceil(Math.max(0, ms) / 1000));
  const tenths = Math.floor(Math.max(0, ms) / 100);
  const whole = Math.floor(tenths / 10);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  const head = h > 0 ? `${h}:${String(m).padStart(2, '0')}` : String(m);
  return `${head}:${s},${tenths % 10}`;
}
