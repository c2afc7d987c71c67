import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecordGroupText } from '#app/components/sessions/record-text.ts';
import { CARD_FAILED } from '#app/lib/dashboard/card-result.ts';
import type { ActiveChallenge } from '#app/lib/challenges/challenges.server.ts';
import type { RecentRecord, WeekSummary } from '#app/lib/dashboard/dashboard.server.ts';
import type { WeightTrend } from '#app/lib/dashboard/weight-trend.ts';
import { formatDay, formatNumber } from '#app/lib/format/index.ts';
import { groupRecords } from '#app/lib/training/records.ts';
import { Card } from './card.tsx';

/**
 * Sessions done this week and the streak in weeks. When the week's planning could not be read (the
 * today card says so), the card leaves out what is planned rather than invite to plan a week that
 * may well be planned.
 */
export function WeekCard({ week }: { week: WeekSummary }) {
  const { t } = useTranslation();
  const planned = week.planned === CARD_FAILED ? null : week.planned;
  return (
    <Card
      name="week"
      title={t('dashboard:week.title')}
      links={[
        week.done === 0 ? { to: '/sessions/new', label: t('dashboard:today.free'), primary: true } : { to: '/sessions', label: t('dashboard:week.history') },
        ...(planned === 0 ? [{ to: '/calendar', label: t('dashboard:week.plan') }] : []),
      ]}
    >
      <p className="dash-figure">{t('dashboard:week.done', { count: week.done })}</p>
      {planned ? <p>{t('dashboard:week.planned', { count: planned })}</p> : null}
      <p>{week.streak > 0 ? t('dashboard:week.streak', { count: week.streak }) : t('dashboard:week.noStreak')}</p>
      {week.done === 0 ? <p className="muted">{t('dashboard:week.empty')}</p> : null}
      {week.lastSessionDate ? <p className="muted">{t('dashboard:week.last', { date: formatDay(week.lastSessionDate, 'weekday') })}</p> : null}
    </Card>
  );
}

/** The latest weigh-in and how the 7-day mean moved. */
export function WeightCard({ weight }: { weight: WeightTrend | null }) {
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

/** The latest records, one line per exercise of a session (however many it beat), each linking to its session. */
export function RecordsCard({ records }: { records: readonly RecentRecord[] }) {
  const { t } = useTranslation();
  const groupText = useRecordGroupText();
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
          {groupRecords(records, ({ sessionId, record }) => `${sessionId}/${record.exerciseId}`).map((group) => {
            const { sessionId, date, exerciseName, record } = group[0]!;
            return (
              <li key={`${sessionId}/${record.exerciseId}`}>
                <Link to={`/sessions/view/${sessionId}`}>
                  {groupText(
                    group.map((item) => item.record),
                    exerciseName,
                  )}
                </Link>
                <time className="muted" dateTime={date}>
                  {t('dashboard:records.on', { date: formatDay(date, 'short') })}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** The challenges I take part in that have not ended, with their progress. */
export function ChallengesCard({ challenges }: { challenges: readonly ActiveChallenge[] }) {
  const { t } = useTranslation();
  return (
    <Card
      name="challenges"
      title={t('dashboard:challenges.title')}
      links={[challenges.length === 0 ? { to: '/challenges', label: t('dashboard:challenges.join'), primary: true } : { to: '/challenges', label: t('dashboard:challenges.open') }]}
    >
      {challenges.length === 0 ? (
        <p className="muted">{t('dashboard:challenges.empty')}</p>
      ) : (
        <ul className="dash-list dash-challenges">
          {challenges.map((challenge) => {
            const values = { progress: formatNumber(challenge.progress, 1, { trimZeros: true }), target: formatNumber(challenge.target, 1, { trimZeros: true }), unit: challenge.unit };
            const progress = challenge.unit ? t('dashboard:challenges.progressUnit', values) : t('dashboard:challenges.progress', values);
            return (
              <li key={challenge.id}>
                <strong>{challenge.title}</strong>
                <progress className="dash-meter" max={challenge.target} value={Math.min(challenge.progress, challenge.target)} aria-label={t('dashboard:challenges.progressLabel', { title: challenge.title })} />
                <span>{challenge.completedAt === null ? progress : t('dashboard:challenges.completed')}</span>
                <span className="muted">{t('dashboard:challenges.ends', { date: formatDay(challenge.endDate, 'short') })}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
