import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeSeriesChart, type ChartLine } from '#app/components/ui/chart.tsx';
import { SelectField } from '#app/components/ui/form.tsx';
import { dayToUtcMillis, localIsoDay, periodStart, PERIODS, type Period } from '#app/lib/dates/index.ts';
import { MEASURE_BOUNDS, MEASURE_KEYS, type Measurement, type MeasureKey } from '#app/lib/data/measurements.ts';

/** One chart at a time, the measure and the period chosen by the person (weight and 3 months first). */
export function MeasurementCharts({ entries }: { entries: readonly Measurement[] }) {
  const { t } = useTranslation();
  const available = MEASURE_KEYS.filter((k) => entries.some((e) => e[k] !== null));
  const [chosen, setChosen] = useState<MeasureKey>('weightKg');
  const [period, setPeriod] = useState<Period>('3m');
  const measure = available.includes(chosen) ? chosen : (available[0] ?? 'weightKg');

  const from = periodStart(period, localIsoDay());
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
