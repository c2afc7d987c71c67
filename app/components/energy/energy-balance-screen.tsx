import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveDoc, useLiveQuery } from '#app/components/data/use-live.ts';
import { Page } from '#app/components/ui/page.tsx';
import { PeriodNav } from '#app/components/ui/period-nav.tsx';
import { finishedSessionsSince, intakesBetween, measurementsBefore, measurementsSince, type BalanceSession, type DayIntake } from '#app/lib/data/energy-balance.ts';
import type { Measurement } from '#app/lib/data/measurements.ts';
import { nutritionGoalsDoc, type StoredNutritionGoals } from '#app/lib/data/nutrition-goals.ts';
import { profileDoc, type Profile } from '#app/lib/data/profile.ts';
import { formatDay, formatEnergy, formatNumber, type EnergyUnit } from '#app/lib/format/index.ts';
import { BALANCE_PERIODS, type BalancePeriod } from '#app/lib/nutrition/energy-balance.ts';
import type { ExerciseKind } from '#app/lib/training/index.ts';
import { AdaptiveEstimate } from './adaptive-estimate.tsx';
import { BalanceCharts } from './balance-charts.tsx';
import { balanceView, type BalanceView } from '#app/lib/energy/balance-view.ts';
import { MethodNotes } from './method-notes.tsx';

export interface EnergyBalanceProps {
  readonly period: BalancePeriod;
  readonly today: string;
  readonly from: string;
  readonly profile: Profile;
  readonly goals: StoredNutritionGoals | null;
  readonly intakes: DayIntake[];
  readonly measurements: Measurement[];
  readonly earlier: Measurement[];
  readonly sessions: BalanceSession[];
  readonly customKinds: Record<string, ExerciseKind>;
}

/** Intake against expenditure over a period, and the expenditure learnt from intake and weight. */
export function EnergyBalanceScreen(props: EnergyBalanceProps) {
  const { t } = useTranslation();
  const { period, today, from } = props;
  const { data: profile } = useLiveDoc(profileDoc, {}, props.profile);
  const { data: goals } = useLiveDoc(nutritionGoalsDoc, {}, props.goals);
  const { data: intakes } = useLiveQuery(intakesBetween, { from, to: today }, props.intakes);
  const { data: measurements } = useLiveQuery(measurementsSince, { from }, props.measurements);
  const { data: earlier } = useLiveQuery(measurementsBefore, { before: from }, props.earlier);
  const { data: sessions } = useLiveQuery(finishedSessionsSince, { from }, props.sessions);
  const view = useMemo(
    () => balanceView({ today, from, profile, intakes, measurements, earlier, sessions, customKinds: props.customKinds }),
    [today, from, profile, intakes, measurements, earlier, sessions, props.customKinds],
  );
  const unit = profile.energyUnit;

  return (
    <Page title={t('nutrition:energyBalance.title')} description={t('energy:description')}>
      <PeriodNav label={t('energy:periodLabel')} choices={BALANCE_PERIODS.map((choice) => ({ to: `/nutrition/energy-balance?periode=${choice}`, text: t(`energy:periods.${choice}`), chosen: choice === period }))} />
      <p className="muted">{t('energy:periodRange', { from: formatDay(from), to: formatDay(today) })}</p>

      {view.missingProfile.length ? <MissingProfile fields={view.missingProfile} /> : null}
      {!view.missingProfile.length && !view.hasWeighIn ? <MissingWeight /> : null}

      <AdaptiveEstimate estimate={view.estimate} goals={goals} unit={unit} />

      {view.days ? (
        <>
          <Summary view={view} unit={unit} />
          <BalanceCharts view={view} unit={unit} />
        </>
      ) : null}
      <MethodNotes profile={profile} />
    </Page>
  );
}

function MissingProfile({ fields }: { fields: BalanceView['missingProfile'] }) {
  const { t } = useTranslation();
  const list = new Intl.ListFormat('fr-FR', { type: 'conjunction' }).format(fields.map((f) => t(`energy:missingProfile.fields.${f}`)));
  return (
    <section className="callout warning stack" aria-labelledby="missing-profile-title" data-testid="missing-profile">
      <h2 id="missing-profile-title">{t('energy:missingProfile.title')}</h2>
      <p>{t('energy:missingProfile.body', { list })}</p>
      <div className="form-actions">
        <Link className="button" to="/profile">
          {t('energy:missingProfile.toProfile')}
        </Link>
      </div>
    </section>
  );
}

function MissingWeight() {
  const { t } = useTranslation();
  return (
    <section className="callout warning stack" aria-labelledby="missing-weight-title">
      <h2 id="missing-weight-title">{t('energy:missingWeight.title')}</h2>
      <p>{t('energy:missingWeight.body')}</p>
      <div className="form-actions">
        <Link className="button" to="/measurements">
          {t('energy:missingWeight.toMeasurements')}
        </Link>
      </div>
    </section>
  );
}

const kg = (value: number) => formatNumber(value, 1, { signed: true });

function Summary({ view, unit }: { view: BalanceView; unit: EnergyUnit }) {
  const { t } = useTranslation();
  const days = view.days ?? [];
  const logged = days.filter((d) => d.intakeKcal !== null);
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const cumulative = view.cumulative[view.cumulative.length - 1];
  const trendLast = view.trendChange[view.trendChange.length - 1];
  const none = t('energy:summary.none');
  return (
    <section className="panel stack" aria-labelledby="balance-summary-title">
      <h2 id="balance-summary-title">{t('energy:summary.title')}</h2>
      <dl className="balance-summary" data-testid="balance-summary">
        <div>
          <dt>{t('energy:summary.loggedDays')}</dt>
          <dd>{t('energy:summary.loggedDaysValue', { logged: logged.length, total: days.length })}</dd>
        </div>
        <div>
          <dt>{t('energy:summary.meanIntake')}</dt>
          <dd>{logged.length ? formatEnergy(mean(logged.map((d) => d.intakeKcal ?? 0)), unit) : none}</dd>
        </div>
        <div>
          <dt>{t('energy:summary.meanExpenditure')}</dt>
          <dd>{days.length ? formatEnergy(mean(days.map((d) => d.expenditureKcal)), unit) : none}</dd>
        </div>
        <div>
          <dt>{t('energy:summary.balance')}</dt>
          <dd>{cumulative ? t('energy:summary.balanceKg', { energy: formatEnergy(cumulative.kcal, unit, { signed: true }), kg: kg(cumulative.expectedKg) }) : none}</dd>
        </div>
        <div>
          <dt>{t('energy:summary.weightChange')}</dt>
          <dd>{trendLast && view.trendChange.length > 1 ? t('energy:summary.weightChangeValue', { kg: kg(trendLast.weightKg) }) : t('energy:summary.noWeighIns')}</dd>
        </div>
      </dl>
    </section>
  );
}
