import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '#app/components/ui/page.tsx';
import { CARD_FAILED, type CardResult } from '#app/lib/dashboard/card-result.ts';
import type { Dashboard, DashboardCards } from '#app/lib/dashboard/dashboard.server.ts';
import type { EnergyUnit } from '#app/lib/format/index.ts';
import { profileNameOf } from '#app/lib/data/profile.ts';
import { FailedCard, type CardName } from './card.tsx';
import { LeaderboardCard, NotificationsCard, NutritionCard } from './daily-cards.tsx';
import { ChallengesCard, RecordsCard, WeekCard, WeightCard } from './progress-cards.tsx';
import { SessionInProgressNotice, TodayCard } from './today-card.tsx';

// Only a new account sees the path, with its forms: a returning person's page does not download it.
// The server still renders it in the first HTML (streamed once loaded), and the browser hydrates it
// when its module arrives.
const FirstRunPath = lazy(() => import('./first-run-path.tsx').then((module) => ({ default: module.FirstRunPath })));

/** The first screen after sign-in: what to do today, or the first-run path of a new account. */
export function DashboardScreen({ dashboard, accountName }: { dashboard: Dashboard; accountName: string }) {
  const { t } = useTranslation();
  const { profile } = dashboard;
  return (
    <Page title={t('dashboard:title')} description={t('dashboard:greeting', { name: profileNameOf(profile, accountName) })}>
      {dashboard.cards ? (
        <Cards cards={dashboard.cards} today={dashboard.today} energyUnit={profile.energyUnit} />
      ) : (
        <>
          <SessionInProgressNotice />
          <Suspense>
            <FirstRunPath firstRun={dashboard.firstRun} profile={profile} accountName={accountName} />
          </Suspense>
        </>
      )}
    </Page>
  );
}

/** The card drawn from its data, or in its place the card that says its read failed. */
function orFailed<T>(name: CardName, result: CardResult<T>, draw: (data: T) => ReactNode): ReactNode {
  return result === CARD_FAILED ? <FailedCard name={name} /> : draw(result);
}

function Cards({ cards, today, energyUnit }: { cards: DashboardCards; today: string; energyUnit: EnergyUnit }) {
  return (
    <div className="dash-grid">
      <TodayCard plan={cards.plan} />
      <WeekCard week={cards.week} />
      {orFailed('nutrition', cards.nutrition, (nutrition) => <NutritionCard today={today} nutrition={nutrition} energyUnit={energyUnit} />)}
      {orFailed('weight', cards.weight, (weight) => <WeightCard weight={weight} />)}
      {orFailed('records', cards.records, (records) => <RecordsCard records={records} />)}
      {orFailed('challenges', cards.challenges, (challenges) => <ChallengesCard challenges={challenges} />)}
      {orFailed('leaderboard', cards.leaderboard, (standing) => <LeaderboardCard standing={standing} />)}
      {orFailed('notifications', cards.notifications, (notifications) => <NotificationsCard notifications={notifications} />)}
    </div>
  );
}
