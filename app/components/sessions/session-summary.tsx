import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import type { Session } from '#app/lib/firebase/sessions.ts';
import { formatDuration, formatNumber } from '#app/lib/format/index.ts';
import type { RecordHit } from '#app/lib/training/index.ts';
import { workingSetsDone } from './session-model.ts';

const kg = (value: number) => formatNumber(value, 2, { trimZeros: true });

/** "Développé couché : charge max 102,5 kg (avant 100 kg)". */
export function useRecordText(): (record: RecordHit, nameOf: (exerciseId: string) => string) => string {
  const { t } = useTranslation();
  return (record, nameOf) => {
    const values =
      record.kind === 'reps-max'
        ? { value: record.value, previous: record.previous, weight: kg(record.weightKg ?? 0) }
        : { value: kg(record.value), previous: kg(record.previous) };
    return t('sessions:records.line', { exercise: nameOf(record.exerciseId), record: t(`sessions:records.kinds.${record.kind}`, values) });
  };
}

/** Duration, volume, sets and the records beaten: the finish screen and a past session's page. */
export function SessionSummary({ session, nameOf }: { session: Session; nameOf: (exerciseId: string) => string }) {
  const { t } = useTranslation();
  const recordText = useRecordText();
  return (
    <div className="session-summary stack">
      <dl className="summary-figures">
        <div>
          <dt>{t('sessions:summary.duration')}</dt>
          <dd>{formatDuration(session.durationSec)}</dd>
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
            {session.prs.map((record, index) => (
              <li key={index}>{recordText(record, nameOf)}</li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="muted">{t('sessions:records.none')}</p>
      )}
    </div>
  );
}
