import { useTranslation } from 'react-i18next';
import type { Session, SessionExercise } from '#app/lib/firebase/sessions.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import { BAR_KG, platesFor, warmUpSets, type Exercise, type SetValues } from '#app/lib/training/index.ts';
import { addWarmUp } from './session-model.ts';

const kg = (value: number) => formatNumber(value, 2, { trimZeros: true });

/** The working weight: the target's, else the first working set's, else last time's heaviest. */
function workingWeight(entry: SessionExercise, previous: readonly SetValues[]): number | null {
  const typed = entry.sets.find((set) => set.kind !== 'echauffement' && set.weightKg)?.weightKg;
  const last = Math.max(0, ...previous.map((set) => set.weightKg ?? 0));
  return entry.target?.weightKg || typed || last || null;
}

/** The warm-up ramp and the discs of each side for the working weight, one tap away. */
export function WarmUpAndPlates({
  entry,
  exercise,
  previous,
  change,
}: {
  entry: SessionExercise;
  exercise: Exercise | undefined;
  previous: readonly SetValues[];
  change: (update: (session: Session, now: number) => Session) => void;
}) {
  const { t } = useTranslation();
  if (!exercise || exercise.measure !== 'charge-reps') return null;
  const weight = workingWeight(entry, previous);
  const barbell = exercise.equipment.includes('barre');
  const ramp = weight ? warmUpSets(weight, exercise.equipment) : [];
  const plates = weight && barbell && weight >= BAR_KG ? platesFor(weight) : null;
  const hasWarmUp = entry.sets.some((set) => set.kind === 'echauffement');
  return (
    <details className="warm-up">
      <summary>{t('sessions:warmUp.open')}</summary>
      {weight === null ? (
        <p className="muted">{t('sessions:warmUp.needWeight')}</p>
      ) : (
        <div className="stack">
          <p>{t('sessions:warmUp.for', { weight: kg(weight) })}</p>
          {ramp.length ? (
            <>
              <ul className="warm-up-sets">
                {ramp.map((set, index) => (
                  <li key={index}>{t('sessions:set.weightReps', { weight: kg(set.weightKg), reps: set.reps })}</li>
                ))}
              </ul>
              <button type="button" className="button" disabled={hasWarmUp} onClick={() => change((s, now) => addWarmUp(s, entry.id, ramp, now))}>
                {t(hasWarmUp ? 'sessions:warmUp.added' : 'sessions:warmUp.add')}
              </button>
            </>
          ) : (
            <p className="muted">{t('sessions:warmUp.none')}</p>
          )}
          {plates ? (
            <p>
              {plates.perSide.length
                ? t('sessions:plates.perSide', { plates: plates.perSide.map(kg).join(' + '), bar: kg(BAR_KG) })
                : t('sessions:plates.barOnly', { bar: kg(BAR_KG) })}
              {plates.exact ? null : ` ${t('sessions:plates.missing', { missing: kg(plates.remainingKg) })}`}
            </p>
          ) : null}
        </div>
      )}
    </details>
  );
}
