import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ExercisePickerDialog } from '#app/components/exercises/exercise-picker.tsx';
import { useAutosave } from '#app/components/data/use-autosave.ts';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import { ErrorSummary, Field, SelectField, TextField } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { myExercises, NAME_MAX, programDoc, type Program, type ProgramInput } from '#app/lib/data/programs.ts';
import { GOALS, LEVELS, PROGRAM_LIMITS, type Equipment, type Exercise } from '#app/lib/training/index.ts';
import {
  addDay,
  addWeek,
  draftFrom,
  duplicateDay,
  duplicateWeek,
  emptyDraft,
  fieldKey,
  hasReps,
  LOAD_MODES,
  mapDay,
  move,
  newRow,
  programFromDraft,
  PROGRESSION_MODES,
  removeDay,
  removeWeek,
  VOLUME_MODES,
  type BuilderDraft,
  type DayDraft,
  type RowDraft,
} from '#app/lib/programs/builder-model.ts';
import { occurrencesInDraft, replaceInDraft } from '#app/lib/programs/replace-in-program.ts';
import { useCatalogue, type Catalogue } from './catalogue.ts';
import { ProgramReplaceDialog } from './replace-dialog.tsx';

/** Typing pauses this long before the program is saved (one write per burst of typing). */
const AUTOSAVE_MS = 800;
const fieldId = (key: string) => `builder-${key}`;

type RowProps = {
  row: RowDraft;
  w: number;
  d: number;
  r: number;
  count: number;
  catalogue: Catalogue;
  errors: ReturnType<typeof shownErrors>;
  onChange: (row: RowDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Opens "Remplacer" for the row's exercise; absent for an exercise the catalogue no longer has. */
  onReplace: (() => void) | undefined;
};

function shownErrors(result: ReturnType<typeof programFromDraft>, shown: boolean) {
  return shown && !result.ok ? result.errors : {};
}

function RowEditor({ row, w, d, r, count, catalogue, errors, onChange, onMove, onRemove, onReplace }: RowProps) {
  const { t } = useTranslation();
  const name = catalogue.nameOf(row.exerciseId);
  const set = (field: keyof RowDraft) => (value: string) => onChange({ ...row, [field]: value });
  const input = (field: keyof RowDraft, label: string, mode: 'numeric' | 'decimal' | 'text' = 'numeric') => {
    const key = fieldKey(w, d, r, field);
    return (
      <Field id={fieldId(key)} label={label} error={errors[key]} className="builder-field">
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="text"
            inputMode={mode === 'text' ? undefined : mode}
            autoComplete="off"
            value={row[field] as string}
            onChange={(event) => set(field)(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
    );
  };
  // Alt+↑ / Alt+↓ anywhere in the row moves it; focus stays on the control that had it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onMove(event.key === 'ArrowUp' ? -1 : 1);
  };
  return (
    // The key events come from the row's own inputs and buttons, handled once for all of them.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li className="builder-row" onKeyDown={onKeyDown}>
      <fieldset>
        <legend>
          {row.superset.trim() ? <span className="badge">{row.superset.trim()}</span> : null} {name}
        </legend>
        <div className="builder-grid">
          {input('sets', t('programs:builder.sets'))}
          <SelectField
            id={fieldId(fieldKey(w, d, r, 'volume'))}
            name="volume"
            label={t('programs:builder.volume')}
            value={row.volume}
            onChange={(value) => onChange({ ...row, volume: value as RowDraft['volume'] })}
            options={VOLUME_MODES.map((value) => ({
              value,
              label: t(`programs:builder.volumeMode.${value}`),
            }))}
          />
          {row.volume === 'reps' ? input('reps', t('programs:builder.reps')) : null}
          {row.volume === 'range' ? (
            <>
              {input('repLow', t('programs:builder.repLow'))}
              {input('repHigh', t('programs:builder.repHigh'))}
            </>
          ) : null}
          {row.volume === 'duree' ? input('durationSec', t('programs:builder.durationSec')) : null}
          {row.volume === 'distance' ? input('distanceM', t('programs:builder.distanceM'), 'decimal') : null}
          <SelectField
            id={fieldId(fieldKey(w, d, r, 'load'))}
            name="load"
            label={t('programs:builder.load')}
            value={row.load}
            onChange={(value) => onChange({ ...row, load: value as RowDraft['load'] })}
            options={LOAD_MODES.map((value) => ({
              value,
              label: t(`programs:builder.loadMode.${value}`),
            }))}
          />
          {row.load !== 'aucune' ? input('loadValue', t(row.load === 'kg' ? 'programs:builder.loadKg' : 'programs:builder.percent1RM'), 'decimal') : null}
          {input('rpe', t('programs:builder.rpe'), 'decimal')}
          {hasReps(row) ? (
            <SelectField
              id={fieldId(fieldKey(w, d, r, 'progression'))}
              name="progression"
              label={t('programs:builder.progression')}
              value={row.progression}
              onChange={(value) => onChange({ ...row, progression: value as RowDraft['progression'] })}
              options={PROGRESSION_MODES.map((value) => ({ value, label: t(`programs:builder.progressionMode.${value}`) }))}
            />
          ) : null}
          {hasReps(row) && row.progression !== 'aucune' ? input('incrementKg', t('programs:builder.incrementKg'), 'decimal') : null}
          {input('restSec', t('programs:builder.restSec'))}
          {input('superset', t('programs:builder.superset'), 'text')}
        </div>
        {input('notes', t('programs:builder.notes'), 'text')}
        <div className="builder-row-actions" role="group" aria-label={t('programs:builder.rowActions', { name })}>
          <button type="button" className="button" onClick={() => onMove(-1)} disabled={r === 0} aria-label={t('programs:builder.moveUpLabel', { name })}>
            {t('programs:builder.moveUp')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => onMove(1)}
            disabled={r === count - 1}
            aria-label={t('programs:builder.moveDownLabel', { name })}
          >
            {t('programs:builder.moveDown')}
          </button>
          {onReplace ? (
            <button type="button" className="button" onClick={onReplace} aria-haspopup="dialog" aria-label={t('programs:replace.label', { name })}>
              {t('programs:replace.action')}
            </button>
          ) : null}
          <button type="button" className="button" onClick={onRemove} aria-label={t('programs:builder.removeLabel', { name })}>
            {t('programs:builder.remove')}
          </button>
        </div>
      </fieldset>
    </li>
  );
}

/** `equipment`: what the person has, to filter the equivalents "Remplacer" offers (null: not said). */
export function BuilderScreen({ programId, initial, custom, equipment }: { programId: string | null; initial: Program | null; custom: Exercise[]; equipment: Equipment[] | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const writer = useWriter();
  const { data: ownExercises } = useLiveQuery(myExercises, {}, custom);
  const catalogue = useCatalogue(ownExercises);
  const [draft, setDraft] = useState<BuilderDraft>(() =>
    initial ? draftFrom(initial) : emptyDraft(t('programs:builder.dayName', { letter: 'A' }), t('programs:builder.defaultName')),
  );
  const [changed, setChanged] = useState(false);
  const [weekIndex, setWeekIndex] = useState(0);
  const [picking, setPicking] = useState<{ d: number } | null>(null);
  const [replacing, setReplacing] = useState<Exercise | null>(null);
  const id = useRef(programId);
  const [savedId, setSavedId] = useState(programId);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const result = programFromDraft(draft);
  const errors = shownErrors(result, changed);
  const week = draft.weeks[Math.min(weekIndex, draft.weeks.length - 1)]!;
  const w = draft.weeks.indexOf(week);

  const edit = (change: (draft: BuilderDraft) => BuilderDraft) => {
    setDraft(change);
    setChanged(true);
  };
  const editWeeks = (change: (weeks: BuilderDraft['weeks']) => BuilderDraft['weeks']) => edit((current) => ({ ...current, weeks: change(current.weeks) }));
  const dayName = (index: number) => t('programs:builder.dayName', { letter: String.fromCharCode(65 + index) });

  // Autosave: a valid program is written after a pause in typing; the first write creates it and
  // puts its id in the address, so a reload finds it again.
  const run = writer.run;
  const save = useCallback(
    (value: ProgramInput, navigateToIt: boolean) => {
      saving.current = saving.current.then(() =>
        run(async (data) => {
          if (id.current) return data.update(programDoc, { id: id.current }, value);
          id.current = await data.add(programDoc, {}, value);
          if (!navigateToIt) return;
          setSavedId(id.current);
          void navigate(`/programs/custom?programme=${id.current}`, {
            replace: true,
            preventScrollReset: true,
          });
        }, t('programs:builder.saveFailed')),
      );
    },
    [run, navigate, t],
  );
  // Leaving the screen before the pause is over still saves the last valid program typed.
  const autosave = useAutosave<ProgramInput>((value, moment) => save(value, moment === 'paused'), AUTOSAVE_MS);
  useEffect(() => {
    if (!changed || !result.ok || !writer.ready) return;
    autosave.schedule(result.value);
    return autosave.postpone;
    // `result` is derived from `draft`: the draft is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, changed, writer.ready]);

  const errorLabels = Object.fromEntries(Object.keys(errors).map((key) => [key, errorLabel(key)]));
  function errorLabel(key: string): string {
    if (key === 'name') return t('programs:builder.name');
    const [weekPart, dayPart, rowPart, field] = key.split('-');
    const wi = Number(weekPart!.slice(1));
    const di = Number(dayPart!.slice(1));
    const day = draft.weeks[wi]?.days[di];
    const where = t('programs:builder.where', {
      week: wi + 1,
      day: day?.name ?? '',
    });
    if (rowPart === 'name') return `${where} : ${t('programs:builder.dayNameLabel')}`;
    const row = day?.rows[Number(rowPart!.slice(1))];
    return `${where} · ${catalogue.nameOf(row?.exerciseId ?? '')} : ${t(`programs:builder.field.${field}`)}`;
  }

  const status =
    changed && !result.ok ? <p className="form-error builder-status">{t('programs:builder.notSaved')}</p> : <SaveIndicator status={writer.status} />;

  return (
    <Page title={t(programId ? 'programs:builder.editTitle' : 'programs:custom.title')} description={t('programs:builder.description')} actions={status}>
      {savedId ? (
        <p>
          <Link to={`/programs/${savedId}`}>{t('programs:builder.view')}</Link>
        </p>
      ) : null}
      <ErrorSummary errors={errors} labels={errorLabels} idOf={(key) => fieldId(key)} />
      <p className="muted">{t('programs:builder.keyboardHint')}</p>

      <section className="panel stack program-block" aria-labelledby="builder-settings-title">
        <h2 id="builder-settings-title">{t('programs:builder.settings')}</h2>
        <div className="form-grid">
          <TextField
            id={fieldId('name')}
            name="name"
            label={t('programs:builder.name')}
            value={draft.name}
            maxLength={NAME_MAX}
            error={errors.name}
            onChange={(name) => edit((c) => ({ ...c, name }))}
          />
          <SelectField
            name="goal"
            label={t('programs:options.goal')}
            value={draft.goal}
            onChange={(goal) => edit((c) => ({ ...c, goal: goal as BuilderDraft['goal'] }))}
            options={GOALS.map((value) => ({
              value,
              label: t(`programs:goal.${value}`),
            }))}
          />
          <SelectField
            name="level"
            label={t('programs:options.level')}
            value={draft.level}
            onChange={(level) => edit((c) => ({ ...c, level: level as BuilderDraft['level'] }))}
            options={LEVELS.map((value) => ({
              value,
              label: t(`programs:level.${value}`),
            }))}
          />
        </div>
      </section>

      <section className="stack program-block" aria-labelledby="builder-weeks-title">
        <h2 id="builder-weeks-title">{t('programs:builder.weeks')}</h2>
        <div className="builder-week-nav" role="group" aria-label={t('programs:builder.chooseWeek')}>
          {draft.weeks.map((item, index) => (
            <button key={item.key} type="button" className="button" aria-pressed={index === w} onClick={() => setWeekIndex(index)}>
              {t('programs:view.week', { number: index + 1 })}
            </button>
          ))}
        </div>
        <div className="builder-week-actions">
          <button
            type="button"
            className="button"
            disabled={draft.weeks.length >= PROGRAM_LIMITS.maxWeeks}
            onClick={() => {
              editWeeks((weeks) => addWeek(weeks, dayName(0)));
              setWeekIndex(draft.weeks.length);
            }}
          >
            {t('programs:builder.addWeek')}
          </button>
          <button
            type="button"
            className="button"
            disabled={draft.weeks.length >= PROGRAM_LIMITS.maxWeeks}
            onClick={() => {
              editWeeks((weeks) => duplicateWeek(weeks, w));
              setWeekIndex(w + 1);
            }}
          >
            {t('programs:builder.duplicateWeek', { number: w + 1 })}
          </button>
          <button
            type="button"
            className="button"
            disabled={draft.weeks.length <= 1}
            onClick={() => {
              editWeeks((weeks) => removeWeek(weeks, w));
              setWeekIndex(Math.max(0, w - 1));
            }}
          >
            {t('programs:builder.removeWeek', { number: w + 1 })}
          </button>
        </div>

        <ol className="builder-days">
          {week.days.map((day: DayDraft, d) => {
            const nameKey = `w${w}-d${d}-name`;
            return (
              <li key={day.key} className="panel builder-day">
                <section
                  className="stack"
                  aria-label={t('programs:builder.dayLabel', {
                    week: w + 1,
                    day: day.name,
                  })}
                >
                  <TextField
                    id={fieldId(nameKey)}
                    name="dayName"
                    label={t('programs:builder.dayNameLabel')}
                    value={day.name}
                    maxLength={60}
                    error={errors[nameKey]}
                    onChange={(name) =>
                      editWeeks((weeks) =>
                        mapDay(weeks, w, d, (current) => ({
                          ...current,
                          name,
                        })),
                      )
                    }
                  />
                  {day.rows.length === 0 ? <p className="muted">{t('programs:view.emptyDay')}</p> : null}
                  <ol className="builder-rows">
                    {day.rows.map((row, r) => (
                      <RowEditor
                        key={row.key}
                        row={row}
                        w={w}
                        d={d}
                        r={r}
                        count={day.rows.length}
                        catalogue={catalogue}
                        errors={errors}
                        onChange={(next) =>
                          editWeeks((weeks) =>
                            mapDay(weeks, w, d, (current) => ({
                              ...current,
                              rows: current.rows.map((x) => (x.key === row.key ? next : x)),
                            })),
                          )
                        }
                        onMove={(by) =>
                          editWeeks((weeks) =>
                            mapDay(weeks, w, d, (current) => ({
                              ...current,
                              rows: move(current.rows, r, by),
                            })),
                          )
                        }
                        onReplace={catalogue.find(row.exerciseId) ? () => setReplacing(catalogue.find(row.exerciseId)!) : undefined}
                        onRemove={() =>
                          editWeeks((weeks) =>
                            mapDay(weeks, w, d, (current) => ({
                              ...current,
                              rows: current.rows.filter((x) => x.key !== row.key),
                            })),
                          )
                        }
                      />
                    ))}
                  </ol>
                  <div className="builder-day-actions">
                    <button
                      type="button"
                      className="button primary"
                      disabled={day.rows.length >= PROGRAM_LIMITS.maxExercisesPerDay}
                      onClick={() => setPicking({ d })}
                    >
                      {t('programs:builder.addExercise')}
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={week.days.length >= PROGRAM_LIMITS.maxDaysPerWeek}
                      onClick={() =>
                        editWeeks((weeks) =>
                          duplicateDay(
                            weeks,
                            w,
                            d,
                            t('programs:detail.copyName', {
                              name: day.name,
                            }).slice(0, 60),
                          ),
                        )
                      }
                    >
                      {t('programs:builder.duplicateDay')}
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={d === 0}
                      onClick={() => editWeeks((weeks) => weeks.map((x, i) => (i === w ? { ...x, days: move(x.days, d, -1) } : x)))}
                    >
                      {t('programs:builder.moveDayUp')}
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={d === week.days.length - 1}
                      onClick={() => editWeeks((weeks) => weeks.map((x, i) => (i === w ? { ...x, days: move(x.days, d, 1) } : x)))}
                    >
                      {t('programs:builder.moveDayDown')}
                    </button>
                    <button type="button" className="button" disabled={week.days.length <= 1} onClick={() => editWeeks((weeks) => removeDay(weeks, w, d))}>
                      {t('programs:builder.removeDay')}
                    </button>
                  </div>
                </section>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="button"
          disabled={week.days.length >= PROGRAM_LIMITS.maxDaysPerWeek}
          onClick={() => editWeeks((weeks) => addDay(weeks, w, dayName(week.days.length)))}
        >
          {t('programs:builder.addDay')}
        </button>
      </section>

      <ProgramReplaceDialog
        exercise={replacing}
        equipment={equipment}
        count={replacing ? occurrencesInDraft(draft.weeks, replacing.id) : 0}
        source={draft.source}
        onChoose={(choice) => {
          if (!replacing) return;
          const count = occurrencesInDraft(draft.weeks, replacing.id);
          setReplacing(null);
          editWeeks((weeks) => replaceInDraft(weeks, replacing.id, choice));
          toast.success(t('programs:replace.done', { from: replacing.name, to: choice.name, count }));
        }}
        onClose={() => setReplacing(null)}
      />

      <ExercisePickerDialog
        open={picking !== null}
        title={t('programs:builder.pickTitle')}
        exercises={catalogue.all}
        writer={writer}
        recentIds={[...new Set(draft.weeks.flatMap((x) => x.days.flatMap((day) => day.rows.map((row) => row.exerciseId))).reverse())]}
        onClose={() => setPicking(null)}
        onPick={(exercise) => {
          const target = picking;
          setPicking(null);
          if (target)
            editWeeks((weeks) =>
              mapDay(weeks, w, target.d, (current) => ({
                ...current,
                rows: [...current.rows, newRow(exercise.id, exercise.measure, exercise.equipment)],
              })),
            );
        }}
      />
    </Page>
  );
}
