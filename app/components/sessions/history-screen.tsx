import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigate } from 'react-router';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { useCatalogue } from '#app/components/programs/catalogue.ts';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { TRAINING_PERIODS } from '#app/lib/dates/index.ts';
import type { ProgramChoice } from '#app/lib/data/programs.ts';
import { historyEntries, HISTORY_PAGE, type HistoryEntry, type HistoryFilter } from '#app/lib/data/sessions.ts';
import { formatDay, formatElapsed, formatNumber } from '#app/lib/format/index.ts';
import type { Exercise } from '#app/lib/training/index.ts';
import { historyHref, historyViewFrom, isFiltered, type HistoryView } from '#app/lib/sessions/history-view.ts';

type HistoryProps = {
  view: HistoryView;
  /** The view's query filter, computed once on the server (its period ends on the server's today). */
  filter: HistoryFilter;
  initial: HistoryEntry[];
  programs: ProgramChoice[];
  custom: Exercise[];
};

/** Finished sessions, latest first: date, title, duration, volume and records; filters; more on demand. */
export function HistoryScreen({ view, filter, initial, programs, custom }: HistoryProps) {
  const { t } = useTranslation();
  const { data, error } = useLiveQuery(historyEntries, { count: view.count + 1, ...filter }, initial);
  const sessions = data.slice(0, view.count);
  // One more than shown was asked for: whether "Afficher plus" has anything to show.
  const more = data.length > view.count;
  return (
    <Page title={t('sessions:title')} actions={<SaveIndicator status="idle" liveError={error} />}>
      <div className="program-actions">
        <Link className="button primary" to="/sessions/new">
          {t('sessions:history.new')}
        </Link>
        <Link className="button" to="/programs">
          {t('sessions:history.fromProgram')}
        </Link>
        {/* A file download, not a page: a plain link. */}
        <a className="button ghost" href="/sessions/export" download>
          {t('sessions:history.export')}
        </a>
        <Link className="button ghost" to="/sessions/import">
          {t('sessions:history.import')}
        </Link>
      </div>
      <HistoryFilters view={view} programs={programs} custom={custom} />
      {sessions.length === 0 ? (
        isFiltered(view) ? (
          <p className="muted" role="status">
            {t('sessions:history.noMatch')} <Link to="/sessions">{t('sessions:history.filters.clear')}</Link>
          </p>
        ) : (
          <p className="muted">{t('sessions:history.empty')}</p>
        )
      ) : (
        <ul className="session-list" aria-label={t('sessions:history.listLabel')}>
          {sessions.map((session) => (
            <li key={session.id} className="panel">
              <Link to={`/sessions/view/${session.id}`}>
                <strong>{session.title}</strong>
                <span className="muted">
                  {t('sessions:history.facts', {
                    date: formatDay(session.date, 'weekday'),
                    duration: formatElapsed(session.durationSec),
                    volume: formatNumber(session.volumeKg, 1, { trimZeros: true }),
                  })}
                </span>
                {session.records ? <span className="badge">{t('sessions:history.records', { count: session.records })}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {more ? (
        <Link className="button" to={historyHref({ ...view, count: view.count + HISTORY_PAGE })} preventScrollReset>
          {t('sessions:history.more')}
        </Link>
      ) : null}
    </Page>
  );
}

/**
 * Program, exercise and period, applied as soon as one changes (a new history entry each, so
 * the back button undoes it). Without JavaScript the form still works: a GET to the same URL.
 */
function HistoryFilters({ view, programs, custom }: Pick<HistoryProps, 'view' | 'programs' | 'custom'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const catalogue = useCatalogue(custom);
  const exercises = useMemo(() => [...catalogue.all].sort((a, b) => a.name.localeCompare(b.name, 'fr')), [catalogue]);
  const active = programs.filter((program) => !program.archived);
  const archived = programs.filter((program) => program.archived);
  // A program deleted since, still named in a shared URL.
  const unknownProgram = view.programId && !programs.some((program) => program.id === view.programId) ? view.programId : null;

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new URLSearchParams(Array.from(new FormData(event.currentTarget), ([name, value]) => [name, String(value)]));
    // A new filter starts again from the first page.
    void navigate(historyHref({ ...historyViewFrom(fields), count: HISTORY_PAGE }), { preventScrollReset: true });
  }

  return (
    <Form method="get" action="/sessions" className="history-filters panel" aria-label={t('sessions:history.filters.label')} onChange={(event) => event.currentTarget.requestSubmit()} onSubmit={apply}>
      <div className="field">
        <label htmlFor="history-program">{t('sessions:history.filters.program')}</label>
        <select id="history-program" name="programme" defaultValue={view.programId ?? ''} key={`p-${view.programId ?? ''}`}>
          <option value="">{t('sessions:history.filters.allPrograms')}</option>
          {unknownProgram ? <option value={unknownProgram}>{t('sessions:history.filters.deletedProgram')}</option> : null}
          {active.map((program) => (
            <option key={program.id} value={program.id}>
              {program.name}
            </option>
          ))}
          {archived.length ? (
            <optgroup label={t('sessions:history.filters.archived')}>
              {archived.map((program) => (
                <option key={program.id} value={program.id}>
                  {program.name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </div>
      <div className="field">
        <label htmlFor="history-exercise">{t('sessions:history.filters.exercise')}</label>
        <select id="history-exercise" name="exercice" defaultValue={view.exerciseId ?? ''} key={`e-${view.exerciseId ?? ''}`}>
          <option value="">{t('sessions:history.filters.allExercises')}</option>
          {view.exerciseId && !catalogue.find(view.exerciseId) ? <option value={view.exerciseId}>{view.exerciseId}</option> : null}
          {exercises.map((exercise) => (
            <option key={exercise.id} value={exercise.id}>
              {exercise.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="history-period">{t('sessions:history.filters.period')}</label>
        <select id="history-period" name="periode" defaultValue={view.period} key={`d-${view.period}`}>
          {TRAINING_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`progress:periods.${period}`)}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className="button">
          {t('sessions:history.filters.apply')}
        </button>
      </noscript>
      {isFiltered(view) ? (
        <Link to="/sessions" className="button ghost">
          {t('sessions:history.filters.clear')}
        </Link>
      ) : null}
    </Form>
  );
}
