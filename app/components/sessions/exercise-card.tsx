import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Ellipsis } from 'lucide-react';
import type { Session, SessionExercise } from '#app/lib/data/sessions.ts';
import { coachingText } from '#app/lib/sessions/coaching-text.ts';
import { SESSION_LIMITS } from '#app/lib/data/sessions.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import { updateSet, type DraftSet, type Exercise, type SetValues } from '#app/lib/training/index.ts';
import { GuideLink } from '#app/components/exercises/guide-link.tsx';
import { NumberCell } from './number-cell.tsx';
import { addSet, supersetPlace, updateExercise } from '#app/lib/sessions/session-model.ts';
import { ExerciseMenu, SetMenu } from './set-menus.tsx';
import { SupersetBadge, SupersetHint } from './superset.tsx';
import { WarmUpAndPlates } from './warm-up-and-plates.tsx';

type Change = (update: (session: Session, now: number) => Session) => void;

export interface ExerciseCardProps {
  readonly entry: SessionExercise;
  /** The exercises before and after this one: a superset is a run of neighbours sharing a group. */
  readonly before: SessionExercise | undefined;
  readonly next: SessionExercise | undefined;
  readonly exercise: Exercise | undefined;
  /** Last time's done sets of this exercise, row n facing row n. */
  readonly previous: readonly SetValues[];
  readonly change: Change;
  readonly onToggle: (entry: SessionExercise, set: DraftSet, previous: SetValues | undefined) => void;
}

const kg = (value: number) => formatNumber(value, 2, { trimZeros: true });

/** "60 kg × 8", "45 s", "2 km" — last time's set or the target, as a gym notebook writes it. */
export function setText(t: (key: string, options?: Record<string, unknown>) => string, values: SetValues): string {
  if (values.distanceM !== undefined && values.distanceM > 0) return t('sessions:set.distance', { value: formatNumber(values.distanceM) });
  if (values.durationSec !== undefined && values.durationSec > 0 && !values.reps) return t('sessions:set.duration', { value: values.durationSec });
  if (values.weightKg) return t('sessions:set.weightReps', { weight: kg(values.weightKg), reps: values.reps ?? 0 });
  return t('sessions:set.reps', { count: values.reps ?? 0 });
}

/**
 * A set's type (but the usual ones) and RPE: short under its number ("dégr. @8"), in words for
 * a screen reader ("Dégressive, RPE 8").
 */
function setMarks(t: (key: string, options?: Record<string, unknown>) => string, set: DraftSet): { short: string; spoken: string } | null {
  const short: string[] = [];
  const spoken: string[] = [];
  if (set.kind === 'degressive' || set.kind === 'echec') {
    short.push(t(`sessions:set.kindsShort.${set.kind}`));
    spoken.push(t(`sessions:set.kinds.${set.kind}`));
  }
  if (set.rpe) {
    const value = formatNumber(set.rpe, 1, { trimZeros: true });
    short.push(t('sessions:set.rpeShort', { value }));
    spoken.push(t('sessions:view.rpe', { value }));
  }
  return short.length ? { short: short.join(' '), spoken: spoken.join(', ') } : null;
}

/** What a set row asks for, by how the exercise is measured. */
function fieldsOf(exercise: Exercise | undefined): ('weightKg' | 'reps' | 'durationSec' | 'distanceM')[] {
  switch (exercise?.measure) {
    case 'duree':
      return ['durationSec'];
    case 'distance-duree':
      return ['distanceM', 'durationSec'];
    case 'reps':
      return ['reps', 'weightKg'];
    default:
      return ['weightKg', 'reps'];
  }
}

const BOUNDS = {
  weightKg: { min: 0, max: SESSION_LIMITS.weightKg, integer: false },
  reps: { min: 0, max: SESSION_LIMITS.reps, integer: true },
  durationSec: { min: 0, max: SESSION_LIMITS.durationSec, integer: true },
  distanceM: { min: 0, max: SESSION_LIMITS.distanceM, integer: false },
} as const;

/** One exercise of the session: its target, last time's sets, and a row per set to fill and tick. */
export function ExerciseCard({ entry, before, next, exercise, previous, change, onToggle }: ExerciseCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [menuSetId, setMenuSetId] = useState<string | null>(null);
  const [exerciseMenu, setExerciseMenu] = useState(false);
  const fields = fieldsOf(exercise);
  // Warm-ups are marked É; working sets are numbered from 1 after them.
  const numbers = entry.sets.map((set, index) => (set.kind === 'echauffement' ? 0 : entry.sets.slice(0, index + 1).filter((other) => other.kind !== 'echauffement').length));
  const target = entry.target && Object.keys(entry.target).length ? entry.target : undefined;
  const superset = supersetPlace(entry, before, next);
  const coaching = coachingText(t, entry);
  const nameOf = (index: number) => t('sessions:set.name', { exercise: entry.name, number: index + 1 });
  const menuIndex = entry.sets.findIndex((set) => set.id === menuSetId);

  return (
    <section className="panel exercise-card" aria-labelledby={headingId}>
      <header className="exercise-card-head">
        <div className="exercise-card-title">
          <h2 id={headingId}>{entry.name}</h2>
          <SupersetBadge place={superset} />
        </div>
        <div className="exercise-card-tools">
          <GuideLink exerciseId={entry.exerciseId} name={entry.name} entryId={entry.id} icon />
          <button type="button" className="icon-button" aria-haspopup="dialog" aria-expanded={exerciseMenu} onClick={() => setExerciseMenu(true)} aria-label={t('sessions:exercise.menu', { name: entry.name })}>
            <Ellipsis aria-hidden="true" size={20} />
          </button>
        </div>
        {superset?.next || target || coaching ? (
          <div className="exercise-card-facts">
            <SupersetHint place={superset} />
            {target ? <p className="muted">{t('sessions:exercise.target', { value: setText(t, target) })}</p> : null}
            {coaching ? <p className="coaching-line">{coaching}</p> : null}
          </div>
        ) : null}
      </header>
      <ExerciseMenu
        entry={entry}
        open={exerciseMenu}
        first={!before}
        last={!next}
        canGroup={Boolean(next) && !superset?.next}
        inSuperset={superset !== null}
        change={change}
        onClose={() => setExerciseMenu(false)}
      />

      <div className={fields.length === 1 ? 'set-grid single' : 'set-grid'} role="group" aria-label={t('sessions:exercise.sets', { name: entry.name })}>
        <div className="set-row set-head" aria-hidden="true">
          <span>{t('sessions:set.number')}</span>
          <span>{t('sessions:set.previous')}</span>
          {fields.map((field) => (
            <span key={field}>{t(`sessions:set.fields.${field}`)}</span>
          ))}
          <span>{t('sessions:set.done')}</span>
        </div>
        {entry.sets.map((set, index) => {
          const label = numbers[index] ? String(numbers[index]) : t('sessions:set.warmUpShort');
          const name = nameOf(index);
          const last = previous[index];
          const hint = target ?? last;
          const marks = setMarks(t, set);
          const marksId = `${headingId}-${set.id}-marks`;
          return (
            <div key={set.id} className="set-block" data-done={set.done || undefined}>
              <div className="set-row">
                <button
                  type="button"
                  className="set-menu-button"
                  aria-haspopup="dialog"
                  aria-expanded={menuSetId === set.id}
                  aria-label={t('sessions:set.menu', { name })}
                  aria-describedby={marks ? marksId : undefined}
                  onClick={() => setMenuSetId(set.id)}
                >
                  <span className="set-number">{label}</span>
                  {marks ? (
                    <>
                      <span className="set-marks" aria-hidden="true">
                        {marks.short}
                      </span>
                      <span className="visually-hidden" id={marksId}>
                        {marks.spoken}
                      </span>
                    </>
                  ) : null}
                </button>
                <span className="set-previous">{last ? setText(t, last) : t('sessions:set.noPrevious')}</span>
                {fields.map((field) => (
                  <NumberCell
                    key={field}
                    label={t(`sessions:set.labels.${field}`, { name })}
                    value={set[field]}
                    placeholder={hint?.[field]}
                    {...BOUNDS[field]}
                    invalidMessage={t(`sessions:set.invalid.${field}`, { max: formatNumber(BOUNDS[field].max) })}
                    onCommit={(value) => change((s, now) => updateSet(s, entry.id, set.id, { [field]: value }, now) as Session)}
                  />
                ))}
                <button
                  type="button"
                  className="set-done"
                  aria-pressed={set.done}
                  aria-label={t('sessions:set.tick', { name })}
                  onClick={() => onToggle(entry, set, last)}
                >
                  <Check aria-hidden="true" size={22} />
                </button>
              </div>
            </div>
          );
        })}
      </div>
      <SetMenu
        entry={entry}
        set={entry.sets[menuIndex] ?? null}
        name={menuIndex >= 0 ? nameOf(menuIndex) : ''}
        targetRpe={target?.rpe}
        change={change}
        onClose={() => setMenuSetId(null)}
      />

      <div className="exercise-card-actions">
        <button type="button" className="button" disabled={entry.sets.length >= SESSION_LIMITS.sets} onClick={() => change((s, now) => addSet(s, entry.id, now))}>
          {t('sessions:exercise.addSet')}
        </button>
        <WarmUpAndPlates entry={entry} exercise={exercise} previous={previous} change={change} />
      </div>
      <label className="exercise-notes">
        <span>{t('sessions:exercise.notes')}</span>
        <textarea
          rows={2}
          maxLength={SESSION_LIMITS.exerciseNotesMax}
          value={entry.notes ?? ''}
          onChange={(event) => change((s, now) => updateExercise(s, entry.id, { notes: event.target.value }, now))}
        />
      </label>
    </section>
  );
}
