import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import type { Session } from '#app/lib/data/sessions.ts';
import { formatElapsed, formatNumber } from '#app/lib/format/index.ts';
import { workingSetsDone } from '#app/lib/training/index.ts';
import { useRecordLines } from './record-text.ts';

/** Duration, volume, sets and the records beaten: the finish screen and a past session's page. */
export function SessionSummary({ session, nameOf }: { session: Session; nameOf: (exerciseId: string) => string }) {
  const { t } = useTranslation();
  const recordLines = useRecordLines();
  return (
    <div className="session-summary stack">
      <dl className="summary-figures">
        <div>
          <dt>{t('sessions:summary.duration')}</dt>
          <dd>{formatElapsed(session.durationSec)}</dd>
        </div>
        <div>
          <dt>{t('sessions:summary.volume')}</dt>
          <dd>{t('sessions:summary.kg', { value: formatNumber(session.volumeKg, 1, { trimZeros: true }) })}</dd>
        </div>
        <div>
          <dt>{t('sessions:summary.sets')}</dt>
          <dd>{workingSetsDone(session)}</dd>
        </div>
      </dl>
      {session.prs.length ? (
        <section className="callout success records" aria-labelledby="records-title">
          <h3 id="records-title">
            <Trophy aria-hidden="true" size={18} /> {t('sessions:records.title', { count: session.prs.length })}
          </h3>
          <ul>
            {recordLines(session.prs, nameOf).map((line) => (
              <li key={line.exerciseId}>{line.text}</li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="muted">{t('sessions:records.none')}</p>
      )}
    </div>
  );
}
