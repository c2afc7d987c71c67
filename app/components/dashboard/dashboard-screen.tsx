import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '#app/components/ui/page.tsx';
import type { Dashboard } from '#app/lib/firebase/dashboard.server.ts';
import { profileNameOf } from '#app/lib/firebase/profile.ts';
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
  const { profile, firstRun } = dashboard;
  return (
    <Page title={t('dashboard:title')} description={t('dashboard:greeting', { name: profileNameOf(profile, accountName) })}>
      {firstRun ? (
        <>
          <SessionInProgressNotice />
          <Suspense>
            <FirstRunPath firstRun={firstRun} profile={profile} facts={dashboard.facts} accountName={accountName} />
          </Suspense>
        </>
      ) : (
        <div className="dash-grid">
          <TodayCard planned={dashboard.plannedToday} next={dashboard.nextSession} />
          <WeekCard week={dashboard.week} />
          <NutritionCard today={dashboard.today} nutrition={dashboard.nutrition} energyUnit={profile.energyUnit} />
          <WeightCard weight={dashboard.weight} />
          <RecordsCard records={dashboard.records} />
          <ChallengesCard challenges={dashboard.challenges} />
          <LeaderboardCard standing={dashboard.leaderboard} />
          <NotificationsCard notifications={dashboard.notifications} />
        </div>
      )}
    </Page>
  );
}
