import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { finishedSessions, HISTORY_PAGE, type Session } from '#app/lib/firebase/sessions.ts';
import { formatDay, formatDuration, formatNumber } from '#app/lib/format/index.ts';

/** Finished sessions, latest first: date, title, duration, volume and records; more on demand. */
export function HistoryScreen({ count, initial }: { count: number; initial: Session[] }) {
  const { t } = useTranslation();
  const { data, error } = useLiveQuery(finishedSessions, { count: count + 1 }, initial);
  const sessions = data.slice(0, count);
  const more = data.length > count;
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
      {sessions.length === 0 ? (
        <p className="muted">{t('sessions:history.empty')}</p>
      ) : (
        <ul className="session-list">
          {sessions.map((session) => (
            <li key={session.id} className="panel">
              <Link to={`/sessions/view/${session.id}`}>
                <strong>{session.title}</strong>
                <span className="muted">
                  {t('sessions:history.facts', {
                    date: formatDay(session.date, 'weekday'),
                    duration: formatDuration(session.durationSec),
                    volume: formatNumber(session.volumeKg, 1, { trimZeros: true }),
                  })}
                </span>
                {session.prs.length ? <span className="badge">{t('sessions:history.records', { count: session.prs.length })}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {more ? (
        <Link className="button" to={`/sessions?n=${count + HISTORY_PAGE}`} preventScrollReset>
          {t('sessions:history.more')}
        </Link>
      ) : null}
    </Page>
  );
}
