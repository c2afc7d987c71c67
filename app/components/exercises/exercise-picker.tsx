/*
 * The one exercise picker of the app (programs and sessions): a search that ignores accents and
 * case, filters by main muscle and by equipment, recently used exercises first. Keyboard: type
 * to search, ↓ moves into the results, ↑/↓ between them, Enter picks, Escape closes the dialog.
 * The number of results is announced as it changes.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomExerciseForm } from './custom-exercise-form.tsx';
import type { Writer } from '#app/components/data/use-writer.ts';
import { EQUIPMENT, MUSCLES, searchExercises, type Equipment, type Exercise, type Muscle } from '#app/lib/training/index.ts';
import { GuideLink } from './guide-link.tsx';

/** Enough to scan on a phone; a narrower search finds the rest. */
const SHOWN = 60;

export interface ExercisePickerProps {
  readonly exercises: readonly Exercise[];
  /** Most recent first. */
  readonly recentIds?: readonly string[];
  readonly onPick: (exercise: Exercise) => void;
  /** When given, the person may create their own exercise here; it is picked once stored. */
  readonly writer?: Writer;
  /** Opens with the creation form, filled with this name (an exercise named by another app). */
  readonly createName?: string;
}

export function ExercisePicker({ exercises, recentIds = [], onPick, writer, createName }: ExercisePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [muscle, setMuscle] = useState<Muscle | ''>('');
  const [equipment, setEquipment] = useState<Equipment | ''>('');
  const [creating, setCreating] = useState(createName !== undefined);
  const list = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const results = useMemo(
    () => searchExercises(query, exercises, { muscles: muscle ? [muscle] : [], equipment: equipment ? [equipment] : [] }, recentIds),
    [query, exercises, muscle, equipment, recentIds],
  );
  const recent = new Set(recentIds);

  const buttons = () => Array.from(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
  function onSearchKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      buttons()[0]?.focus();
    }
  }
  function onListKey(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = buttons();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowUp' && index <= 0) search.current?.focus();
    else all[Math.min(all.length - 1, index + (event.key === 'ArrowDown' ? 1 : -1))]?.focus();
  }

  return (
    <div className="exercise-picker stack">
      <div className="exercise-picker-filters">
        <div className="field">
          <label htmlFor={`${id}-search`}>{t('programs:picker.search')}</label>
          <input
            id={`${id}-search`}
            ref={search}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKey}
            aria-describedby={`${id}-count`}
            aria-controls={`${id}-results`}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-muscle`}>{t('programs:picker.muscle')}</label>
          <select id={`${id}-muscle`} value={muscle} onChange={(event) => setMuscle(event.target.value as Muscle | '')}>
            <option value="">{t('programs:picker.allMuscles')}</option>
            {MUSCLES.map((value) => (
              <option key={value} value={value}>
                {t(`programs:muscle.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-equipment`}>{t('programs:picker.equipment')}</label>
          <select id={`${id}-equipment`} value={equipment} onChange={(event) => setEquipment(event.target.value as Equipment | '')}>
            <option value="">{t('programs:picker.allEquipment')}</option>
            {EQUIPMENT.map((value) => (
              <option key={value} value={value}>
                {t(`programs:equipment.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={`${id}-count`} className="muted" role="status">
        {results.length > SHOWN ? t('programs:picker.countMore', { count: results.length, shown: SHOWN }) : t('programs:picker.count', { count: results.length })}
      </p>
      {results.length === 0 ? <p>{t('programs:picker.none')}</p> : null}
      <ul id={`${id}-results`} ref={list} className="exercise-results" aria-label={t('programs:picker.results')}>
        {results.slice(0, SHOWN).map((exercise) => (
          <li key={exercise.id}>
            <button type="button" className="exercise-result" onClick={() => onPick(exercise)} onKeyDown={onListKey}>
              <span className="exercise-result-name">{exercise.name}</span>
              <span className="muted">
                {exercise.muscles.map((value) => t(`programs:muscle.${value}`)).join(', ')}
                {' · '}
                {exercise.equipment.map((value) => t(`programs:equipment.${value}`)).join(', ')}
                {recent.has(exercise.id) ? ` · ${t('programs:picker.recent')}` : null}
              </span>
            </button>
            <GuideLink exerciseId={exercise.id} name={exercise.name} />
          </li>
        ))}
      </ul>
      {writer && creating ? <CustomExerciseForm writer={writer} initialName={createName ?? query.trim()} onCreated={onPick} /> : null}
      {writer && !creating ? (
        <button type="button" className="button" onClick={() => setCreating(true)}>
          {t('programs:customExercise.open')}
        </button>
      ) : null}
    </div>
  );
}

/** The picker in a modal <dialog>: focus goes to the search, Escape or "Fermer" closes it. */
export function ExercisePickerDialog({ open, title, onClose, ...picker }: ExercisePickerProps & { open: boolean; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The picker opens to search (or to name the new exercise): the dialog itself would focus its first button ("Fermer").
      dialog.querySelector<HTMLInputElement>(picker.createName === undefined ? 'input[type="search"]' : '.custom-exercise-form input')?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open, picker.createName]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog exercise-picker-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="stack">
        <div className="exercise-picker-head">
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className="button" onClick={onClose}>
            {t('programs:picker.close')}
          </button>
        </div>
        {open ? <ExercisePicker {...picker} /> : null}
      </div>
    </dialog>
  );
}
