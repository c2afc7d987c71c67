import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChart, type ChartLine } from '#app/components/ui/chart.tsx';
import { SelectField } from '#app/components/ui/form.tsx';
import { MEASURE_BOUNDS, MEASURE_KEYS, type Measurement, type MeasureKey } from '#app/lib/firebase/measurements.ts';
import { dayToUtcMillis, localIsoDay } from '#app/lib/firebase/serialize.ts';

export const PERIODS = ['1m', '3m', '6m', '1y', 'all'] as const;
export type Period = (typeof PERIODS)[number];
const MONTHS: Record<Exclude<Period, 'all'>, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 };

/** First day inside the period ending today (calendar months, so "3 mois" on 31 May starts 1 March… clamped by Date). */
export function periodStart(period: Period, today = localIsoDay()): string | null {
  if (period === 'all') return null;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(y, m - 1 - MONTHS[period], d));
  return start.toISOString().slice(0, 10);
}

/** One chart at a time, the measure and the period chosen by the person (weight and 3 months first). */
export function MeasurementCharts({ entries }: { entries: readonly Measurement[] }) {
  const { t } = useTranslation();
  const available = MEASURE_KEYS.filter((k) => entries.some((e) => e[k] !== null));
  const [chosen, setChosen] = useState<MeasureKey>('weightKg');
  const [period, setPeriod] = useState<Period>('3m');
  const measure = available.includes(chosen) ? chosen : (available[0] ?? 'weightKg');

  const from = periodStart(period);
  const points = entries
    .filter((e) => e[measure] !== null && (from === null || e.date >= from))
    .map((e) => [dayToUtcMillis(e.date), e[measure] ?? 0] as const);
  const lines: ChartLine[] = [{ label: t(`measurements:fields.${measure}`), unit: MEASURE_BOUNDS[measure].unit, points, decimals: 1 }];

  if (available.length === 0) return null;

  return (
    <section className="stack" aria-labelledby="charts-title">
      <h2 id="charts-title">{t('measurements:charts.title')}</h2>
      <div className="chart-controls">
        <SelectField
          name="measure"
          label={t('measurements:charts.measure')}
          value={measure}
          onChange={(v) => setChosen(v as MeasureKey)}
          options={available.map((k) => ({ value: k, label: t(`measurements:fields.${k}`) }))}
        />
        <fieldset className="segmented-field">
          <legend>{t('measurements:charts.period')}</legend>
          <div className="segmented">
            {PERIODS.map((p) => (
              <button key={p} type="button" aria-pressed={p === period} onClick={() => setPeriod(p)}>
                {t(`measurements:charts.periods.${p}`)}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="panel">
        <TimeSeriesChart
          title={t('measurements:charts.chartTitle', { measure: t(`measurements:fields.${measure}`), period: t(`measurements:charts.periods.${period}`) })}
          lines={lines}
        />
      </div>
    </section>
  );
}
