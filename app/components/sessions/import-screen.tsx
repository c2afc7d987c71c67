import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWriter } from '#app/components/data/use-writer.ts';
import { ExercisePickerDialog } from '#app/components/exercises/exercise-picker.tsx';
import { useCatalogue } from '#app/components/programs/catalogue.ts';
import { useMessage } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { formatDay } from '#app/lib/format/index.ts';
import { historySessionOf, sessionDoc, sessionInputFrom, type HistorySession, type Session } from '#app/lib/data/sessions.ts';
import { parseWorkoutFile, suggestExercises, TrainingError, type Exercise, type WorkoutFile } from '#app/lib/training/index.ts';
import { batchesOf, IMPORT_MAX_BYTES, initialChoices, latestSessionDay, planImport, undecidedNames, withRecords, type ExerciseChoice, type ImportPlan } from '#app/lib/sessions/import-model.ts';
import { refreshLeaderboardPoints } from '#app/lib/leaderboard/refresh-points.ts';

/** The select's value for "leave this exercise out" (exercise ids are kebab-case words or document ids). */
const SKIP = 'ignorer';

type Step = 'file' | 'mapping' | 'preview';
/** Past the preview, its figures stay those of the import under way, not of what is left. */
type Run = { state: 'idle' } | { state: 'running' | 'done' | 'failed'; done: number; total: number; plan: ImportPlan };
type ChosenFile = { name: string; text: string; parsed: WorkoutFile };
type FileFields = { weightUnit: 'kg' | 'lbs' };

const STEPS: readonly Step[] = ['file', 'mapping', 'preview'];

/**
 * Sessions from Strong or Hevy, in three steps: the file, its exercise names matched to the
 * catalogue, the preview. The import writes oldest first in batches (all or nothing each), so a
 * failure says how many sessions are in and a retry writes the rest, never one twice.
 */
export function ImportScreen({ history: initialHistory, custom: initialCustom }: { history: readonly HistorySession[]; custom: readonly Exercise[] }) {
  const { t } = useTranslation();
  const message = useMessage();
  const writer = useWriter();
  const [custom, setCustom] = useState(initialCustom);
  const catalogue = useCatalogue(custom);
  const [step, setStep] = useState<Step>('file');
  // The file step is sent by choosing a file: nothing to check before, only why a file is refused.
  const fileForm = useForm<FileFields, FileFields>({ values: { weightUnit: 'kg' }, validate: (values) => ({ ok: true, value: values }) });
  const { weightUnit } = fileForm.values;
  const refuseFile = (key: string, params?: Readonly<Record<string, string | number>>) => fileForm.refuse({ file: { key, params } });
  const fileError = message(fileForm.errors.file);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [choices, setChoices] = useState<Record<string, ExerciseChoice>>({});
  const [showMissing, setShowMissing] = useState(false);
  const [picking, setPicking] = useState<{ name: string; create: boolean } | null>(null);
  const [includeDuplicates, setIncludeDuplicates] = useState(false);
  // Sessions written by this screen: part of the history for duplicates and records, and the
  // file's workouts already written, so a retry skips them even when duplicates are included.
  const [written, setWritten] = useState<{ sessions: HistorySession[]; sources: ReadonlySet<number> }>({ sessions: [], sources: new Set() });
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const missingRef = useRef<HTMLParagraphElement>(null);

  const history = useMemo(() => [...initialHistory, ...written.sessions], [initialHistory, written.sessions]);
  const names = file?.parsed.exerciseNames ?? [];
  const undecided = undecidedNames(names, choices);
  const untitled = t('sessions:import.untitled');
  const planAt = useCallback(
    (now: number) =>
      file
        ? planImport(file.parsed.workouts, {
            choices,
            history,
            includeDuplicates,
            alreadyImported: written.sources,
            nameOf: catalogue.nameOf,
            defaultTitle: untitled,
            now,
            latestDay: latestSessionDay(Date.now()),
          })
        : null,
    [file, choices, history, includeDuplicates, written.sources, catalogue, untitled],
  );
  // The preview's figures (a long history makes this slow: once per change, not per render);
  // the import plans again at its own time, for fresh ids and stamps.
  const plan = useMemo(() => (step === 'preview' ? planAt(0) : null), [step, planAt]);
  const running = run.state === 'running';
  const shown = run.state === 'idle' ? plan : run.plan;

  function goTo(next: Step) {
    if (run.state !== 'running') setRun({ state: 'idle' });
    setStep(next);
  }

  function read(name: string, text: string, unit: 'kg' | 'lbs') {
    try {
      const parsed = parseWorkoutFile(text, { weightUnit: unit });
      setFile({ name, text, parsed });
      setChoices(initialChoices(parsed.exerciseNames, catalogue.all));
      setWritten((current) => ({ sessions: current.sessions, sources: new Set() }));
      setRun({ state: 'idle' });
      setShowMissing(false);
      setStep('mapping');
    } catch (error) {
      if (!(error instanceof TrainingError)) throw error;
      setFile(null);
      refuseFile(error.key, error.params);
    }
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    fileForm.refuse({});
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) {
      refuseFile('sessions:import.file.tooBig', { size: (chosen.size / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 }) });
      return;
    }
    let text: string;
    try {
      text = await chosen.text();
    } catch (cause) {
      console.warn('[import] file unreadable', cause);
      refuseFile('sessions:import.file.unreadable');
      return;
    }
    // A spreadsheet or an archive read as text is full of NUL characters; a CSV has none.
    if (text.includes('\u0000')) {
      refuseFile('sessions:import.file.notText');
      return;
    }
    read(chosen.name, text, weightUnit);
  }

  function changeUnit(unit: 'kg' | 'lbs') {
    fileForm.set('weightUnit', unit);
    // A file already read is read again: the same names, the loads in the new unit.
    if (file) setFile({ ...file, parsed: parseWorkoutFile(file.text, { weightUnit: unit }) });
  }

  function toPreview() {
    if (undecided.length) {
      setShowMissing(true);
      requestAnimationFrame(() => missingRef.current?.focus());
      return;
    }
    setStep('preview');
  }

  function choose(name: string, exercise: Exercise) {
    if (!catalogue.find(exercise.id)) setCustom((current) => [...current, exercise]);
    setChoices((current) => ({ ...current, [name]: exercise.id }));
    setPicking(null);
  }

  async function startImport() {
    const fresh = planAt(Date.now());
    if (!fresh) return;
    const { planned, updates } = withRecords(history, fresh.planned);
    type Write = { session: Session; source: number } | { id: string; prs: Session['prs'] };
    const writes: Write[] = [...planned, ...updates];
    const batches = batchesOf(writes, (write) => JSON.stringify(write).length);
    let done = 0;
    const total = planned.length;
    setRun({ state: 'running', done, total, plan: fresh });
    for (const batch of batches) {
      const ok = await writer.run(
        (data) =>
          data.batch(
            sessionDoc,
            batch.map((write) => ('session' in write ? { params: { id: write.session.id }, set: sessionInputFrom(write.session) } : { params: { id: write.id }, update: { prs: write.prs } })),
          ),
        t('sessions:import.run.failedTitle'),
      );
      if (!ok) {
        setRun({ state: 'failed', done, total, plan: fresh });
        return;
      }
      const sessions = batch.flatMap((write) => ('session' in write ? [write] : []));
      done += sessions.length;
      setWritten((current) => ({
        sessions: [...current.sessions, ...sessions.map((write) => historySessionOf(write.session))],
        sources: new Set([...current.sources, ...sessions.map((write) => write.source)]),
      }));
      setRun({ state: 'running', done, total, plan: fresh });
    }
    refreshLeaderboardPoints();
    setRun({ state: 'done', done, total, plan: fresh });
  }

  const day = (iso: string) => formatDay(iso);

  return (
    <Page title={t('sessions:import.title')} description={t('sessions:import.description')} actions={<SaveIndicator status={writer.status} />}>
      <ol className="import-steps" aria-label={t('sessions:import.steps')}>
        {STEPS.map((value, index) => (
          <li key={value} aria-current={value === step ? 'step' : undefined}>
            <span className="import-step-number" aria-hidden="true">
              {index + 1}
            </span>
            {t(`sessions:import.step.${value}`)}
          </li>
        ))}
      </ol>

      {step === 'file' ? (
        <section className="panel stack import-file" aria-labelledby="import-file-title">
          <h2 id="import-file-title">{t('sessions:import.file.title')}</h2>
          <p className="muted">{t('sessions:import.file.help')}</p>
          <div className="field">
            <label htmlFor="import-unit">{t('sessions:import.file.unit')}</label>
            <select id="import-unit" name="weightUnit" value={weightUnit} onChange={(event) => changeUnit(event.target.value as 'kg' | 'lbs')}>
              <option value="kg">{t('sessions:import.file.unitKg')}</option>
              <option value="lbs">{t('sessions:import.file.unitLbs')}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="import-file">{t('sessions:import.file.label')}</label>
            <input
              id="import-file"
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => void onFile(event)}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? 'import-file-error' : undefined}
            />
          </div>
          {fileError ? (
            <p id="import-file-error" className="form-error" role="alert">
              {fileError}
            </p>
          ) : null}
          {file ? (
            <button type="button" className="button primary" onClick={() => goTo('mapping')}>
              {t('sessions:import.mapping.title')}
            </button>
          ) : null}
        </section>
      ) : null}

      {file && step !== 'file' ? (
        <section className="panel stack" aria-labelledby="import-read-title">
          <p id="import-read-title">
            {t('sessions:import.file.read', {
              format: t(`sessions:import.file.format.${file.parsed.format}`),
              name: file.name,
              count: file.parsed.workouts.length,
              exercises: t('sessions:import.file.exercises', { count: names.length }),
            })}
          </p>
          {file.parsed.problems.length ? (
            <details>
              <summary>{t('sessions:import.file.problems', { count: file.parsed.problems.length })}</summary>
              <ul>
                {file.parsed.problems.map((problem, index) => (
                  <li key={index}>{t(problem.key, problem.params)}</li>
                ))}
              </ul>
            </details>
          ) : null}
          {!running ? (
            <button type="button" className="button ghost" onClick={() => goTo('file')}>
              {t('sessions:import.file.change')}
            </button>
          ) : null}
        </section>
      ) : null}

      {file && step === 'mapping' ? (
        <section className="panel stack" aria-labelledby="import-mapping-title">
          <h2 id="import-mapping-title">{t('sessions:import.mapping.title')}</h2>
          <p className="muted">{t('sessions:import.mapping.help')}</p>
          {showMissing && undecided.length ? (
            <p ref={missingRef} tabIndex={-1} className="form-error" role="alert">
              {t('sessions:import.mapping.missing', { count: undecided.length, names: undecided.map((name) => `« ${name} »`).join(', ') })}
            </p>
          ) : null}
          <ul className="import-mapping">
            {names.map((name, index) => (
              <MappingRow
                key={name}
                index={index}
                name={name}
                sets={file.parsed.workouts.reduce((total, workout) => total + workout.exercises.filter((exercise) => exercise.sourceName === name).reduce((sum, exercise) => sum + exercise.sets.length, 0), 0)}
                choice={choices[name]}
                decided={Object.hasOwn(choices, name)}
                catalogue={catalogue.all}
                nameOf={catalogue.nameOf}
                onChoice={(choice) => setChoices((current) => ({ ...current, [name]: choice }))}
                onPick={(create) => setPicking({ name, create })}
              />
            ))}
          </ul>
          <div className="form-actions">
            <button type="button" className="button primary" onClick={toPreview}>
              {t('sessions:import.mapping.next')}
            </button>
            <button type="button" className="button ghost" onClick={() => goTo('file')}>
              {t('sessions:import.mapping.back')}
            </button>
          </div>
          <ExercisePickerDialog
            open={picking !== null}
            title={t('sessions:import.mapping.pickerTitle', { name: picking?.name ?? '' })}
            onClose={() => setPicking(null)}
            exercises={catalogue.all}
            onPick={(exercise) => picking && choose(picking.name, exercise)}
            writer={writer}
            {...(picking?.create ? { createName: picking.name } : {})}
          />
        </section>
      ) : null}

      {plan && shown && step === 'preview' ? (
        <section className="panel stack" aria-labelledby="import-preview-title">
          <h2 id="import-preview-title">{t('sessions:import.preview.title')}</h2>
          <dl className="import-figures">
            <div>
              <dt>{t('sessions:import.preview.sessions')}</dt>
              <dd data-testid="import-sessions">{shown.planned.length}</dd>
            </div>
            <div>
              <dt>{t('sessions:import.preview.period')}</dt>
              <dd>{shown.firstDate && shown.lastDate ? t('sessions:import.preview.periodValue', { first: day(shown.firstDate), last: day(shown.lastDate) }) : '—'}</dd>
            </div>
            <div>
              <dt>{t('sessions:import.preview.sets')}</dt>
              <dd data-testid="import-sets">{shown.sets}</dd>
            </div>
            <div>
              <dt>{t('sessions:import.preview.duplicates')}</dt>
              <dd data-testid="import-duplicates">{shown.duplicates}</dd>
            </div>
          </dl>
          {shown.duplicates ? (
            <label className="check">
              <input type="checkbox" checked={includeDuplicates} disabled={running} onChange={(event) => setIncludeDuplicates(event.target.checked)} />
              <span>{t('sessions:import.preview.includeDuplicates')}</span>
            </label>
          ) : null}
          {shown.skipped.length ? (
            <details>
              <summary>{t('sessions:import.preview.skippedTitle', { count: shown.skipped.length })}</summary>
              <ul>
                {shown.skipped.map((skipped, index) => (
                  <li key={index}>
                    {t('sessions:import.preview.skippedItem', { title: skipped.title || t('sessions:import.untitled'), date: day(skipped.date), reason: t(`sessions:import.preview.reason.${skipped.reason}`) })}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}

          {run.state === 'running' ? (
            <div className="stack">
              <progress className="goal-bar" max={Math.max(run.total, 1)} value={run.done} aria-label={t('sessions:import.run.progressLabel')} />
              <p role="status">{t('sessions:import.run.progress', { count: run.done, total: run.total })}</p>
            </div>
          ) : null}
          {run.state === 'done' ? (
            <div className="callout success" role="status">
              <p>{t('sessions:import.run.done', { count: run.done })}</p>
              <p>
                <Link to="/sessions">{t('sessions:import.run.history')}</Link>
              </p>
            </div>
          ) : null}
          {run.state === 'failed' ? (
            <div className="callout warning" role="alert">
              <p>
                <strong>{t('sessions:import.run.failedTitle')}</strong>
              </p>
              <p>{t('sessions:import.run.failed', { count: run.done, total: run.total })}</p>
            </div>
          ) : null}

          {run.state === 'done' ? (
            <div className="form-actions">
              <button type="button" className="button" onClick={() => goTo('file')}>
                {t('sessions:import.run.another')}
              </button>
            </div>
          ) : plan.planned.length === 0 ? (
            <p>{t('sessions:import.preview.nothing')}</p>
          ) : (
            <div className="form-actions">
              <button type="button" className="button primary" disabled={!writer.ready || running} onClick={() => void startImport()}>
                {run.state === 'failed' ? t('sessions:import.run.retry') : t('sessions:import.preview.start', { count: plan.planned.length })}
              </button>
              <button type="button" className="button ghost" disabled={running} onClick={() => goTo('mapping')}>
                {t('sessions:import.preview.back')}
              </button>
            </div>
          )}
        </section>
      ) : null}
    </Page>
  );
}

/** One name of the file: its suggestions, the exercise chosen, or "ignore"; the picker for any other. */
function MappingRow({
  index,
  name,
  sets,
  choice,
  decided,
  catalogue,
  nameOf,
  onChoice,
  onPick,
}: {
  index: number;
  name: string;
  sets: number;
  choice: ExerciseChoice | undefined;
  decided: boolean;
  catalogue: readonly Exercise[];
  nameOf: (id: string) => string;
  onChoice: (choice: ExerciseChoice) => void;
  onPick: (create: boolean) => void;
}) {
  const { t } = useTranslation();
  const suggested = useMemo(() => suggestExercises(name, catalogue).map((suggestion) => suggestion.exerciseId), [name, catalogue]);
  const offered = choice && !suggested.includes(choice) ? [choice, ...suggested] : suggested;
  const id = `import-choice-${index}`;
  return (
    <li className="import-mapping-row">
      <p className="import-source">
        <span className="import-source-name" lang="en">
          {name}
        </span>{' '}
        <span className="muted">{t('sessions:import.mapping.sets', { count: sets })}</span>
      </p>
      <div className="import-mapping-choice">
        <div className="field">
          <label htmlFor={id} className="visually-hidden">
            {t('sessions:import.mapping.choice', { name })}
          </label>
          <select id={id} value={!decided ? '' : choice === null ? SKIP : choice} onChange={(event) => onChoice(event.target.value === SKIP ? null : event.target.value)}>
            {!decided ? <option value="">{t('sessions:import.mapping.undecided')}</option> : null}
            {offered.map((exerciseId) => (
              <option key={exerciseId} value={exerciseId}>
                {nameOf(exerciseId)}
              </option>
            ))}
            <option value={SKIP}>{t('sessions:import.mapping.skip')}</option>
          </select>
        </div>
        <div className="form-actions">
          <button type="button" className="button" onClick={() => onPick(false)} aria-label={t('sessions:import.mapping.otherFor', { name })}>
            {t('sessions:import.mapping.other')}
          </button>
          <button type="button" className="button ghost" onClick={() => onPick(true)} aria-label={t('sessions:import.mapping.createFor', { name })}>
            {t('sessions:import.mapping.create')}
          </button>
        </div>
      </div>
    </li>
  );
}
