import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/_app.timers.workout';
import { WorkoutTimer } from '#app/components/timers/workout-timer.tsx';
import { Page } from '#app/components/ui/page.tsx';
import timersCss from '#app/styles/timers.css?url';

export const handle = { i18n: 'timers' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: timersCss }];

export default function WorkoutTimerRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('timers:workout.title')} description={t('timers:workout.description')}>
      <p className="timer-back">
        <Link to="/timers">{t('timers:back')}</Link>
      </p>
      <WorkoutTimer />
    </Page>
  );
}
