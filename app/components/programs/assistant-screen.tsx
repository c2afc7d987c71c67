import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWriter } from '#app/components/data/use-writer.ts';
import { ErrorSummary, NumberField, TextField } from '#app/components/ui/form.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { equipmentDoc, storedEquipment } from '#app/lib/data/equipment.ts';
import { NAME_MAX, programDoc, programInputFrom } from '#app/lib/data/programs.ts';
import type { FieldMessage } from '#app/lib/forms/messages.ts';
import type { Validation } from '#app/lib/forms/validation.ts';
import {
  DEFAULT_SEED,
  GOALS,
  LEVELS,
  PROGRAM_OPTION_RANGES,
  generateProgram,
  replacementsFor,
  TrainingError,
  type Equipment,
  type Exercise,
  type Goal,
  type Level,
  type ProgramDraft,
} from '#app/lib/training/index.ts';
import { useCatalogue } from './catalogue.ts';
import { EquipmentField, RadioCards, wholeIn } from './option-fields.tsx';
import { ProgramWeeks } from './program-weeks.tsx';
import { ReplaceDialog } from './replace-dialog.tsx';

const STEPS = ['goal', 'rhythm', 'equipment', 'preview'] as const;
type Step = (typeof STEPS)[number];

type Rhythm = { daysPerWeek: string; weeks: string; sessionMinutes: string };
type RhythmNumbers = { [K in keyof Rhythm]: number };
const RHYTHM_FIELDS = ['daysPerWeek', 'weeks', 'sessionMinutes'] as const satisfies readonly (keyof Rhythm)[];
const FIRST_RHYTHM: Rhythm = { daysPerWeek: '3', weeks: '8', sessionMinutes: '60' };

function checkRhythm(rhythm: Rhythm): Validation<RhythmNumbers> {
  const numbers: Partial<RhythmNumbers> = {};
  const errors: Partial<Record<keyof Rhythm, FieldMessage>> = {};
  for (const field of RHYTHM_FIELDS) {
    const value = wholeIn(rhythm[field], PROGRAM_OPTION_RANGES[field], field);
    if (typeof value === 'number') numbers[field] = value;
    else errors[field] = value;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: numbers as RhythmNumbers };
}

function checkName(values: { name: string }): Validation<string> {
  const name = values.name.trim();
  if (!name) return { ok: false, errors: { name: { key: 'common:form.required' } } };
  if (name.length > NAME_MAX) return { ok: false, errors: { name: { key: 'common:form.tooLong', params: { max: NAME_MAX } } } };
  return { ok: true, value: name };
}
type Replacing = { dayIndex: number; exerciseIndex: number; exercise: Exercise };

/** Puts `replacement` in place of the exercise at that place of the day, in every week. */
function replaceEverywhere(draft: ProgramDraft, dayIndex: number, exerciseIndex: number, replacement: string): ProgramDraft {
  return {
    ...draft,
    weeks: draft.weeks.map((week) => ({
      days: week.days.map((day, index) =>
        index !== dayIndex ? day : { ...day, exercises: day.exercises.map((p, i) => (i === exerciseIndex ? { ...p, exerciseId: replacement } : p)) },
      ),
    })),
  };
}

/**
 * `knownEquipment`: what the person said they have (settings/equipment), the equipment step's
 * starting answer; null when never said, and then the answer given here is stored as theirs, so
 * the equivalents and the replace dialogs follow it without asking twice. Once stored it changes
 * only from "Mon matériel": one program's answer (a hotel gym week) does not overwrite it.
 */
export function AssistantScreen({ custom, knownEquipment }: { custom: Exercise[]; knownEquipment: Equipment[] | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const writer = useWriter();
  const catalogue = useCatalogue(custom);
  const heading = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<Step>('goal');
  const [goal, setGoal] = useState<Goal>('hypertrophie');
  const [level, setLevel] = useState<Level>('debutant');
  const rhythmForm = useForm({ values: FIRST_RHYTHM, validate: checkRhythm });
  const [equipment, setEquipment] = useState<Equipment[]>(knownEquipment ?? ['halteres', 'barre', 'banc', 'rack', 'machine', 'poulie', 'barre-traction']);
  const [seed, setSeed] = useState(DEFAULT_SEED);
  const [draft, setDraft] = useState<ProgramDraft | null>(null);
  const nameForm = useForm({ values: { name: '' }, validate: checkName });
  const [failure, setFailure] = useState<string | null>(null);
  const [replacing, setReplacing] = useState<Replacing | null>(null);
  const [saving, setSaving] = useState(false);

  const stepIndex = STEPS.indexOf(step);
  const go = (next: Step) => {
    setStep(next);
    // The new step's heading takes the focus, so a screen reader announces where the person is.
    requestAnimationFrame(() => heading.current?.focus());
  };

  function generate(withSeed: number) {
    // The rhythm step lets no invalid rhythm through, so this only guards the types.
    const rhythm = checkRhythm(rhythmForm.values);
    if (!rhythm.ok) return go('rhythm');
    try {
      const generated = generateProgram({ goal, level, equipment, seed: withSeed, ...rhythm.value });
      setDraft(generated);
      nameForm.restart({ name: generated.name });
      setSeed(withSeed);
      setFailure(null);
      go('preview');
    } catch (error) {
      setFailure(error instanceof TrainingError ? t(error.key, error.params) : t('programs:assistant.failed'));
    }
  }

  async function save(trimmed: string) {
    if (!draft) return;
    setSaving(true);
    let id = '';
    const ok = await writer.run(async (data) => {
      id = await data.add(programDoc, {}, programInputFrom({ ...draft, name: trimmed }, 'assistant'));
    }, t('programs:assistant.saveFailed'));
    // Not blocking the way to the new program: a failure is told by its own toast.
    if (ok && knownEquipment === null) {
      await writer.run((data) => data.set(equipmentDoc, {}, { equipment: storedEquipment(equipment) }, { merge: true }), t('programs:assistant.equipmentSaveFailed'));
    }
    setSaving(false);
    if (ok) void navigate(`/programs/${id}`);
  }

  const rhythmLabels = {
    daysPerWeek: t('programs:options.daysPerWeek'),
    weeks: t('programs:options.weeks'),
    sessionMinutes: t('programs:options.sessionMinutes'),
  };

  return (
    <Page title={t('programs:new.title')} description={t('programs:new.description')} actions={<SaveIndicator status={writer.status} />}>
      <ol className="stepper" aria-label={t('programs:assistant.steps')}>
        {STEPS.map((name, index) => (
          <li key={name} aria-current={name === step ? 'step' : undefined} data-done={index < stepIndex || undefined}>
            {t(`programs:assistant.step.${name}`)}
          </li>
        ))}
      </ol>

      <section className="panel stack assistant-step" aria-labelledby="assistant-step-title">
        <h2 id="assistant-step-title" ref={heading} tabIndex={-1}>
          {t('programs:assistant.stepTitle', { number: stepIndex + 1, total: STEPS.length, name: t(`programs:assistant.step.${step}`) })}
        </h2>

        {step === 'goal' ? (
          <>
            <RadioCards
              legend={t('programs:options.goal')}
              value={goal}
              onChange={setGoal}
              options={GOALS.map((value) => ({ value, label: t(`programs:goal.${value}`), hint: t(`programs:goalHint.${value}`) }))}
            />
            <RadioCards
              legend={t('programs:options.level')}
              value={level}
              onChange={setLevel}
              options={LEVELS.map((value) => ({ value, label: t(`programs:level.${value}`), hint: t(`programs:levelHint.${value}`) }))}
            />
            <div className="form-actions">
              <button type="button" className="button primary" onClick={() => go('rhythm')}>
                {t('programs:assistant.next')}
              </button>
            </div>
          </>
        ) : null}

        {step === 'rhythm' ? (
          <form className="stack" noValidate onSubmit={(event) => rhythmForm.submit(() => go('equipment'))(event)}>
            <ErrorSummary errors={rhythmForm.errors} labels={rhythmLabels} idOf={rhythmForm.idOf} />
            <div className="form-grid">
              {RHYTHM_FIELDS.map((field) => (
                <NumberField
                  key={field}
                  {...rhythmForm.field(field)}
                  integer
                  label={rhythmLabels[field]}
                  hint={t(`programs:options.${field}Hint`, PROGRAM_OPTION_RANGES[field])}
                />
              ))}
            </div>
            <div className="form-actions">
              <button type="button" className="button" onClick={() => go('goal')}>
                {t('programs:assistant.back')}
              </button>
              <button type="submit" className="button primary">
                {t('programs:assistant.next')}
              </button>
            </div>
          </form>
        ) : null}

        {step === 'equipment' ? (
          <>
            <EquipmentField value={equipment} onChange={setEquipment} />
            {knownEquipment === null ? <p className="muted">{t('programs:assistant.equipmentStored')}</p> : null}
            {failure ? (
              <p className="form-error" role="alert">
                {failure}
              </p>
            ) : null}
            <div className="form-actions">
              <button type="button" className="button" onClick={() => go('rhythm')}>
                {t('programs:assistant.back')}
              </button>
              <button type="button" className="button primary" onClick={() => generate(seed)}>
                {t('programs:assistant.generate')}
              </button>
            </div>
          </>
        ) : null}

        {step === 'preview' && draft ? (
          <>
            <p className="muted">{t('programs:assistant.previewHint')}</p>
            <form className="stack" noValidate onSubmit={nameForm.submit((name) => void save(name))}>
              <TextField {...nameForm.field('name')} label={t('programs:assistant.name')} maxLength={NAME_MAX} />
              <div className="form-actions">
                <button type="button" className="button" onClick={() => go('equipment')}>
                  {t('programs:assistant.back')}
                </button>
                <button type="button" className="button" onClick={() => generate(seed + 1)}>
                  {t('programs:assistant.regenerate')}
                </button>
                <button type="submit" className="button primary" disabled={!writer.ready || saving} aria-busy={saving || undefined}>
                  {t('programs:assistant.save')}
                </button>
              </div>
            </form>
            <ProgramWeeks
              weeks={draft.weeks}
              catalogue={catalogue}
              exerciseActions={(week, dayIndex, exerciseIndex) => {
                const exercise = catalogue.find(draft.weeks[week - 1]!.days[dayIndex]!.exercises[exerciseIndex]!.exerciseId);
                return week === 1 && exercise ? (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('programs:replace.label', { name: exercise.name })}
                    onClick={() => setReplacing({ dayIndex, exerciseIndex, exercise })}
                  >
                    {t('programs:replace.action')}
                  </button>
                ) : null;
              }}
            />
            <p className="muted">{t('programs:assistant.replaceHint')}</p>
          </>
        ) : null}
      </section>

      <ReplaceDialog
        exercise={replacing?.exercise ?? null}
        choices={replacing && draft ? replacementsFor(replacing.exercise.id, equipment, catalogue.all).filter((choice) => !draft.weeks[0]!.days[replacing.dayIndex]!.exercises.some((p) => p.exerciseId === choice.id)) : []}
        onClose={() => setReplacing(null)}
        onChoose={(choice) => {
          if (replacing && draft) setDraft(replaceEverywhere(draft, replacing.dayIndex, replacing.exerciseIndex, choice.id));
          setReplacing(null);
        }}
      />
    </Page>
  );
}
