import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmitButton } from '#app/components/ui/form.tsx';
import {
  activityFactor,
  DEFAULT_FAT_SHARE_PCT,
  DEFAULT_PROTEIN_G_PER_KG,
  FAT_FLOOR_G_PER_KG,
  GOAL_ENERGY_ADJUSTMENT,
  nutritionGoals,
} from '#app/lib/calculators/index.ts';
import type { BodyFacts } from '#app/lib/data/body-facts.ts';
import type { NutritionGoalsInput } from '#app/lib/data/nutrition-goals.ts';
import { formatDay, formatNumber, type EnergyUnit } from '#app/lib/format/index.ts';
import { GoalTotals } from './goal-totals.tsx';

const n0 = (value: number) => formatNumber(value);
const n3 = (value: number) => formatNumber(value, 3, { trimZeros: true });
const pct = new Intl.NumberFormat('fr-FR', { style: 'percent', signDisplay: 'exceptZero' });

type Missing = 'sex' | 'birthDate' | 'heightCm' | 'activityLevel' | 'goal' | 'weight';

/**
 * Automatic goals from the person's body facts (profile and latest weigh-in), computed by the
 * tested calculator (`nutritionGoals`) and shown with its working so they can check every step.
 */
export function AutoGoals({ facts, energyUnit, onSave, busy }: { facts: BodyFacts; energyUnit: EnergyUnit; onSave: (input: NutritionGoalsInput) => Promise<boolean>; busy: boolean }) {
  const { t } = useTranslation();
  const { sex, age, heightCm, activityLevel, goal: goalId } = facts;
  const latestWeight = facts.latest.weightKg;
  const missing: Missing[] = [];
  if (!sex) missing.push('sex');
  if (age === null) missing.push('birthDate');
  if (heightCm === null) missing.push('heightCm');
  if (!activityLevel) missing.push('activityLevel');
  if (!goalId) missing.push('goal');
  if (!latestWeight) missing.push('weight');

  if (missing.length || !sex || age === null || heightCm === null || !activityLevel || !goalId || !latestWeight) {
    const list = new Intl.ListFormat('fr-FR', { type: 'conjunction' }).format(missing.map((m) => t(`settings:nutritionGoals.auto.missing.${m}`)));
    return (
      <section className="callout warning stack" aria-labelledby="auto-missing-title">
        <h2 id="auto-missing-title">{t('settings:nutritionGoals.auto.missingTitle')}</h2>
        <p>{t('settings:nutritionGoals.auto.missingBody', { list })}</p>
        <div className="form-actions">
          {missing.some((m) => m !== 'weight') ? (
            <Link className="button" to="/profile">
              {t('settings:nutritionGoals.auto.toProfile')}
            </Link>
          ) : null}
          {missing.includes('weight') ? (
            <Link className="button" to="/measurements">
              {t('settings:nutritionGoals.auto.toMeasurements')}
            </Link>
          ) : null}
        </div>
      </section>
    );
  }

  const factor = activityFactor(activityLevel);
  const weight = latestWeight.value;
  const result = nutritionGoals({ sex, age, weightKg: weight, heightCm, activityFactor: factor, goal: goalId });
  const activity = t(`calculators:activityLevels.${activityLevel}.label`);
  const goal = t(`calculators:goals.${goalId}`);

  if (!result.ok) {
    const ageError = result.errors.find((e) => e.field === 'age');
    return (
      <section className="callout warning">
        <p>{ageError ? t('settings:nutritionGoals.auto.ageOut') : result.errors.map((e) => t(e.key, e.params ?? {})).join(' ')}</p>
      </section>
    );
  }

  const goals: NutritionGoalsInput = { mode: 'auto', kcal: result.kcal, proteinG: result.proteinG, carbsG: result.carbsG, fatG: result.fatG, fiberG: result.fiberG };
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void onSave(goals);
  }

  return (
    <form className="panel stack" onSubmit={onSubmit} aria-labelledby="auto-title">
      <h2 id="auto-title">{t('settings:nutritionGoals.auto.title')}</h2>
      <p className="muted">
        {t('settings:nutritionGoals.auto.inputs', {
          sex: t(`profile:sexes.${sex}`),
          age: t('profile:identity.age', { count: age }),
          height: n3(heightCm),
          weight: n3(weight),
          date: formatDay(latestWeight.date),
          activity,
          goal,
        })}
      </p>
      <GoalTotals goals={goals} energyUnit={energyUnit} testId="auto-goals" />
      <h3>{t('settings:nutritionGoals.auto.working')}</h3>
      <dl className="working">
        <div>
          <dt>{t('settings:nutritionGoals.auto.bmr')}</dt>
          <dd>
            {t('settings:nutritionGoals.auto.bmrFormula', {
              weight: n3(weight),
              height: n3(heightCm),
              age,
              sexTerm: t(`settings:nutritionGoals.sexTerms.${sex}`),
              bmr: n0(result.bmr),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('settings:nutritionGoals.auto.tdee')}</dt>
          <dd>{t('settings:nutritionGoals.auto.tdeeFormula', { bmr: n0(result.bmr), factor: n3(factor), activity, tdee: n0(result.tdee) })}</dd>
        </div>
        <div>
          <dt>{t('settings:nutritionGoals.auto.target')}</dt>
          <dd>
            {result.flooredAtBmr
              ? t('settings:nutritionGoals.auto.targetFloored', { tdee: n0(result.tdee), kcal: n0(result.kcal) })
              : t('settings:nutritionGoals.auto.targetFormula', {
                  tdee: n0(result.tdee),
                  adjustment: pct.format(GOAL_ENERGY_ADJUSTMENT[goalId]),
                  goal,
                  kcal: n0(result.kcal),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('settings:nutritionGoals.auto.protein')}</dt>
          <dd>{t('settings:nutritionGoals.auto.proteinFormula', { perKg: n3(DEFAULT_PROTEIN_G_PER_KG[goalId]), weight: n3(weight), proteinG: n0(result.proteinG) })}</dd>
        </div>
        <div>
          <dt>{t('settings:nutritionGoals.auto.fat')}</dt>
          <dd>{t('settings:nutritionGoals.auto.fatFormula', { share: DEFAULT_FAT_SHARE_PCT, fatG: n0(result.fatG), floor: n3(FAT_FLOOR_G_PER_KG) })}</dd>
        </div>
        <div>
          <dt>{t('settings:nutritionGoals.auto.carbs')}</dt>
          <dd>{t('settings:nutritionGoals.auto.carbsFormula', { kcal: n0(result.kcal), proteinG: n0(result.proteinG), fatG: n0(result.fatG), carbsG: n0(result.carbsG) })}</dd>
        </div>
        <div>
          <dt>{t('settings:nutritionGoals.auto.fiber')}</dt>
          <dd>{t('settings:nutritionGoals.auto.fiberFormula', { fiberG: result.fiberG })}</dd>
        </div>
      </dl>
      {result.warnings.map((w) => (
        <p key={w} className="callout warning">
          {t(w)}
        </p>
      ))}
      <div className="form-actions">
        <SubmitButton busy={busy}>{t('settings:nutritionGoals.auto.save')}</SubmitButton>
      </div>
    </form>
  );
}
