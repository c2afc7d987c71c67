import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWriter } from '#app/components/data/use-writer.ts';
import { ErrorSummary, NumberField } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { programDoc, programInputFrom } from '#app/lib/data/programs.ts';
import type { FieldErrors } from '#app/lib/forms/messages.ts';
import {
  DEFAULT_SEED,
  generateInstantWorkout,
  INSTANT_FOCUSES,
  INSTANT_MINUTES_RANGE,
  LEVELS,
  TrainingError,
  type Equipment,
  type InstantFocus,
  type InstantWorkout,
  type Level,
} from '#app/lib/training/index.ts';
import { catalogueWith } from './catalogue.ts';
import { EquipmentField, RadioCards, wholeIn } from './option-fields.tsx';
import { ProgramWeeks } from './program-weeks.tsx';

const BUILT_IN = catalogueWith([]);

/**
 * A workout generated now. "Commencer" stores it as an archived one-day program (the session
 * screen starts from a program day, and the workout stays out of the active list); "Enregistrer"
 * keeps it as an active program to do again.
 */
export function InstantScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const writer = useWriter();
  const [minutes, setMinutes] = useState('30');
  const [equipment, setEquipment] = useState<Equipment[]>([]);
  const [focus, setFocus] = useState<InstantFocus>('corps-entier');
  const [level, setLevel] = useState<Level>('debutant');
  const [seed, setSeed] = useState(DEFAULT_SEED);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [workout, setWorkout] = useState<InstantWorkout | null>(null);
  const [saving, setSaving] = useState(false);

  function generate(withSeed: number) {
    const duration = wholeIn(minutes, INSTANT_MINUTES_RANGE, 'sessionMinutes');
    if (typeof duration !== 'number') {
      setErrors({ minutes: duration });
      setWorkout(null);
      return;
    }
    try {
      setWorkout(generateInstantWorkout({ minutes: duration, equipment, focus, level, seed: withSeed }));
      setSeed(withSeed);
      setErrors({});
    } catch (error) {
      setWorkout(null);
      setErrors({ form: error instanceof TrainingError ? { key: error.key, params: error.params } : { key: 'programs:instant.failed' } });
    }
  }

  async function keep(start: boolean) {
    if (!workout) return;
    setSaving(true);
    const draft = { name: workout.name, goal: 'forme' as const, level, weeks: [{ days: [{ name: workout.name, exercises: workout.exercises }] }] };
    let id = '';
    const ok = await writer.run(async (data) => {
      id = await data.add(programDoc, {}, { ...programInputFrom(draft, 'instant'), archived: start });
    }, t('programs:instant.saveFailed'));
    setSaving(false);
    if (ok) void navigate(start ? `/sessions/new/${id}/1/0` : `/programs/${id}`);
  }

  return (
    <Page title={t('programs:instant.title')} description={t('programs:instant.description')} actions={<SaveIndicator status={writer.status} />}>
      <form
        className="panel stack"
        noValidate
        aria-labelledby="instant-options-title"
        onSubmit={(event) => {
          event.preventDefault();
          generate(seed);
        }}
      >
        <h2 id="instant-options-title">{t('programs:instant.optionsTitle')}</h2>
        <ErrorSummary errors={errors} labels={{ minutes: t('programs:instant.minutes') }} idOf={(name) => `instant-${name}`} />
        {errors.form ? (
          <p className="form-error" role="alert">
            {t(errors.form.key, errors.form.params ?? {})}
          </p>
        ) : null}
        <NumberField
          id="instant-minutes"
          name="minutes"
          integer
          label={t('programs:instant.minutes')}
          hint={t('programs:instant.minutesHint', INSTANT_MINUTES_RANGE)}
          value={minutes}
          onChange={setMinutes}
          error={errors.minutes}
        />
        <RadioCards legend={t('programs:instant.focus')} value={focus} onChange={setFocus} options={INSTANT_FOCUSES.map((value) => ({ value, label: t(`programs:focus.${value}`) }))} />
        <RadioCards legend={t('programs:options.level')} value={level} onChange={setLevel} options={LEVELS.map((value) => ({ value, label: t(`programs:level.${value}`) }))} />
        <EquipmentField value={equipment} onChange={setEquipment} />
        <div className="form-actions">
          <button type="submit" className="button primary">
            {t('programs:instant.generate')}
          </button>
        </div>
      </form>

      {workout ? (
        <section className="stack" aria-labelledby="instant-workout-title">
          <h2 id="instant-workout-title">{workout.name}</h2>
          <ProgramWeeks weeks={[{ days: [{ name: t('programs:instant.dayName'), exercises: workout.exercises }] }]} catalogue={BUILT_IN} />
          <div className="form-actions">
            <button type="button" className="button primary" onClick={() => void keep(true)} disabled={!writer.ready || saving}>
              {t('programs:instant.start')}
            </button>
            <button type="button" className="button" onClick={() => void keep(false)} disabled={!writer.ready || saving}>
              {t('programs:instant.save')}
            </button>
            <button type="button" className="button" onClick={() => generate(seed + 1)}>
              {t('programs:instant.another')}
            </button>
          </div>
        </section>
      ) : null}
    </Page>
  );
}
