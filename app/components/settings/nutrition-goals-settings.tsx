import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import { ErrorSummary, NumberField, SubmitButton } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { goalsFromLink, type GoalsFromLink } from '#app/lib/calculators/goals-link.ts';
import { KCAL_PER_G } from '#app/lib/calculators/index.ts';
import type { BodyFacts } from '#app/lib/data/body-facts.ts';
import {
  NUTRITION_GOAL_BOUNDS,
  NUTRITION_GOAL_MODES,
  nutritionGoalsDoc,
  nutritionGoalsInputSchema,
  type NutritionGoalMode,
  type NutritionGoalsInput,
  type StoredNutritionGoals,
} from '#app/lib/data/nutrition-goals.ts';
import { formatEnergy, formatNumber, kcalToKj, parseDecimal, type EnergyUnit } from '#app/lib/format/index.ts';
import { AutoGoals } from './auto-goals.tsx';
import { GOAL_KEYS, GoalTotals } from './goal-totals.tsx';
import { ProfileFromCalculator } from './profile-from-calculator.tsx';
import { schemaValidation } from '#app/lib/forms/validation.ts';

export interface NutritionGoalsProps {
  readonly initial: StoredNutritionGoals | null;
  readonly energyUnit: EnergyUnit;
  readonly facts: BodyFacts;
  readonly profileExists: boolean;
  /** 'YYYY-MM-DD', the day a kept weight is logged for and a kept birth date is checked against. */
  readonly today: string;
}

export function NutritionGoalsSettings({ initial, energyUnit, facts, profileExists, today }: NutritionGoalsProps) {
  const { t } = useTranslation();
  const { data: stored, error } = useLiveDoc(nutritionGoalsDoc, {}, initial);
  const writer = useWriter();
  // Opened from a calculator ("Utiliser pour mes objectifs nutritionnels"): its figures prefill the
  // manual goals, to be checked and saved; nothing is saved without the person.
  const [searchParams] = useSearchParams();
  const [fromLink] = useState(() => goalsFromLink(searchParams));
  const [mode, setMode] = useState<NutritionGoalMode>(fromLink ? 'manuel' : (initial?.mode ?? 'auto'));

  /** Both modes save through here: schema first (in the data layer), then the merge write. */
  async function save(input: NutritionGoalsInput): Promise<boolean> {
    const ok = await writer.run((data) => data.set(nutritionGoalsDoc, {}, input, { merge: true }), t('settings:nutritionGoals.saveFailed'));
    if (ok) toast.success(t('settings:nutritionGoals.saved'));
    return ok;
  }

  return (
    <Page title={t('settings:nutritionGoals.title')} description={t('settings:nutritionGoals.description')} actions={<SaveIndicator status={writer.status} liveError={error} />}>
      <section className="panel stack" aria-labelledby="current-goals-title">
        <h2 id="current-goals-title">{t('settings:nutritionGoals.current')}</h2>
        {stored ? (
          <>
            <p className="muted">{t('settings:nutritionGoals.currentMode', { mode: t(`settings:nutritionGoals.modes.${stored.mode}`) })}</p>
            <GoalTotals goals={stored} energyUnit={energyUnit} testId="stored-goals" />
          </>
        ) : (
          <p className="muted">{t('settings:nutritionGoals.currentNone')}</p>
        )}
      </section>

      <fieldset className="choice-list mode-choice">
        <legend>{t('settings:nutritionGoals.mode')}</legend>
        {NUTRITION_GOAL_MODES.map((m) => (
          <label key={m} className="choice">
            <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
            <strong>{t(`settings:nutritionGoals.modes.${m}`)}</strong>
            <span className="muted">{t(`settings:nutritionGoals.modes.${m}Hint`)}</span>
          </label>
        ))}
      </fieldset>

      {mode === 'auto' ? (
        <AutoGoals facts={facts} energyUnit={energyUnit} onSave={save} busy={!writer.ready} />
      ) : (
        <ManualGoals stored={stored} fromLink={fromLink} energyUnit={energyUnit} onSave={save} busy={!writer.ready} />
      )}
      {fromLink ? <ProfileFromCalculator person={fromLink.person} facts={facts} profileExists={profileExists} today={today} /> : null}
    </Page>
  );
}

type ManualValues = Record<(typeof GOAL_KEYS)[number], string>;

const manualCandidate = (values: ManualValues) => ({ mode: 'manuel', ...Object.fromEntries(GOAL_KEYS.map((k) => [k, parseDecimal(values[k])])) });

interface ManualGoalsProps {
  readonly stored: StoredNutritionGoals | null;
  readonly fromLink: GoalsFromLink | null;
  readonly energyUnit: EnergyUnit;
  readonly onSave: (input: NutritionGoalsInput) => Promise<boolean>;
  readonly busy: boolean;
}

function ManualGoals({ stored, fromLink, energyUnit, onSave, busy }: ManualGoalsProps) {
  const { t } = useTranslation();
  const [initialValues] = useState(() => {
    const linked: Partial<Record<(typeof GOAL_KEYS)[number], number>> = fromLink?.values ?? {};
    return Object.fromEntries(GOAL_KEYS.map((k) => [k, String(linked[k] ?? stored?.[k] ?? '')])) as ManualValues;
  });
  const form = useForm({ values: initialValues, validate: (values: ManualValues) => schemaValidation(nutritionGoalsInputSchema, manualCandidate(values), NUTRITION_GOAL_BOUNDS) });
  const numbers = Object.fromEntries(GOAL_KEYS.map((k) => [k, parseDecimal(form.values[k])])) as Record<(typeof GOAL_KEYS)[number], number | null>;
  const macroKcal =
    numbers.proteinG !== null && numbers.carbsG !== null && numbers.fatG !== null
      ? numbers.proteinG * KCAL_PER_G.protein + numbers.carbsG * KCAL_PER_G.carbs + numbers.fatG * KCAL_PER_G.fat
      : null;
  const labels = Object.fromEntries(GOAL_KEYS.map((k) => [k, t(`settings:nutritionGoals.fields.${k}`)]));

  // The fields keep their values whatever happens: on failure nothing typed is lost.
  const onSubmit = form.submit((input) => void onSave(input));

  return (
    <form className="panel stack" onSubmit={onSubmit} noValidate aria-labelledby="manual-goals-title">
      <h2 id="manual-goals-title">{t('settings:nutritionGoals.manual.title')}</h2>
      {fromLink ? (
        <div className="callout" data-testid="goals-from-calculator">
          <p>{t('settings:nutritionGoals.fromCalculator', { calculator: t(`calculators:titles.${fromLink.source}`) })}</p>
          {fromLink.ignored ? <p>{t('settings:nutritionGoals.fromCalculatorIgnored')}</p> : null}
        </div>
      ) : null}
      <div className="form-grid">
        {GOAL_KEYS.map((k) => (
          <NumberField
            key={k}
            {...form.field(k)}
            integer
            label={labels[k]}
            unit={NUTRITION_GOAL_BOUNDS[k].unit}
            hint={k === 'kcal' && energyUnit === 'kj' && numbers.kcal !== null && Number.isFinite(numbers.kcal) ? t('settings:nutritionGoals.kjEquivalent', { kj: Math.round(kcalToKj(numbers.kcal)) }) : undefined}
          />
        ))}
      </div>
      {macroKcal !== null && numbers.kcal !== null && Number.isFinite(macroKcal) && Number.isFinite(numbers.kcal) ? (
        <p className="muted" role="status">
          {t('settings:nutritionGoals.manual.check', { kcal: formatNumber(Math.round(macroKcal)), diff: formatEnergy(macroKcal - numbers.kcal, 'kcal', { signed: true }) })}
        </p>
      ) : null}
      <ErrorSummary errors={form.errors} labels={labels} idOf={form.idOf} />
      <div className="form-actions">
        <SubmitButton busy={busy}>{t('settings:nutritionGoals.manual.save')}</SubmitButton>
      </div>
    </form>
  );
}
