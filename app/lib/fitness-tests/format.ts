import type { TFunction } from 'i18next';
import type { NormTable, TestId, TestMeta } from '#app/lib/fitness-tests/index.ts';
import { formatDuration, formatNumber } from '#app/lib/format/index.ts';

/** At most `decimals` decimals, as results are read: '2 400', '9,9', '0,47'. */
const upTo = (value: number, decimals: number) => formatNumber(value, decimals, { trimZeros: true });

/** A recorded value as people read it: "2 400 m", "12:30", "35 répétitions", "145 bpm". */
export function formatResult(t: TFunction, unit: TestMeta['unit'], value: number): string {
  switch (unit) {
    case 'm':
      return t('tests:ui.units.m', { value: upTo(value, 0) });
    case 's':
      return formatDuration(value);
    case 'cm':
      return t('tests:ui.units.cm', { value: upTo(value, 1) });
    case 'reps':
      return t('tests:ui.units.reps', { count: value });
    case 'bpm':
      return t('tests:ui.units.bpm', { value: upTo(value, 0) });
  }
}

/** As `formatResult`, with the sit and reach said relative to the soles (its stored value). */
export function formatTestValue(t: TFunction, testId: TestId, unit: TestMeta['unit'], value: number): string {
  return testId === 'sit-and-reach' ? t('tests:ui.units.pastSoles', { value: upTo(value, 1) }) : formatResult(t, unit, value);
}

export function formatVo2max(t: TFunction, value: number): string {
  return t('tests:ui.units.vo2max', { value: upTo(value, 1) });
}

/** A bound of a norm table in its own unit (race times as m:ss). */
export function formatBound(table: NormTable, value: number): string {
  return table.unit === 's' ? formatDuration(value) : upTo(value, 1);
}
