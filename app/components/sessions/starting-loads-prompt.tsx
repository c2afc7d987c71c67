import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriter } from '#app/components/data/use-writer.ts';
import { NumberField, SelectField } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { startingLoadDoc } from '#app/lib/data/starting-loads.ts';
import type { Session } from '#app/lib/data/sessions.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import { withStartingLoads, type StartingLoadGap } from '#app/lib/sessions/session-model.ts';
import { readStartingLoadFields, STARTING_LOAD_MODES, type StartingLoadFields } from '#app/lib/sessions/starting-load-form.ts';
import { subscribeStoredSession } from '#app/lib/sessions/session-in-progress.ts';
import { readStoredSession } from '#app/lib/sessions/stored-session.ts';
import { loadableKg, type PlateSetup } from '#app/lib/training/index.ts';
import { startingLoadFrom, startingWeightKg, type StartingLoad } from '#app/lib/training/starting-load.ts';

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
 * recent set. What is given is kept per exercise for every program, and the day opens with it.
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
    Object.fromEntries(exercises.map((gap) => [gap.exerciseId, { mode: gap.percent1RM !== undefined ? 'rm' : 'travail', kg: '', reps: '' }])),
  );
  const [showErrors, setShowErrors] = useState(false);
  const read = Object.fromEntries(exercises.map((gap) => [gap.exerciseId, readStartingLoadFields(fields[gap.exerciseId]!)]));
  const invalid = Object.values(read).some((result) => Object.keys(result.errors).length > 0);

  /** `now`: when the person asked to start, from the submit event (epoch ms). */
  function start(now: number) {
    if (invalid) {
      setShowErrors(true);
      return;
    }
    const loads: Record<string, StartingLoad> = {};
    for (const gap of exercises) {
      const answer = read[gap.exerciseId]!.answer;
      if (answer) loads[gap.exerciseId] = startingLoadFrom(gap, answer);
    }
    const entries = Object.entries(loads);
    // Kept for the next sessions (and sent later without signal); the day opens at once.
    if (entries.length) {
      void writer.run((data) => data.batch(startingLoadDoc, entries.map(([id, load]) => ({ params: { id }, set: load }))), t('sessions:startingLoads.saveFailed'));
    }
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
          start(performance.timeOrigin + event.timeStamp);
        }}
      >
        <h2 id="starting-loads-title">{t('sessions:startingLoads.title')}</h2>
        <p>{t('sessions:startingLoads.intro')}</p>
        {exercises.map((gap) => {
          const value = fields[gap.exerciseId]!;
          const result = read[gap.exerciseId]!;
          const set = (patch: Partial<StartingLoadFields>) => setFields((all) => ({ ...all, [gap.exerciseId]: { ...all[gap.exerciseId]!, ...patch } }));
          const load = result.answer ? startingLoadFrom(gap, result.answer) : null;
          const firstKg = load ? loadableKg(startingWeightKg(gap, load), gap.equipment, plates) : null;
          return (
            <fieldset key={gap.exerciseId} className="stack starting-load">
              <legend>{gap.name}</legend>
              <p className="muted small">
                {gap.percent1RM !== undefined
                  ? t('sessions:startingLoads.percentHint', { percent: kg(gap.percent1RM), count: gap.reps })
                  : t('sessions:startingLoads.repsHint', { count: gap.reps })}
              </p>
              <div className="form-grid">
                <SelectField
                  name={`mode-${gap.exerciseId}`}
                  label={t('sessions:startingLoads.mode')}
                  value={value.mode}
                  onChange={(mode) => set({ mode: mode as StartingLoadFields['mode'] })}
                  options={STARTING_LOAD_MODES.map((mode) => ({ value: mode, label: t(`sessions:startingLoads.modes.${mode}`) }))}
                />
                <NumberField
                  name={`kg-${gap.exerciseId}`}
                  label={t(`sessions:startingLoads.kgLabel.${value.mode}`)}
                  unit="kg"
                  value={value.kg}
                  onChange={(text) => set({ kg: text })}
                  error={showErrors ? result.errors.kg : undefined}
                />
                {value.mode === 'serie' ? (
                  <NumberField
                    name={`reps-${gap.exerciseId}`}
                    label={t('sessions:startingLoads.repsLabel')}
                    integer
                    value={value.reps}
                    onChange={(text) => set({ reps: text })}
                    error={showErrors ? result.errors.reps : undefined}
                  />
                ) : null}
              </div>
              <p className="small" aria-live="polite">
                {load && value.mode === 'serie' ? `${t('sessions:startingLoads.estimate', { kg: kg(load.kg) })} · ` : null}
                {firstKg !== null ? t('sessions:startingLoads.first', { kg: kg(firstKg) }) : t('sessions:startingLoads.empty')}
              </p>
            </fieldset>
          );
        })}
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={!writer.ready}>
            {t('sessions:startingLoads.start')}
          </button>
          <button type="button" className="button" onClick={() => onStart(fresh)}>
            {t('sessions:startingLoads.skip')}
          </button>
        </div>
      </form>
    </Page>
  );
}
