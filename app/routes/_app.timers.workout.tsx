import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WorkoutTimer } from '#app/components/timers/workout-timer.tsx';
import { Page } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'timers' };

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
