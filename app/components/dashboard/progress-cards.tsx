import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecordText } from '#app/components/sessions/session-summary.tsx';
import type { Dashboard } from '#app/lib/firebase/dashboard.server.ts';
import { formatDay, formatNumber } from '#app/lib/format/index.ts';
import { Card } from './card.tsx';

/** Sessions done this week and the streak in weeks. */
export function WeekCard({ week }: { week: Dashboard['week'] }) {
  const { t } = useTranslation();
  return (
    <Card
      name="week"
      title={t('dashboard:week.title')}
      links={[week.done === 0 ? { to: '/sessions/new', label: t('dashboard:today.free'), primary: true } : { to: '/sessions', label: t('dashboard:week.history') }]}
    >
      <p className="dash-figure">{t('dashboard:week.done', { count: week.done })}</p>
      <p>{week.streak > 0 ? t('dashboard:week.streak', { count: week.streak }) : t('dashboard:week.noStreak')}</p>
      {week.done === 0 ? <p className="muted">{t('dashboard:week.empty')}</p> : null}
      {week.lastSessionDate ? <p className="muted">{t('dashboard:week.last', { date: formatDay(week.lastSessionDate, 'weekday') })}</p> : null}
    </Card>
  );
}

/** The latest weigh-in and how the 7-day mean moved. */
export function WeightCard({ weight }: { weight: Dashboard['weight'] }) {
  const { t } = useTranslation();
  if (!weight) {
    return (
      <Card
        name="weight"
        title={t('dashboard:weight.title')}
        links={[{ to: '/measurements', label: t('dashboard:weight.add'), primary: true }]}
      >
        <p className="muted">{t('dashboard:weight.empty')}</p>
      </Card>
    );
  }
  const { changeKg } = weight;
  return (
    <Card
      name="weight"
      title={t('dashboard:weight.title')}
      links={[{ to: '/measurements', label: t('dashboard:weight.open') }]}
    >
      <p className="dash-figure">{t('dashboard:weight.latest', { weight: formatNumber(weight.latest.weightKg, 1, { trimZeros: true }) })}</p>
      <p className="muted">{t('dashboard:weight.measuredOn', { date: formatDay(weight.latest.date, 'weekday') })}</p>
      {changeKg === null ? (
        <p className="muted">{t('dashboard:weight.trendUnknown')}</p>
      ) : (
        <p title={t('dashboard:weight.trendHint')} data-testid="weight-trend">
          {changeKg === 0 ? t('dashboard:weight.trendStable') : t('dashboard:weight.trend', { change: formatNumber(changeKg, 1, { signed: true }) })}
        </p>
      )}
    </Card>
  );
}

/** The latest records, each linking to its session. */
export function RecordsCard({ records }: { records: Dashboard['records'] }) {
  const { t } = useTranslation();
  const recordText = useRecordText();
  return (
    <Card
      name="records"
      title={t('dashboard:records.title')}
      links={records.length === 0 ? [{ to: '/sessions/new', label: t('dashboard:today.free'), primary: true }] : [{ to: '/progress', label: t('dashboard:records.progress') }]}
    >
      {records.length === 0 ? (
        <p className="muted">{t('dashboard:records.empty')}</p>
      ) : (
        <ul className="dash-list">
          {records.map(({ sessionId, date, exerciseName, record }) => (
            <li key={`${sessionId}-${record.exerciseId}-${record.kind}-${record.weightKg ?? ''}`}>
              <Link to={`/sessions/view/${sessionId}`}>{recordText(record, () => exerciseName)}</Link>
              <time className="muted" dateTime={date}>
                {t('dashboard:records.on', { date: formatDay(date, 'short') })}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
