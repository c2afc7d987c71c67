import { useTranslation } from 'react-i18next';
import type { NutritionGoalsInput } from '#app/lib/data/nutrition-goals.ts';
import { formatEnergy, formatNumber, type EnergyUnit } from '#app/lib/format/index.ts';

export const GOAL_KEYS = ['kcal', 'proteinG', 'carbsG', 'fatG', 'fiberG'] as const;

/** Energy in the person's unit (stored in kcal), macros and fibre in grams. */
function formatGoal(key: (typeof GOAL_KEYS)[number], value: number, energyUnit: EnergyUnit): string {
  return key === 'kcal' ? formatEnergy(value, energyUnit) : `${formatNumber(value)} g`;
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
