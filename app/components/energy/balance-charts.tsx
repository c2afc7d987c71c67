import { useTranslation } from 'react-i18next';
import { TimeSeriesChart } from '#app/components/ui/chart.tsx';
import { dayToUtcMillis } from '#app/lib/dates/index.ts';
import { formatDay, formatEnergy, formatNumber, kcalToKj, type EnergyUnit } from '#app/lib/format/index.ts';
import type { BalanceView } from '#app/lib/energy/balance-view.ts';

/** The daily and weekly charts, the weeks' table and the cumulative balance against the weight trend. */
export function BalanceCharts({ view, unit }: { view: BalanceView; unit: EnergyUnit }) {
  const { t } = useTranslation();
  const days = view.days ?? [];
  const energy = (kcal: number) => (unit === 'kj' ? kcalToKj(kcal) : kcal);
  const unitLabel = unit === 'kj' ? 'kJ' : 'kcal';
  const notLogged = t('energy:daily.notLogged');

  return (
    <>
      <section className="panel stack" aria-labelledby="daily-title">
        <h2 id="daily-title">{t('energy:daily.heading')}</h2>
        <TimeSeriesChart
          title={t('energy:daily.title')}
          lines={[
            { label: t('energy:daily.intake'), unit: unitLabel, decimals: 0, missingText: notLogged, points: days.flatMap((d) => (d.intakeKcal === null ? [] : [[dayToUtcMillis(d.date), energy(d.intakeKcal)] as const])) },
            { label: t('energy:daily.expenditure'), unit: unitLabel, decimals: 0, colorVar: '--warning', points: days.map((d) => [dayToUtcMillis(d.date), energy(d.expenditureKcal)] as const) },
          ]}
        />
      </section>

      <section className="panel stack" aria-labelledby="weekly-title">
        <h2 id="weekly-title">{t('energy:weekly.heading')}</h2>
        <TimeSeriesChart
          title={t('energy:weekly.title')}
          lines={[
            { label: t('energy:weekly.intake'), unit: unitLabel, decimals: 0, missingText: notLogged, points: view.weeks.flatMap((w) => (w.meanIntakeKcal === null ? [] : [[dayToUtcMillis(w.monday), energy(w.meanIntakeKcal)] as const])) },
            { label: t('energy:weekly.expenditure'), unit: unitLabel, decimals: 0, colorVar: '--warning', points: view.weeks.map((w) => [dayToUtcMillis(w.monday), energy(w.meanExpenditureKcal)] as const) },
          ]}
        />
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so keyboard users can scroll it */}
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="weeks-table-title">
          <table className="balance-weeks" data-testid="balance-weeks">
            <caption id="weeks-table-title">{t('energy:weekly.tableTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('energy:weekly.week')}</th>
                <th scope="col">{t('energy:weekly.loggedDays')}</th>
                <th scope="col">{t('energy:weekly.intake')}</th>
                <th scope="col">{t('energy:weekly.expenditure')}</th>
                <th scope="col">{t('energy:weekly.balance')}</th>
                <th scope="col">{t('energy:weekly.factor')}</th>
              </tr>
            </thead>
            <tbody>
              {view.weeks.map((w) => (
                <tr key={w.monday}>
                  <th scope="row">{formatDay(w.monday, 'medium')}</th>
                  <td>{t('energy:weekly.loggedDaysValue', { logged: w.loggedDays, total: w.days })}</td>
                  <td>{w.meanIntakeKcal === null ? notLogged : formatEnergy(w.meanIntakeKcal, unit)}</td>
                  <td>{formatEnergy(w.meanExpenditureKcal, unit)}</td>
                  <td>{w.balanceKcal === null ? t('energy:weekly.none') : formatEnergy(w.balanceKcal, unit, { signed: true })}</td>
                  <td>{w.trained ? t('energy:weekly.withSessions', { factor: formatNumber(w.factor, 3, { trimZeros: true }) }) : formatNumber(w.factor, 3, { trimZeros: true })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="panel stack" aria-labelledby="cumulative-title">
        <h2 id="cumulative-title">{t('energy:cumulative.heading')}</h2>
        <TimeSeriesChart
          title={t('energy:cumulative.title')}
          lines={[
            { label: t('energy:cumulative.expected'), unit: 'kg', decimals: 2, points: view.cumulative.map((c) => [dayToUtcMillis(c.date), c.expectedKg] as const) },
            { label: t('energy:cumulative.actual'), unit: 'kg', decimals: 2, colorVar: '--info', points: view.trendChange.map((w) => [dayToUtcMillis(w.date), w.weightKg] as const) },
          ]}
        />
        <p className="muted">{t('energy:cumulative.note')}</p>
      </section>
    </>
  );
}
