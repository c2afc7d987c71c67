import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';
import type { LeaderboardStanding, TodayNutrition, UnreadNotifications } from '#app/lib/dashboard/dashboard.server.ts';
import { formatEnergy, formatInstant, type EnergyUnit } from '#app/lib/format/index.ts';
import { APP_TIME_ZONE } from '#app/lib/dates/index.ts';
import { foodLogDoc } from '#app/lib/data/nutrition.ts';
import { nutritionGoalsDoc } from '#app/lib/data/nutrition-goals.ts';
import { dayTotals } from '#app/lib/nutrition/nutrients.ts';
import { Card } from './card.tsx';

const MACROS = ['proteinG', 'carbsG', 'fatG'] as const;

/** Today's energy against the goal, and the macros, from the day's log: live, so a meal logged elsewhere shows. */
export function NutritionCard({ today, nutrition, energyUnit }: { today: string; nutrition: TodayNutrition; energyUnit: EnergyUnit }) {
  const { t } = useTranslation();
  const { data: log } = useLiveDoc(foodLogDoc, { id: today }, nutrition.log);
  const { data: goals } = useLiveDoc(nutritionGoalsDoc, {}, nutrition.goals);
  const totals = dayTotals(log.entries);
  const kcal = totals.kcal ?? 0;
  const energy = (value: number) => formatEnergy(value, energyUnit);
  return (
    <Card
      name="nutrition"
      title={t('dashboard:nutrition.title')}
      links={[
        log.entries.length ? { to: '/nutrition', label: t('dashboard:nutrition.openLog') } : { to: '/nutrition', label: t('dashboard:nutrition.log'), primary: true },
        ...(goals ? [] : [{ to: '/settings/nutrition-goals', label: t('dashboard:nutrition.setGoals') }]),
      ]}
    >
      <p className="dash-figure" data-testid="nutrition-energy">
        {goals ? t('dashboard:nutrition.energy', { eaten: energy(kcal), goal: energy(goals.kcal) }) : t('dashboard:nutrition.energyNoGoal', { eaten: energy(kcal) })}
      </p>
      {goals ? (
        <>
          <progress className={kcal > goals.kcal ? 'dash-meter over' : 'dash-meter'} max={goals.kcal} value={Math.min(kcal, goals.kcal)} aria-label={t('dashboard:nutrition.energy', { eaten: energy(kcal), goal: energy(goals.kcal) })} />
          <p className="muted">{kcal <= goals.kcal ? t('dashboard:nutrition.remaining', { amount: energy(goals.kcal - kcal) }) : t('dashboard:nutrition.over', { amount: energy(kcal - goals.kcal) })}</p>
        </>
      ) : (
        <p className="muted">{t('dashboard:nutrition.noGoals')}</p>
      )}
      <dl className="dash-macros">
        {MACROS.map((key) => (
          <div key={key} data-macro={key}>
            <dt>{t(`nutrition:nutrients.${key}`)}</dt>
            <dd>{goals ? t('nutrition:totals.ofGoal', { eaten: nutrientText(key, totals[key] ?? 0), goal: nutrientText(key, goals[key]) }) : nutrientText(key, totals[key] ?? 0)}</dd>
          </div>
        ))}
      </dl>
      {log.entries.length === 0 ? <p className="muted">{t('dashboard:nutrition.empty')}</p> : null}
    </Card>
  );
}

/** My rank this week, when I joined the leaderboard. */
export function LeaderboardCard({ standing }: { standing: LeaderboardStanding | null }) {
  const { t } = useTranslation();
  if (!standing) {
    return (
      <Card name="leaderboard" title={t('dashboard:leaderboard.title')} links={[{ to: '/leaderboard', label: t('dashboard:leaderboard.join'), primary: true }]}>
        <p className="muted">{t('dashboard:leaderboard.notJoined')}</p>
      </Card>
    );
  }
  return (
    <Card name="leaderboard" title={t('dashboard:leaderboard.title')} links={[{ to: '/leaderboard', label: t('dashboard:leaderboard.open') }]}>
      {standing.rank === null ? (
        <p className="muted">{t('dashboard:leaderboard.noPoints')}</p>
      ) : (
        <p className="dash-figure">{standing.rank === 1 ? t('dashboard:leaderboard.rankFirst') : t('dashboard:leaderboard.rank', { rank: standing.rank })}</p>
      )}
      <p>{t('dashboard:leaderboard.points', { count: standing.points, pseudonym: standing.pseudonym })}</p>
    </Card>
  );
}

/** How many notifications are unread, and the newest of them. */
export function NotificationsCard({ notifications }: { notifications: UnreadNotifications }) {
  const { t } = useTranslation();
  const { unread, latest } = notifications;
  return (
    <Card
      name="notifications"
      title={t('dashboard:notifications.title')}
      links={[unread > 0 ? { to: '/notifications', label: t('dashboard:notifications.open') } : { to: '/settings/notifications', label: t('dashboard:notifications.settings'), primary: true }]}
    >
      {unread === 0 ? (
        <p className="muted">{t('dashboard:notifications.empty')}</p>
      ) : (
        <>
          <p className="dash-figure">{t('dashboard:notifications.unread', { count: unread })}</p>
          <ul className="dash-list">
            {latest.map((item) => (
              <li key={item.id}>
                {item.link ? <Link to={item.link}>{item.title}</Link> : <span>{item.title}</span>}
                {item.createdAt === null ? null : (
                  <span className="muted dash-when">{formatInstant(item.createdAt, { timeZone: APP_TIME_ZONE })}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
