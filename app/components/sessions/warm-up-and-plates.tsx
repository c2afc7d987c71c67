import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session, SessionExercise } from '#app/lib/data/sessions.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import { loadingsAround, platesOfSetup, warmUpSets, type Exercise, type PlateLoading, type PlateSetup, type SetValues } from '#app/lib/training/index.ts';
import { PlateSetupForm, usePlateSetup } from './plate-setup.tsx';
import { addWarmUp } from '#app/lib/sessions/session-model.ts';

const kg = (value: number) => formatNumber(value, 2, { trimZeros: true });

/** The plate calculator's answer for the working weight, with the person's bar and discs. */
function PlateLoadings({ weight, setup }: { weight: number; setup: PlateSetup }) {
  const { t } = useTranslation();
  const { barKg } = setup;
  // An exact search over every pair of discs: computed again only when the weight or the discs change.
  const options = useMemo(() => (weight >= barKg ? loadingsAround(weight, platesOfSetup(setup), barKg) : null), [weight, barKg, setup]);
  const describe = (loading: PlateLoading) =>
    loading.perSide.length
      ? t('sessions:plates.perSide', { plates: loading.perSide.map(kg).join(' + '), bar: kg(barKg) })
      : t('sessions:plates.barOnly', { bar: kg(barKg) });
  if (!options) return <p>{t('sessions:plates.underBar', { weight: kg(weight), bar: kg(barKg) })}</p>;
  const { nearest, below, above } = options;
  if (nearest.exact) return <p>{describe(nearest)}</p>;
  const other = nearest === below ? above : below;
  return (
    <div className="plate-loadings">
      <p>{t('sessions:plates.notLoadable', { weight: kg(weight) })}</p>
      <p>
        <strong>{t('sessions:plates.nearest', { weight: kg(nearest.loadedKg) })}</strong> {describe(nearest)}
      </p>
      {other ? <p className="muted">{t('sessions:plates.other', { weight: kg(other.loadedKg), loading: describe(other) })}</p> : null}
    </div>
  );
}

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
  const { setup } = usePlateSetup();
  if (!exercise || exercise.measure !== 'charge-reps') return null;
  const weight = workingWeight(entry, previous);
  const barbell = exercise.equipment.includes('barre');
  const ramp = weight ? warmUpSets(weight, exercise.equipment, setup.barKg) : [];
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
          {barbell ? (
            <PlateLoadings weight={weight} setup={setup} />
          ) : null}
        </div>
      )}
      {barbell ? <PlateSetupForm /> : null}
    </details>
  );
}
