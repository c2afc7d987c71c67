import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriter } from '#app/components/data/use-writer.ts';
import { SubmitButton, TextField } from '#app/components/ui/form.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { profileWritesFrom, type PersonFact, type PersonFromLink, type ProfileWrites } from '#app/lib/calculators/goals-link.ts';
import type { BodyFacts } from '#app/lib/data/body-facts.ts';
import { measurementDoc, NO_MEASURES } from '#app/lib/data/measurements.ts';
import { profileDoc } from '#app/lib/data/profile.ts';
import { ageOn } from '#app/lib/dates/index.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import type { Validation } from '#app/lib/forms/validation.ts';

interface ProfileFromCalculatorProps {
  readonly person: PersonFromLink;
  readonly facts: BodyFacts;
  readonly profileExists: boolean;
  readonly today: string;
}

/**
 * Opened from a calculator: offers to keep the sex, age, weight and height typed there, each by an
 * explicit choice (nothing is checked beforehand). Only facts that differ from the profile are
 * offered; the weight is saved as today's weigh-in, and the age through a birth date that gives it.
 */
export function ProfileFromCalculator({ person, facts, profileExists, today }: ProfileFromCalculatorProps) {
  const { t } = useTranslation();
  const writer = useWriter();
  const [chosen, setChosen] = useState<ReadonlySet<PersonFact>>(new Set());
  const form = useForm({
    values: { birthDate: '' },
    validate: ({ birthDate }): Validation<ProfileWrites> => {
      const writes = profileWritesFrom(person, chosen, birthDate, (day) => ageOn(day, today));
      if (typeof writes !== 'string') return { ok: true, value: writes };
      return { ok: false, errors: { birthDate: { key: `settings:profileFromCalculator.${writes}`, params: { count: person.age ?? 0 } } } };
    },
  });
  const [saved, setSaved] = useState(false);

  const offered: { fact: PersonFact; label: string; current: string | null }[] = [];
  if (person.sex && person.sex !== facts.sex) {
    offered.push({ fact: 'sex', label: t('settings:profileFromCalculator.sex', { value: t(`profile:sexes.${person.sex}`) }), current: facts.sex ? t(`profile:sexes.${facts.sex}`) : null });
  }
  if (person.age !== undefined && person.age !== facts.age) {
    offered.push({ fact: 'age', label: t('settings:profileFromCalculator.age', { count: person.age }), current: facts.age === null ? null : t('settings:profileFromCalculator.ageValue', { count: facts.age }) });
  }
  if (person.heightCm !== undefined && person.heightCm !== facts.heightCm) {
    offered.push({ fact: 'heightCm', label: t('settings:profileFromCalculator.height', { value: formatNumber(person.heightCm, 1, { trimZeros: true }) }), current: facts.heightCm === null ? null : `${formatNumber(facts.heightCm, 1, { trimZeros: true })} cm` });
  }
  const latestWeight = facts.latest.weightKg;
  if (person.weightKg !== undefined && person.weightKg !== latestWeight?.value) {
    offered.push({ fact: 'weightKg', label: t('settings:profileFromCalculator.weight', { value: formatNumber(person.weightKg, 1, { trimZeros: true }) }), current: latestWeight ? `${formatNumber(latestWeight.value, 1, { trimZeros: true })} kg` : null });
  }
  if (saved || offered.length === 0) return null;

  function toggle(fact: PersonFact, on: boolean) {
    setChosen((was) => {
      const next = new Set(was);
      if (on) next.add(fact);
      else next.delete(fact);
      return next;
    });
  }

  const onSubmit = form.submit((writes) => {
    const profileFields = Object.keys(writes.profile).length > 0;
    if (!profileFields && writes.weightKg === null) return;
    void writer
      .run(
        (data) =>
          Promise.all([
            profileFields ? data.set(profileDoc, {}, writes.profile, { merge: true, creating: !profileExists }) : null,
            writes.weightKg === null
              ? null
              : data.add(measurementDoc, {}, { ...NO_MEASURES, date: today, weightKg: writes.weightKg, notes: '' }),
          ]),
        t('settings:profileFromCalculator.saveFailed'),
      )
      .then((ok) => {
        if (!ok) return;
        toast.success(t('settings:profileFromCalculator.saved'));
        setSaved(true);
      });
  });

  return (
    <form className="panel stack" onSubmit={onSubmit} noValidate aria-labelledby="profile-offer-title" data-testid="profile-from-calculator">
      <h2 id="profile-offer-title">{t('settings:profileFromCalculator.title')}</h2>
      <p className="muted">{t('settings:profileFromCalculator.hint')}</p>
      <fieldset className="choice-list">
        <legend className="visually-hidden">{t('settings:profileFromCalculator.legend')}</legend>
        {offered.map(({ fact, label, current }) => (
          <label key={fact} className="choice">
            <input type="checkbox" name={fact} checked={chosen.has(fact)} onChange={(e) => toggle(fact, e.target.checked)} />
            <strong>{label}</strong>
            <span className="muted">{current === null ? t('settings:profileFromCalculator.currentNone') : t('settings:profileFromCalculator.current', { value: current })}</span>
          </label>
        ))}
      </fieldset>
      {chosen.has('age') ? (
        <TextField
          {...form.field('birthDate')}
          type="date"
          label={t('settings:profileFromCalculator.birthDate')}
          hint={t('settings:profileFromCalculator.birthDateHint', { count: person.age ?? 0 })}
          max={today}
        />
      ) : null}
      <div className="form-actions">
        <SubmitButton busy={!writer.ready} disabled={chosen.size === 0}>
          {t('settings:profileFromCalculator.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
