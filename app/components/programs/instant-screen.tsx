import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWriter } from '#app/components/data/use-writer.ts';
import { ErrorSummary, NumberField } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { programDoc, programInputFrom } from '#app/lib/data/programs.ts';
import type { FieldMessage } from '#app/lib/forms/messages.ts';
import type { Validation } from '#app/lib/forms/validation.ts';
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

type InstantOptions = { minutes: string; equipment: Equipment[]; focus: InstantFocus; level: Level };
type CheckedOptions = Omit<InstantOptions, 'minutes'> & { minutes: number };

const FIRST_OPTIONS: InstantOptions = { minutes: '30', equipment: [], focus: 'corps-entier', level: 'debutant' };

function checkOptions(options: InstantOptions): Validation<CheckedOptions> {
  const minutes = wholeIn(options.minutes, INSTANT_MINUTES_RANGE, 'sessionMinutes');
  return typeof minutes === 'number' ? { ok: true, value: { ...options, minutes } } : { ok: false, errors: { minutes } };
}

/** The workout shown with the options and seed it came from, or why none could be made of them. */
type Generated = { workout: InstantWorkout; options: CheckedOptions; seed: number } | { failure: FieldMessage };

/**
 * A workout generated now. "Commencer" stores it as an archived one-day program (the session
 * screen starts from a program day, and the workout stays out of the active list); "Enregistrer"
 * keeps it as an active program to do again.
 */
export function InstantScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const writer = useWriter();
  const form = useForm({ values: FIRST_OPTIONS, validate: checkOptions });
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = generated && 'workout' in generated ? generated : null;

  function generate(options: CheckedOptions, seed: number) {
    try {
      setGenerated({ workout: generateInstantWorkout({ ...options, seed }), options, seed });
    } catch (error) {
      setGenerated({ failure: error instanceof TrainingError ? { key: error.key, params: error.params } : { key: 'programs:instant.failed' } });
    }
  }

  async function keep(start: boolean) {
    if (!shown) return;
    const { workout } = shown;
    setSaving(true);
    const draft = { name: workout.name, goal: 'forme' as const, level: shown.options.level, weeks: [{ days: [{ name: workout.name, exercises: workout.exercises }] }] };
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
          // Options that make no workout leave none on screen.
          if (!checkOptions(form.values).ok) setGenerated(null);
          form.submit((options) => generate(options, shown?.seed ?? DEFAULT_SEED))(event);
        }}
      >
        <h2 id="instant-options-title">{t('programs:instant.optionsTitle')}</h2>
        <ErrorSummary errors={form.errors} labels={{ minutes: t('programs:instant.minutes') }} idOf={form.idOf} />
        {generated && 'failure' in generated ? (
          <p className="form-error" role="alert">
            {t(generated.failure.key, generated.failure.params ?? {})}
          </p>
        ) : null}
        <NumberField
          {...form.field('minutes')}
          integer
          label={t('programs:instant.minutes')}
          hint={t('programs:instant.minutesHint', INSTANT_MINUTES_RANGE)}
        />
        <RadioCards legend={t('programs:instant.focus')} value={form.values.focus} onChange={(focus) => form.set('focus', focus)} options={INSTANT_FOCUSES.map((value) => ({ value, label: t(`programs:focus.${value}`) }))} />
        <RadioCards legend={t('programs:options.level')} value={form.values.level} onChange={(level) => form.set('level', level)} options={LEVELS.map((value) => ({ value, label: t(`programs:level.${value}`) }))} />
        <EquipmentField value={form.values.equipment} onChange={(equipment) => form.set('equipment', equipment)} />
        <div className="form-actions">
          <button type="submit" className="button primary">
            {t('programs:instant.generate')}
          </button>
        </div>
      </form>

      {shown ? (
        <section className="stack" aria-labelledby="instant-workout-title">
          <h2 id="instant-workout-title">{shown.workout.name}</h2>
          <ProgramWeeks weeks={[{ days: [{ name: t('programs:instant.dayName'), exercises: shown.workout.exercises }] }]} catalogue={BUILT_IN} />
          <div className="form-actions">
            <button type="button" className="button primary" onClick={() => void keep(true)} disabled={!writer.ready || saving}>
              {t('programs:instant.start')}
            </button>
            <button type="button" className="button" onClick={() => void keep(false)} disabled={!writer.ready || saving}>
              {t('programs:instant.save')}
            </button>
            <button type="button" className="button" onClick={() => generate(shown.options, shown.seed + 1)}>
              {t('programs:instant.another')}
            </button>
          </div>
        </section>
      ) : null}
    </Page>
  );
}
