import { useTranslation } from 'react-i18next';
import type { Writer } from '#app/components/data/use-writer.ts';
import { ErrorSummary, NumberField, SelectField, SubmitButton, TextField } from '#app/components/ui/form.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { useHydrated } from '#app/components/ui/use-hydrated.ts';
import { ACTIVITY_LEVELS, GOALS } from '#app/lib/calculators/index.ts';
import { ageOn, localIsoDay } from '#app/lib/dates/index.ts';
import { DISPLAY_NAME_MAX, PROFILE_BOUNDS, profileDoc, profileInputSchema, type Profile, type ProfileInput } from '#app/lib/data/profile.ts';
import { ENERGY_UNITS, formatDecimalInput, parseDecimal } from '#app/lib/format/index.ts';
import { SEXES } from '#app/lib/person/sex.ts';
import { schemaValidation } from '#app/lib/forms/validation.ts';

type Values = Record<keyof ProfileInput, string>;

function valuesOf(p: Profile, accountName: string): Values {
  return {
    displayName: p.displayName ?? accountName,
    sex: p.sex ?? '',
    birthDate: p.birthDate ?? '',
    heightCm: formatDecimalInput(p.heightCm),
    activityLevel: p.activityLevel ?? '',
    goal: p.goal ?? '',
    energyUnit: p.energyUnit,
  };
}

/** Form strings → the schema's input: empty choices are "not given" (null). */
function toProfileInput(v: Values): Record<keyof ProfileInput, unknown> {
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

const validateProfile = (values: Values) => schemaValidation(profileInputSchema, toProfileInput(values), PROFILE_BOUNDS);

/**
 * Until the person types, the fields show the live profile, so a change saved in another tab
 * appears here too. What they typed is dropped only once the server confirmed the write, so a
 * refused write leaves every typed value in place.
 */
export function ProfileForm({ profile, accountName, writer }: { profile: Profile; accountName: string; writer: Writer }) {
  const { t } = useTranslation();
  const form = useForm({ values: valuesOf(profile, accountName), validate: validateProfile });
  const { values } = form;
  // Day-dependent attributes wait for hydration: the server's day may not be the person's.
  const hydrated = useHydrated();

  const onSubmit = form.submit((input, submitted) => {
    void writer.run((data) => data.set(profileDoc, {}, input, { merge: true, creating: !profile.exists }), t('profile:form.saveFailed')).then((ok) => {
      if (!ok) return;
      toast.success(t('profile:form.saved'));
      form.discard(submitted);
    });
  });

  const age = hydrated ? ageOn(values.birthDate, localIsoDay()) : null;
  const labels = {
    displayName: t('profile:fields.displayName'),
    sex: t('profile:fields.sex'),
    birthDate: t('profile:fields.birthDate'),
    heightCm: t('profile:fields.heightCm'),
    goal: t('profile:fields.goal'),
    energyUnit: t('profile:fields.energyUnit'),
    activityLevel: t('profile:fields.activityLevel'),
  };

  return (
    <form className="stack" onSubmit={onSubmit} noValidate aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">{t('profile:identity.title')}</h2>
      <div className="form-grid">
        <TextField {...form.field('displayName')} label={labels.displayName} autoComplete="nickname" maxLength={DISPLAY_NAME_MAX} required />
        <SelectField
          {...form.field('sex')}
          label={labels.sex}
          hint={t('profile:fields.sexHint')}
          placeholder={t('profile:fields.notGiven')}
          options={SEXES.map((s) => ({ value: s, label: t(`profile:sexes.${s}`) }))}
        />
        <TextField
          {...form.field('birthDate')}
          type="date"
          label={labels.birthDate}
          hint={age !== null ? t('profile:fields.birthDateHint', { age: t('profile:identity.age', { count: age }) }) : undefined}
          autoComplete="bday"
          max={hydrated ? localIsoDay() : undefined}
        />
        <NumberField {...form.field('heightCm')} label={labels.heightCm} unit={PROFILE_BOUNDS.heightCm.unit} />
        <SelectField
          {...form.field('goal')}
          label={labels.goal}
          placeholder={t('profile:fields.notGiven')}
          options={GOALS.map((g) => ({ value: g, label: t(`calculators:goals.${g}`) }))}
        />
        <SelectField {...form.field('energyUnit')} label={labels.energyUnit} options={ENERGY_UNITS.map((u) => ({ value: u, label: t(`profile:energyUnits.${u}`) }))} />
      </div>
      <fieldset className="choice-list" aria-describedby="activity-hint">
        <legend>{labels.activityLevel}</legend>
        <p id="activity-hint" className="field-hint">
          {t('profile:fields.activityHint')}
        </p>
        {ACTIVITY_LEVELS.map((level, index) => (
          <label key={level.id} className="choice">
            <input
              type="radio"
              id={index === 0 ? form.idOf('activityLevel') : undefined}
              name="activityLevel"
              value={level.id}
              checked={values.activityLevel === level.id}
              onChange={() => form.set('activityLevel', level.id)}
            />
            <strong>{t(`calculators:activityLevels.${level.id}.label`)}</strong>
            <span className="muted">{t(`calculators:activityLevels.${level.id}.description`)}</span>
          </label>
        ))}
        {form.errors.activityLevel ? <p className="field-error">{t(form.errors.activityLevel.key, form.errors.activityLevel.params ?? {})}</p> : null}
      </fieldset>
      <ErrorSummary errors={form.errors} labels={labels} idOf={form.idOf} />
      <div className="form-actions">
        <SubmitButton busy={!writer.ready}>{t('profile:form.save')}</SubmitButton>
        {form.dirty ? <span className="muted">{t('profile:form.unsaved')}</span> : null}
      </div>
    </form>
  );
}
