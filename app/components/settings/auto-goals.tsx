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
import type { Profile } from '#app/lib/firebase/profile.ts';
import { ageOn, localIsoDay } from '#app/lib/firebase/serialize.ts';
import type { NutritionGoalsInput } from '#app/lib/firebase/settings.ts';
import { GoalTotals } from './goal-totals.tsx';

const n0 = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const n2 = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });
const pct = new Intl.NumberFormat('fr-FR', { style: 'percent', signDisplay: 'exceptZero' });
const dayFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

type Missing = 'sex' | 'birthDate' | 'heightCm' | 'activityLevel' | 'goal' | 'weight';

/**
 * Automatic goals from the profile and the latest weigh-in, computed by the tested calculator
 * (`nutritionGoals`) and shown with its working so the person can check every step.
 */
export function AutoGoals({ profile, latestWeight, onSave, busy }: { profile: Profile; latestWeight: { weightKg: number; date: string } | null; onSave: (input: NutritionGoalsInput) => Promise<boolean>; busy: boolean }) {
  const { t } = useTranslation();
  const missing: Missing[] = [];
  if (!profile.sex) missing.push('sex');
  if (!profile.birthDate) missing.push('birthDate');
  if (profile.heightCm === null) missing.push('heightCm');
  if (!profile.activityLevel) missing.push('activityLevel');
  if (!profile.goal) missing.push('goal');
  if (!latestWeight) missing.push('weight');

  if (missing.length || !profile.sex || !profile.birthDate || profile.heightCm === null || !profile.activityLevel || !profile.goal || !latestWeight) {
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

  const age = ageOn(profile.birthDate, localIsoDay());
  const factor = activityFactor(profile.activityLevel);
  const weight = latestWeight.weightKg;
  const result = nutritionGoals({ sex: profile.sex, age, weightKg: weight, heightCm: profile.heightCm, activityFactor: factor, goal: profile.goal });
  const activity = t(`calculators:activityLevels.${profile.activityLevel}.label`);
  const goal = t(`calculators:goals.${profile.goal}`);

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
          sex: t(`profile:sexes.${profile.sex}`),
          age: t('profile:identity.age', { count: age }),
          height: n2.format(profile.heightCm),
          weight: n2.format(weight),
          date: dayFormat.format(new Date(`${latestWeight.date}T00:00:00Z`)),
          activity,
          goal,
        })}
      </p>
      <GoalTotals goals={goals} energyUnit={profile.energyUnit} testId="auto-goals" />
      <h3>{t('settings:nutritionGoals.auto.working')}</h3>
      <dl className="working">
        <div>
          <dt>{t('settings:nutritionGoals.auto.bmr')}</dt>
          <dd>
            {t('settings:nutritionGoals.auto.bmrFormula', {
              weight: n2.format(weight),
              height: n2.format(profile.heightCm),
              age,
              sexTerm: t(`settings:nutritionGoals.sexTerms.${profile.sex}`),
              bmr: n0.format(result.bmr),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('settings:nutritionGoals.auto.tdee')}</dt>
          <dd>{t('settings:nutritionGoals.auto.tdeeFormula', { bmr: n0.format(result.bmr), factor: n2.format(factor), activity, tdee: n0.format(result.tdee) })}</dd>
        </div>
        <div>
          <dt>{t('settings:nutritionGoals.auto.target')}</dt>
          <dd>
            {result.flooredAtBmr
              ? t('settings:nutritionGoals.auto.targetFloored', { tdee: n0.format(result.tdee), kcal: n0.format(result.kcal) })
              : t('settings:nutritionGoals.auto.targetFormula', {
                  tdee: n0.format(result.tdee),
                  adjustment: pct.format(GOAL_ENERGY_ADJUSTMENT[profile.goal]),
                  goal,
                  kcal: n0.format(result.kcal),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('settings:nutritionGoals.auto.protein')}</dt>
          <dd>{t('settings:nutritionGoals.auto.proteinFormula', { perKg: n2.format(DEFAULT_PROTEIN_G_PER_KG[profile.goal]), weight: n2.format(weight), proteinG: n0.format(result.proteinG) })}</dd>
        </div>
        <div>
          <dt>{t('settings:nutritionGoals.auto.fat')}</dt>
          <dd>{t('settings:nutritionGoals.auto.fatFormula', { share: DEFAULT_FAT_SHARE_PCT, fatG: n0.format(result.fatG), floor: n2.format(FAT_FLOOR_G_PER_KG) })}</dd>
        </div>
        <div>
          <dt>{t('settings:nutritionGoals.auto.carbs')}</dt>
          <dd>{t('settings:nutritionGoals.auto.carbsFormula', { kcal: n0.format(result.kcal), proteinG: n0.format(result.proteinG), fatG: n0.format(result.fatG), carbsG: n0.format(result.carbsG) })}</dd>
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
