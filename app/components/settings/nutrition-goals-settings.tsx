import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { useLive, type Watcher } from '#app/components/data/use-live.ts';
import { runWrite } from '#app/components/data/write.ts';
import { FormError, NumberField, SubmitButton } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { KCAL_PER_G } from '#app/lib/calculators/index.ts';
import type { Profile } from '#app/lib/firebase/profile.ts';
import { parseDecimal } from '#app/lib/firebase/serialize.ts';
import {
  KJ_PER_KCAL,
  NUTRITION_GOAL_BOUNDS,
  NUTRITION_GOAL_MODES,
  nutritionGoalsInputSchema,
  type NutritionGoalMode,
  type NutritionGoalsInput,
  type StoredNutritionGoals,
} from '#app/lib/firebase/settings.ts';
import { fieldErrorsFrom, type FieldErrors } from '#app/lib/firebase/validation.ts';
import { AutoGoals } from './auto-goals.tsx';
import { GOAL_KEYS, GoalTotals } from './goal-totals.tsx';

const watchGoals: Watcher<StoredNutritionGoals | null> = async ({ firebase, uid }, emit, fail) => {
  const repo = await import('#app/lib/firebase/settings.client.ts');
  return repo.watchNutritionGoals(firebase.db, uid, emit, fail);
};

const whole = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0, signDisplay: 'exceptZero' });

export interface NutritionGoalsProps {
  readonly initial: StoredNutritionGoals | null;
  readonly profile: Profile;
  readonly latestWeight: { weightKg: number; date: string } | null;
}

export function NutritionGoalsSettings({ initial, profile, latestWeight }: NutritionGoalsProps) {
  const { t } = useTranslation();
  const auth = useClientAuth();
  const { data: stored, pending, error } = useLive(initial, watchGoals);
  const [mode, setMode] = useState<NutritionGoalMode>(initial?.mode ?? 'auto');

  /** Both modes save through here: schema first, then the merge write. */
  async function save(input: NutritionGoalsInput): Promise<boolean> {
    if (auth.status !== 'signed-in') return false;
    const uid = auth.user.uid;
    const ok = await runWrite(
      async (firebase) => {
        const repo = await import('#app/lib/firebase/settings.client.ts');
        await repo.saveNutritionGoals(firebase.db, uid, input);
      },
      { failureTitle: t('settings:nutritionGoals.saveFailed'), t },
    );
    if (ok) toast.success(t('settings:nutritionGoals.saved'));
    return ok;
  }

  return (
    <Page title={t('settings:nutritionGoals.title')} description={t('settings:nutritionGoals.description')} actions={<SaveIndicator pending={pending} error={error} />}>
      <section className="panel stack" aria-labelledby="current-goals-title">
        <h2 id="current-goals-title">{t('settings:nutritionGoals.current')}</h2>
        {stored ? (
          <>
            <p className="muted">{t('settings:nutritionGoals.currentMode', { mode: t(`settings:nutritionGoals.modes.${stored.mode}`) })}</p>
            <GoalTotals goals={stored} energyUnit={profile.energyUnit} testId="stored-goals" />
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
        <AutoGoals profile={profile} latestWeight={latestWeight} onSave={save} busy={auth.status !== 'signed-in'} />
      ) : (
        <ManualGoals stored={stored} energyUnit={profile.energyUnit} onSave={save} busy={auth.status !== 'signed-in'} />
      )}
    </Page>
  );
}

type ManualValues = Record<(typeof GOAL_KEYS)[number], string>;

function ManualGoals({ stored, energyUnit, onSave, busy }: { stored: StoredNutritionGoals | null; energyUnit: Profile['energyUnit']; onSave: (input: NutritionGoalsInput) => Promise<boolean>; busy: boolean }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ManualValues>(() =>
    Object.fromEntries(GOAL_KEYS.map((k) => [k, stored ? String(stored[k]) : ''])) as ManualValues,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const numbers = Object.fromEntries(GOAL_KEYS.map((k) => [k, parseDecimal(values[k])])) as Record<(typeof GOAL_KEYS)[number], number | null>;
  const macroKcal =
    numbers.proteinG !== null && numbers.carbsG !== null && numbers.fatG !== null
      ? numbers.proteinG * KCAL_PER_G.protein + numbers.carbsG * KCAL_PER_G.carbs + numbers.fatG * KCAL_PER_G.fat
      : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const candidate = { mode: 'manuel', ...numbers };
    const parsed = nutritionGoalsInputSchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues, candidate, NUTRITION_GOAL_BOUNDS));
      return;
    }
    setErrors({});
    // The fields keep their values whatever happens: on failure nothing typed is lost.
    void onSave(parsed.data);
  }

  return (
    <form className="panel stack" onSubmit={onSubmit} noValidate aria-labelledby="manual-goals-title">
      <h2 id="manual-goals-title">{t('settings:nutritionGoals.manual.title')}</h2>
      <div className="form-grid">
        {GOAL_KEYS.map((k) => (
          <NumberField
            key={k}
            name={k}
            integer
            label={t(`settings:nutritionGoals.fields.${k}`)}
            unit={NUTRITION_GOAL_BOUNDS[k].unit}
            value={values[k]}
            onChange={(v) => setValues((current) => ({ ...current, [k]: v }))}
            error={errors[k]}
            hint={k === 'kcal' && energyUnit === 'kj' && numbers.kcal !== null && Number.isFinite(numbers.kcal) ? t('settings:nutritionGoals.kjEquivalent', { kj: Math.round(numbers.kcal * KJ_PER_KCAL) }) : undefined}
          />
        ))}
      </div>
      {macroKcal !== null && numbers.kcal !== null && Number.isFinite(macroKcal) && Number.isFinite(numbers.kcal) ? (
        <p className="muted" role="status">
          {t('settings:nutritionGoals.manual.check', { kcal: new Intl.NumberFormat('fr-FR').format(Math.round(macroKcal)), diff: `${whole.format(Math.round(macroKcal - numbers.kcal))} kcal` })}
        </p>
      ) : null}
      <FormError>{Object.keys(errors).length ? t('common:form.checkFields') : null}</FormError>
      <div className="form-actions">
        <SubmitButton busy={busy}>{t('settings:nutritionGoals.manual.save')}</SubmitButton>
      </div>
    </form>
  );
}
