import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { useCatalogue } from '#app/components/programs/catalogue.ts';
import { TimeSeriesChart } from '#app/components/ui/chart.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { PeriodNav } from '#app/components/ui/period-nav.tsx';
import { dayToUtcMillis, TRAINING_PERIODS, type TrainingPeriod } from '#app/lib/dates/index.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import type { Exercise } from '#app/lib/training/index.ts';
import type { MuscleSets } from '#app/lib/training/muscle-volume.ts';
import { MuscleSetsMap } from '#app/components/exercises/body-map.tsx';
import type { BodyWeight, EstimateSeries, Progress } from '#app/lib/progress/progress-data.ts';

const kg = (value: number) => formatNumber(value, 1, { trimZeros: true });

/** The estimates' decimals on the charts and in their tables. */
const ESTIMATE_DECIMALS = { vo2max: 1, peakPowerW: 0 } as const;

type ProgressProps = { period: TrainingPeriod; progress: Progress; muscleSets: MuscleSets; bodyWeight: BodyWeight; estimates: EstimateSeries[]; custom: Exercise[] };

/**
 * For a period: the estimated 1RM of one exercise at a time (the most practised by default),
 * weekly volume and sessions, each exercise's records, body weight with its 7-day moving
 * average, and the fitness tests' estimates. Every chart carries a table of its values.
 */
export function ProgressScreen({ period, progress, muscleSets, bodyWeight, estimates, custom }: ProgressProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const periodName = t(`progress:periods.${period}`);
  // The chosen exercise stays when the period changes.
  const asked = searchParams.get('exercice');
  const hrefFor = (choice: TrainingPeriod) => `/progress?${new URLSearchParams({ periode: choice, ...(asked ? { exercice: asked } : {}) }).toString()}`;
  return (
    <Page title={t('progress:title')}>
      <PeriodNav label={t('progress:periodLabel')} choices={TRAINING_PERIODS.map((choice) => ({ to: hrefFor(choice), text: t(`progress:periods.${choice}`), chosen: choice === period }))} />
      {progress.weeks.length === 0 ? (
        <p className="muted">{t('progress:empty')}</p>
      ) : (
        <>
          <TrainingSections period={period} periodName={periodName} progress={progress} custom={custom} asked={asked} />
          <section className="panel progress-panel" aria-labelledby="muscle-sets-title">
            <h2 id="muscle-sets-title">{t('body-map:weekly.heading')}</h2>
            <MuscleSetsMap values={muscleSets} scope="semaine" title={t('body-map:weekly.title', { period: periodName })} />
          </section>
        </>
      )}
      <section className="panel progress-panel" aria-labelledby="body-weight-title">
        <h2 id="body-weight-title">{t('progress:bodyWeight.title')}</h2>
        {bodyWeight.daily.length ? (
          <TimeSeriesChart
            title={t('progress:bodyWeight.chart', { period: periodName })}
            lines={[
              { label: t('progress:bodyWeight.line'), points: bodyWeight.daily, unit: 'kg', decimals: 1 },
              { label: t('progress:bodyWeight.average'), points: bodyWeight.average, unit: 'kg', decimals: 1, colorVar: '--info' },
            ]}
          />
        ) : (
          <p className="muted">
            {t('progress:bodyWeight.none')} <Link to="/measurements">{t('progress:bodyWeight.add')}</Link>
          </p>
        )}
      </section>
      <section className="panel progress-panel" aria-labelledby="tests-title">
        <h2 id="tests-title">{t('progress:tests.title')}</h2>
        {estimates.length ? (
          estimates.map((series) => (
            <TimeSeriesChart
              key={series.estimate}
              title={t(`progress:tests.chart.${series.estimate}`, { period: periodName })}
              lines={series.lines.map((line) => ({
                label: t(`progress:tests.names.${line.testId}`),
                points: line.points,
                unit: t(`progress:tests.units.${series.estimate}`),
                decimals: ESTIMATE_DECIMALS[series.estimate],
              }))}
            />
          ))
        ) : (
          <p className="muted">
            {t('progress:tests.none')} <Link to="/tests">{t('progress:tests.add')}</Link>
          </p>
        )}
      </section>
    </Page>
  );
}

/** What the finished sessions of the period show: 1RM of the chosen exercise, volume, records. */
function TrainingSections({ period, periodName, progress, custom, asked }: { period: TrainingPeriod; periodName: string; progress: Progress; custom: Exercise[]; asked: string | null }) {
  const { t } = useTranslation();
  const catalogue = useCatalogue(custom);
  const [, setSearchParams] = useSearchParams();
  // Most practised first: the default is the first.
  const estimable = progress.exercises.filter((exercise) => exercise.oneRm.length > 0);
  const chosen = estimable.find((exercise) => exercise.exerciseId === asked) ?? estimable[0];
  const weekPoints = (value: (week: Progress['weeks'][number]) => number) => progress.weeks.map((week) => [dayToUtcMillis(week.monday), value(week)] as const);

  function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const exercise = new FormData(event.currentTarget).get('exercice');
    setSearchParams({ periode: period, exercice: String(exercise) }, { preventScrollReset: true });
  }

  return (
    <>
      <section className="panel stack progress-panel" aria-labelledby="one-rm-title">
        <h2 id="one-rm-title">{t('progress:oneRm.title')}</h2>
        {chosen ? (
          <>
            {/* Without JavaScript, a GET to the same page. */}
            <Form method="get" action="/progress" className="one-rm-chooser" onChange={(event) => event.currentTarget.requestSubmit()} onSubmit={choose} preventScrollReset>
              <input type="hidden" name="periode" value={period} />
              <div className="field">
                <label htmlFor="one-rm-exercise">{t('progress:oneRm.exercise')}</label>
                <select id="one-rm-exercise" name="exercice" defaultValue={chosen.exerciseId} key={chosen.exerciseId}>
                  {estimable.map((exercise) => (
                    <option key={exercise.exerciseId} value={exercise.exerciseId}>
                      {t('progress:oneRm.option', { name: catalogue.nameOf(exercise.exerciseId), count: exercise.sessions })}
                    </option>
                  ))}
                </select>
              </div>
              <noscript>
                <button type="submit" className="button">
                  {t('progress:oneRm.show')}
                </button>
              </noscript>
            </Form>
            {/* A chart per exercise: the point shown under the pointer belongs to one exercise's days. */}
            <TimeSeriesChart
              key={chosen.exerciseId}
              title={t('progress:oneRm.chart', { exercise: catalogue.nameOf(chosen.exerciseId), period: periodName })}
              lines={[{ label: catalogue.nameOf(chosen.exerciseId), points: chosen.oneRm, unit: 'kg', decimals: 1 }]}
            />
          </>
        ) : (
          <p className="muted">{t('progress:oneRm.none')}</p>
        )}
      </section>
      <section className="panel progress-panel" aria-labelledby="volume-title">
        <h2 id="volume-title">{t('progress:volume.title')}</h2>
        <TimeSeriesChart title={t('progress:volume.chart', { period: periodName })} lines={[{ label: t('progress:volume.line'), points: weekPoints((week) => week.volumeKg), unit: 'kg', decimals: 0 }]} />
        <TimeSeriesChart
          title={t('progress:volume.sessionsChart', { period: periodName })}
          lines={[{ label: t('progress:volume.sessionsLine'), points: weekPoints((week) => week.sessions), decimals: 0, colorVar: '--info' }]}
          height={160}
        />
      </section>
      <section className="panel progress-panel" aria-labelledby="records-table-title">
        <h2 id="records-table-title">{t('progress:records.title')}</h2>
        {/* A card per exercise on a phone, where five columns cannot fit (the shared stacked table). */}
        <div className="table-scroll stack-table-scroll">
          <table className="records-table stack-table">
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
                  <td data-label={t('progress:records.maxWeight')}>{t('progress:kgValue', { value: kg(exercise.maxWeightKg) })}</td>
                  <td data-label={t('progress:records.best1RM')}>{exercise.best1RMKg === null ? '—' : t('progress:kgValue', { value: kg(exercise.best1RMKg) })}</td>
                  <td data-label={t('progress:records.bestSet')}>{t('progress:kgValue', { value: kg(exercise.bestSetVolumeKg) })}</td>
                  <td data-label={t('progress:records.sessions')}>{exercise.sessions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
