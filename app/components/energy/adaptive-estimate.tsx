import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWriter } from '#app/components/data/use-writer.ts';
import { GoalTotals } from '#app/components/settings/goal-totals.tsx';
import { SubmitButton } from '#app/components/ui/form.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { nutritionGoalsDoc, type NutritionGoalsInput, type StoredNutritionGoals } from '#app/lib/data/nutrition-goals.ts';
import { formatEnergy, type EnergyUnit } from '#app/lib/format/index.ts';
import { MIN_INTAKE_DAYS, MIN_WEIGH_INS } from '#app/lib/nutrition/energy.ts';
import type { Estimate } from '#app/lib/energy/balance-view.ts';

/**
 * The expenditure learnt from intake and weight (adaptiveTdee), what it rests on, and the
 * goals it would give with the automatic goals' split; or, honestly, what is still missing.
 */
export function AdaptiveEstimate({ estimate, goals, unit }: { estimate: Estimate; goals: StoredNutritionGoals | null; unit: EnergyUnit }) {
  const { t } = useTranslation();
  const writer = useWriter();
  const { result, intakeDays, weighIns } = estimate;

  async function use(event: FormEvent) {
    event.preventDefault();
    if (!estimate.goals) return;
    const { flooredAtBmr: _floored, warnings: _warnings, goal: _goal, ...input } = estimate.goals;
    const saved: NutritionGoalsInput = input;
    const ok = await writer.run((data) => data.set(nutritionGoalsDoc, {}, saved, { merge: true }), t('energy:estimate.saveFailed'));
    if (ok) toast.success(t('energy:estimate.saved'));
  }

  const current = (
    <p className="muted" data-testid="current-goal">
      {goals ? t('energy:estimate.currentGoals', { energy: formatEnergy(goals.kcal, unit) }) : t('energy:estimate.noGoals')}{' '}
      <Link to="/settings/nutrition-goals">{t('energy:estimate.toGoals')}</Link>
    </p>
  );

  if (!result) {
    const enoughData = intakeDays >= MIN_INTAKE_DAYS && weighIns >= MIN_WEIGH_INS;
    return (
      <section className="panel stack" aria-labelledby="estimate-title" data-testid="adaptive-estimate">
        <h2 id="estimate-title">{enoughData ? t('energy:estimate.title') : t('energy:estimate.notEnoughTitle')}</h2>
        {enoughData ? (
          <p>{t('energy:estimate.impossible')}</p>
        ) : (
          <>
            <p>{t('energy:estimate.notEnoughBody', { days: t('energy:estimate.intakeDays', { count: intakeDays }), weighIns: t('energy:estimate.weighInCount', { count: weighIns }) })}</p>
            <ul>
              {intakeDays < MIN_INTAKE_DAYS ? <li>{t('energy:estimate.missingDays', { count: MIN_INTAKE_DAYS - intakeDays })}</li> : null}
              {weighIns < MIN_WEIGH_INS ? <li>{t('energy:estimate.missingWeighIns', { count: MIN_WEIGH_INS - weighIns })}</li> : null}
            </ul>
            <div className="form-actions">
              {intakeDays < MIN_INTAKE_DAYS ? (
                <Link className="button" to="/nutrition/logs">
                  {t('energy:estimate.toLogs')}
                </Link>
              ) : null}
              {weighIns < MIN_WEIGH_INS ? (
                <Link className="button" to="/measurements">
                  {t('energy:estimate.toMeasurements')}
                </Link>
              ) : null}
            </div>
          </>
        )}
        {current}
      </section>
    );
  }

  return (
    <section className="panel stack estimate" aria-labelledby="estimate-title" data-testid="adaptive-estimate">
      <div className="estimate-heading">
        <h2 id="estimate-title">{t('energy:estimate.title')}</h2>
        <SaveIndicator status={writer.status} />
      </div>
      <p className="estimate-value" data-testid="estimate-value">
        {t('energy:estimate.value', { energy: formatEnergy(result.tdee, unit) })}
      </p>
      <p data-testid="estimate-basis">{t('energy:estimate.basis', { days: result.days, weighIns })}</p>
      <p className="muted">{t('energy:estimate.method')}</p>
      {estimate.formulaKcal === null ? null : <p className="muted">{t('energy:estimate.formula', { energy: formatEnergy(estimate.formulaKcal, unit) })}</p>}
      <h3>{t('energy:estimate.useTitle')}</h3>
      {estimate.goals ? (
        <form className="stack" onSubmit={(event) => void use(event)}>
          <p>{t('energy:estimate.useIntro', { goal: t(`calculators:goals.${estimate.goals.goal}`) })}</p>
          <GoalTotals goals={estimate.goals} energyUnit={unit} testId="estimate-goals" />
          {estimate.goals.flooredAtBmr ? <p className="callout warning">{t('energy:estimate.useFloored')}</p> : null}
          {estimate.goals.warnings.map((warning) => (
            <p key={warning} className="callout warning">
              {t(warning)}
            </p>
          ))}
          <p className="muted">{t('energy:estimate.useNote')}</p>
          <div className="form-actions">
            <SubmitButton busy={!writer.ready}>{t('energy:estimate.use')}</SubmitButton>
          </div>
        </form>
      ) : (
        <p className="callout warning">
          {t('energy:estimate.useNeedsProfile')} <Link to="/profile">{t('energy:missingProfile.toProfile')}</Link>
        </p>
      )}
      {current}
    </section>
  );
}
