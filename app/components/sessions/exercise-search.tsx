import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchExercises, type Exercise } from '#app/lib/training/index.ts';

const SHOWN = 8;

/** Adds an exercise to the session: a search over the catalogue and the person's own exercises. */
export function ExerciseSearch({ exercises, recentIds, onPick }: { exercises: readonly Exercise[]; recentIds: readonly string[]; onPick: (exercise: Exercise) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const found = searchExercises(query, exercises, {}, recentIds).slice(0, SHOWN);
  return (
    <section className="panel exercise-search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('sessions:add.title')}</h2>
      <label htmlFor={`${id}-query`}>{t('sessions:add.search')}</label>
      <input id={`${id}-query`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      {found.length ? (
        <ul className="exercise-search-results">
          {found.map((exercise) => (
            <li key={exercise.id}>
              <button
                type="button"
                className="button block"
                onClick={() => {
                  onPick(exercise);
                  setQuery('');
                }}
                aria-label={t('sessions:add.pick', { name: exercise.name })}
              >
                {exercise.name}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted" role="status">
          {t('sessions:add.none')}
        </p>
      )}
    </section>
  );
}
