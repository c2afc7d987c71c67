import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCatalogue } from '#app/components/programs/catalogue.ts';
import { TimeSeriesChart } from '#app/components/ui/chart.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { dayToUtcMillis, TRAINING_PERIODS, type TrainingPeriod } from '#app/lib/dates/index.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import type { Exercise } from '#app/lib/training/index.ts';
import type { Progress } from './progress-data.ts';

/** Exercises drawn on the 1RM chart: the most practised, so the lines stay readable. */
const CHARTED_EXERCISES = 4;

const kg = (value: number) => formatNumber(value, 1, { trimZeros: true });

/** Estimated 1RM over time, weekly volume and sessions, and each exercise's records, for a period. */
export function ProgressScreen({ period, progress, custom }: { period: TrainingPeriod; progress: Progress; custom: Exercise[] }) {
  const { t } = useTranslation();
  const catalogue = useCatalogue(custom);
  const periodName = t(`progress:periods.${period}`);
  const charted = progress.exercises.filter((exercise) => exercise.oneRm.length > 0).slice(0, CHARTED_EXERCISES);
  const weekPoints = (value: (week: Progress['weeks'][number]) => number) => progress.weeks.map((week) => [dayToUtcMillis(week.monday), value(week)] as const);
  return (
    <Page title={t('progress:title')}>
      <nav className="period-nav" aria-label={t('progress:periodLabel')}>
        {TRAINING_PERIODS.map((choice) => (
          <Link key={choice} to={`/progress?periode=${choice}`} className="button" aria-current={choice === period ? 'page' : undefined} preventScrollReset>
            {t(`progress:periods.${choice}`)}
          </Link>
        ))}
      </nav>
      {progress.weeks.length === 0 ? (
        <p className="muted">{t('progress:empty')}</p>
      ) : (
        <>
          <section className="panel" aria-labelledby="one-rm-title">
            <h2 id="one-rm-title">{t('progress:oneRm.title')}</h2>
            {charted.length ? (
              <TimeSeriesChart
                title={t('progress:oneRm.chart', { period: periodName })}
                lines={charted.map((exercise) => ({ label: catalogue.nameOf(exercise.exerciseId), points: exercise.oneRm, unit: 'kg', decimals: 1 }))}
              />
            ) : (
              <p className="muted">{t('progress:oneRm.none')}</p>
            )}
          </section>
          <section className="panel" aria-labelledby="volume-title">
            <h2 id="volume-title">{t('progress:volume.title')}</h2>
            <TimeSeriesChart title={t('progress:volume.chart', { period: periodName })} lines={[{ label: t('progress:volume.line'), points: weekPoints((week) => week.volumeKg), unit: 'kg', decimals: 0 }]} />
            <TimeSeriesChart
              title={t('progress:volume.sessionsChart', { period: periodName })}
              lines={[{ label: t('progress:volume.sessionsLine'), points: weekPoints((week) => week.sessions), decimals: 0, colorVar: '--info' }]}
              height={160}
            />
          </section>
          <section className="panel" aria-labelledby="records-table-title">
            <h2 id="records-table-title">{t('progress:records.title')}</h2>
            <div className="table-scroll">
              <table className="records-table">
                <thead>
                  <tr>
                    <th scope="col">{t('progress:records.exercise')}</th>
                    <th scope="col">{t('progress:records.maxWeight')}</th>
                    <th scope="col">{t('progress:records.best1RM')}</th>
                    <th scope="col">{t('progress:records.bestSet')}</th>
                    <th scope="col">{t('progress:records.sessions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {progress.exercises.map((exercise) => (
                    <tr key={exercise.exerciseId}>
                      <th scope="row">{catalogue.nameOf(exercise.exerciseId)}</th>
                      <td>{t('progress:kgValue', { value: kg(exercise.maxWeightKg) })}</td>
                      <td>{exercise.best1RMKg === null ? '—' : t('progress:kgValue', { value: kg(exercise.best1RMKg) })}</td>
                      <td>{t('progress:kgValue', { value: kg(exercise.bestSetVolumeKg) })}</td>
                      <td>{exercise.sessions}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </Page>
  );
}
