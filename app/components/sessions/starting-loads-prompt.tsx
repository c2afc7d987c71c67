import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriter } from '#app/components/data/use-writer.ts';
import { NumberField, SelectField } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { NO_STARTING_LOAD, startingLoadDoc, type StartingLoadChoice } from '#app/lib/data/starting-loads.ts';
import type { Session } from '#app/lib/data/sessions.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import { withStartingLoads, type StartingLoadGap } from '#app/lib/sessions/session-model.ts';
import { readStartingLoadFields, STARTING_LOAD_MODES, type StartingLoadFields } from '#app/lib/sessions/starting-load-form.ts';
import { subscribeStoredSession } from '#app/lib/sessions/session-in-progress.ts';
import { readStoredSession } from '#app/lib/sessions/stored-session.ts';
import { loadableKg, type PlateSetup } from '#app/lib/training/index.ts';
import { startingLoadFrom, startingWeightKg, type StartingLoad, type StartingLoadNeed } from '#app/lib/training/starting-load.ts';

const kg = (value: number) => formatNumber(value, 2, { trimZeros: true });

type Props = {
  path: string;
  fresh: Session;
  /** The day's exercises with nothing to start from (startingLoadGaps); none: no prompt. */
  gaps: readonly StartingLoadGap[];
  plates: PlateSetup;
  children: (fresh: Session) => ReactNode;
};

/**
 * Before a program day whose %1RM or rule-driven exercises have nothing to start from (nothing
 * lifted yet, nothing given): a short prompt asks, per exercise, a 1RM, a working weight or a
 * recent set. What is given is kept per exercise for every program, and the day opens with it;
 * an exercise left without a load is not asked for again (the program's page gives one later).
 * A session this browser already holds for the day opens as it is.
 */
export function StartingLoadsGate({ path, fresh, gaps, plates, children }: Props) {
  const stored = useSyncExternalStore(subscribeStoredSession, readStoredSession, () => null);
  const [started, setStarted] = useState<Session | null>(null);
  if (started) return children(started);
  if (!gaps.length || stored?.path === path) return children(fresh);
  return <StartingLoadsPrompt fresh={fresh} gaps={gaps} plates={plates} onStart={setStarted} />;
}

function StartingLoadsPrompt({ fresh, gaps, plates, onStart }: Omit<Props, 'children' | 'path'> & { onStart: (session: Session) => void }) {
  const { t } = useTranslation();
  const writer = useWriter();
  // One set of fields per exercise, even if the day has it twice.
  const exercises = gaps.filter((gap, index) => gaps.findIndex((other) => other.exerciseId === gap.exerciseId) === index);
  const [fields, setFields] = useState<Record<string, StartingLoadFields>>(() =>
    Object.fromEntries(exercises.map((gap) => [gap.exerciseId, startingLoadFieldsFor(gap, null)])),
  );
  const [showErrors, setShowErrors] = useState(false);
  const read = Object.fromEntries(exercises.map((gap) => [gap.exerciseId, readStartingLoadFields(fields[gap.exerciseId]!)]));
  const invalid = Object.values(read).some((result) => Object.keys(result.errors).length > 0);

  /**
   * `now`: when the person asked to start, from the event (epoch ms). `withLoads` false: "Commencer
   * sans charge". Each exercise left without a load is remembered as such, so the prompt does not
   * ask for it each time the day opens; the program's page still offers to give one.
   */
  function start(now: number, withLoads: boolean) {
    if (withLoads && invalid) {
      setShowErrors(true);
      return;
    }
    const loads: Record<string, StartingLoad> = {};
    const choices: { params: { id: string }; set: StartingLoadChoice }[] = [];
    for (const gap of exercises) {
      const answer = withLoads ? read[gap.exerciseId]!.answer : null;
      const load = answer ? startingLoadFrom(gap, answer) : null;
      if (load) loads[gap.exerciseId] = load;
      choices.push({ params: { id: gap.exerciseId }, set: load ?? { kind: NO_STARTING_LOAD } });
    }
    // Kept for the next sessions (and sent later without signal); the day opens at once.
    void writer.run((data) => data.batch(startingLoadDoc, choices), t('sessions:startingLoads.saveFailed'));
    onStart(withStartingLoads(fresh, gaps, loads, plates, now));
  }

  return (
    <Page title={t('sessions:fromProgram.title')} description={fresh.title}>
      <form
        className="panel stack starting-loads"
        aria-labelledby="starting-loads-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          start(performance.timeOrigin + event.timeStamp, true);
        }}
      >
        <h2 id="starting-loads-title">{t('sessions:startingLoads.title')}</h2>
        <p>{t('sessions:startingLoads.intro')}</p>
        {exercises.map((gap) => {
          const set = (patch: Partial<StartingLoadFields>) => setFields((all) => ({ ...all, [gap.exerciseId]: { ...all[gap.exerciseId]!, ...patch } }));
          return <StartingLoadFieldset key={gap.exerciseId} need={gap} value={fields[gap.exerciseId]!} onChange={set} showErrors={showErrors} plates={plates} empty={t('sessions:startingLoads.empty')} />;
        })}
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={!writer.ready}>
            {t('sessions:startingLoads.start')}
          </button>
          <button type="button" className="button" onClick={(event) => start(performance.timeOrigin + event.timeStamp, false)} disabled={!writer.ready}>
            {t('sessions:startingLoads.skip')}
          </button>
        </div>
        <p className="muted small">{t('sessions:startingLoads.skipHint')}</p>
      </form>
    </Page>
  );
}

/** The fields of the start-of-day prompt for one exercise: what the person knows, the load, and the first session's weight it gives. */
export function StartingLoadFieldset({
  need,
  value,
  onChange,
  showErrors,
  plates,
  empty,
  required = false,
}: {
  need: StartingLoadNeed;
  value: StartingLoadFields;
  onChange: (patch: Partial<StartingLoadFields>) => void;
  showErrors: boolean;
  plates: PlateSetup;
  /** What nothing typed means where the form is. */
  empty: string;
  /** Nothing typed is a fault (the program's page saves a load, never nothing). */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const read = readStartingLoadFields(value);
  const result = required && !read.answer && !read.errors.kg && !read.errors.reps ? { ...read, errors: { kg: { key: 'common:form.required' } } } : read;
  const load = result.answer ? startingLoadFrom(need, result.answer) : null;
  const firstKg = load ? loadableKg(startingWeightKg(need, load), need.equipment, plates) : null;
  return (
    <fieldset className="stack starting-load">
      <legend>{need.name}</legend>
      <p className="muted small">
        {need.percent1RM !== undefined
          ? t('sessions:startingLoads.percentHint', { percent: kg(need.percent1RM), count: need.reps })
          : t('sessions:startingLoads.repsHint', { count: need.reps })}
      </p>
      <div className="form-grid">
        <SelectField
          name={`mode-${need.exerciseId}`}
          label={t('sessions:startingLoads.mode')}
          value={value.mode}
          onChange={(mode) => onChange({ mode: mode as StartingLoadFields['mode'] })}
          options={STARTING_LOAD_MODES.map((mode) => ({ value: mode, label: t(`sessions:startingLoads.modes.${mode}`) }))}
        />
        <NumberField
          name={`kg-${need.exerciseId}`}
          label={t(`sessions:startingLoads.kgLabel.${value.mode}`)}
          unit="kg"
          value={value.kg}
          onChange={(text) => onChange({ kg: text })}
          error={showErrors ? result.errors.kg : undefined}
        />
        {value.mode === 'serie' ? (
          <NumberField
            name={`reps-${need.exerciseId}`}
            label={t('sessions:startingLoads.repsLabel')}
            integer
            value={value.reps}
            onChange={(text) => onChange({ reps: text })}
            error={showErrors ? result.errors.reps : undefined}
          />
        ) : null}
      </div>
      <p className="small" aria-live="polite">
        {load && value.mode === 'serie' ? `${t('sessions:startingLoads.estimate', { kg: kg(load.kg) })} · ` : null}
        {firstKg !== null ? t('sessions:startingLoads.first', { kg: kg(firstKg) }) : empty}
      </p>
    </fieldset>
  );
}

/** The fields as they open for an exercise: what was given before, else a 1RM for a %1RM prescription and a working weight otherwise. */
export function startingLoadFieldsFor(need: Pick<StartingLoadNeed, 'percent1RM'>, given: StartingLoad | null): StartingLoadFields {
  if (given) return { mode: given.kind, kg: kg(given.kg), reps: '' };
  return { mode: need.percent1RM !== undefined ? 'rm' : 'travail', kg: '', reps: '' };
}
