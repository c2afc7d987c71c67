import { useTranslation } from 'react-i18next';
import type { EnergyUnit } from '#app/lib/firebase/profile.ts';
import { KJ_PER_KCAL, type NutritionGoalsInput } from '#app/lib/firebase/settings.ts';

export const GOAL_KEYS = ['kcal', 'proteinG', 'carbsG', 'fatG', 'fiberG'] as const;

const whole = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** Energy in the person's unit (stored in kcal), macros and fibre in grams. */
export function formatGoal(key: (typeof GOAL_KEYS)[number], value: number, energyUnit: EnergyUnit): string {
  if (key !== 'kcal') return `${whole.format(value)} g`;
  return energyUnit === 'kj' ? `${whole.format(value * KJ_PER_KCAL)} kJ` : `${whole.format(value)} kcal`;
}

export function GoalTotals({ goals, energyUnit, testId }: { goals: Omit<NutritionGoalsInput, 'mode'>; energyUnit: EnergyUnit; testId?: string }) {
  const { t } = useTranslation();
  return (
    <dl className="goal-totals" data-testid={testId}>
      {GOAL_KEYS.map((k) => (
        <div key={k} data-goal={k}>
          <dt>{t(`settings:nutritionGoals.fields.${k}`)}</dt>
          <dd>{formatGoal(k, goals[k], energyUnit)}</dd>
        </div>
      ))}
    </dl>
  );
}
