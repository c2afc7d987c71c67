import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { runWrite } from '#app/components/data/write.ts';
import { FormError, NumberField, SelectField, SubmitButton, TextField } from '#app/components/ui/form.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { ACTIVITY_LEVELS, GOALS } from '#app/lib/calculators/index.ts';
import {
  DISPLAY_NAME_MAX,
  ENERGY_UNITS,
  PROFILE_BOUNDS,
  profileInputSchema,
  SEXES,
  type Profile,
  type ProfileInput,
} from '#app/lib/firebase/profile.ts';
import { ageOn, formatDecimalInput, isIsoDay, localIsoDay, parseDecimal } from '#app/lib/firebase/serialize.ts';
import { fieldErrorsFrom, type FieldErrors } from '#app/lib/firebase/validation.ts';

type Values = Record<keyof ProfileInput, string>;

function valuesOf(p: Profile): Values {
  return {
    displayName: p.displayName,
    sex: p.sex ?? '',
    birthDate: p.birthDate ?? '',
    heightCm: formatDecimalInput(p.heightCm),
    activityLevel: p.activityLevel ?? '',
    goal: p.goal ?? '',
    energyUnit: p.energyUnit,
  };
}

/** Form strings → the schema's input: empty choices are "not given" (null). */
export function toProfileInput(v: Values): Record<keyof ProfileInput, unknown> {
  return {
    displayName: v.displayName,
    sex: v.sex || null,
    birthDate: v.birthDate || null,
    heightCm: parseDecimal(v.heightCm),
    activityLevel: v.activityLevel || null,
    goal: v.goal || null,
    energyUnit: v.energyUnit,
  };
}

export function validateProfile(values: Values): { input: ProfileInput | null; errors: FieldErrors } {
  const candidate = toProfileInput(values);
  const parsed = profileInputSchema.safeParse(candidate);
  if (parsed.success) return { input: parsed.data, errors: {} };
  return { input: null, errors: fieldErrorsFrom(parsed.error.issues, candidate, PROFILE_BOUNDS) };
}

/**
 * The draft holds what the person typed; without a draft the fields show the live profile, so
 * a change saved in another tab appears here too. The draft is dropped only once the server
 * confirmed the write, so a refused write leaves every typed value in place.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const auth = useClientAuth();
  const [draft, setDraft] = useState<Values | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const values = draft ?? valuesOf(profile);
  // Day-dependent attributes wait for hydration: the server's day may not be the person's.
  const hydrated = useHydrated();

  const set = (key: keyof Values) => (value: string) => setDraft({ ...values, [key]: value });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (auth.status !== 'signed-in') return;
    const { input, errors: found } = validateProfile(values);
    setErrors(found);
    if (!input) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const uid = auth.user.uid;
    const submitted = values;
    void runWrite(
      async (firebase) => {
        const repo = await import('#app/lib/firebase/profile.client.ts');
        await repo.saveProfile(firebase.db, uid, input, profile.exists);
      },
      { failureTitle: t('profile:form.saveFailed'), t },
    ).then((ok) => {
      if (!ok) return;
      toast.success(t('profile:form.saved'));
      setDraft((current) => (current === submitted || current === null ? null : current));
    });
  }

  const age = isIsoDay(values.birthDate) ? ageOn(values.birthDate, localIsoDay()) : null;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form ref={formRef} className="stack" onSubmit={onSubmit} noValidate aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">{t('profile:identity.title')}</h2>
      <div className="form-grid">
        <TextField
          name="displayName"
          label={t('profile:fields.displayName')}
          value={values.displayName}
          onChange={set('displayName')}
          error={errors.displayName}
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX}
          required
        />
        <SelectField
          name="sex"
          label={t('profile:fields.sex')}
          hint={t('profile:fields.sexHint')}
          value={values.sex}
          onChange={set('sex')}
          error={errors.sex}
          placeholder={t('profile:fields.notGiven')}
          options={SEXES.map((s) => ({ value: s, label: t(`profile:sexes.${s}`) }))}
        />
        <TextField
          name="birthDate"
          type="date"
          label={t('profile:fields.birthDate')}
          hint={age !== null && age >= 0 ? t('profile:fields.birthDateHint', { age: t('profile:identity.age', { count: age }) }) : undefined}
          value={values.birthDate}
          onChange={set('birthDate')}
          error={errors.birthDate}
          autoComplete="bday"
          max={hydrated ? localIsoDay() : undefined}
        />
        <NumberField
          name="heightCm"
          label={t('profile:fields.heightCm')}
          unit={PROFILE_BOUNDS.heightCm.unit}
          value={values.heightCm}
          onChange={set('heightCm')}
          error={errors.heightCm}
        />
        <SelectField
          name="goal"
          label={t('profile:fields.goal')}
          value={values.goal}
          onChange={set('goal')}
          error={errors.goal}
          placeholder={t('profile:fields.notGiven')}
          options={GOALS.map((g) => ({ value: g, label: t(`calculators:goals.${g}`) }))}
        />
        <SelectField
          name="energyUnit"
          label={t('profile:fields.energyUnit')}
          value={values.energyUnit}
          onChange={set('energyUnit')}
          error={errors.energyUnit}
          options={ENERGY_UNITS.map((u) => ({ value: u, label: t(`profile:energyUnits.${u}`) }))}
        />
      </div>
      <fieldset className="choice-list" aria-describedby="activity-hint">
        <legend>{t('profile:fields.activityLevel')}</legend>
        <p id="activity-hint" className="field-hint">
          {t('profile:fields.activityHint')}
        </p>
        {ACTIVITY_LEVELS.map((level) => (
          <label key={level.id} className="choice">
            <input type="radio" name="activityLevel" value={level.id} checked={values.activityLevel === level.id} onChange={() => set('activityLevel')(level.id)} />
            <strong>{t(`calculators:activityLevels.${level.id}.label`)}</strong>
            <span className="muted">{t(`calculators:activityLevels.${level.id}.description`)}</span>
          </label>
        ))}
        {errors.activityLevel ? <p className="field-error">{t(errors.activityLevel.key, errors.activityLevel.params ?? {})}</p> : null}
      </fieldset>
      <FormError>{hasErrors ? t('common:form.checkFields') : null}</FormError>
      <div className="form-actions">
        <SubmitButton busy={auth.status !== 'signed-in'}>{t('profile:form.save')}</SubmitButton>
        {draft ? <span className="muted">{t('profile:form.unsaved')}</span> : null}
      </div>
    </form>
  );
}
