import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IntervalTimer } from '#app/components/timers/interval-timer.tsx';
import { Page } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'timers' };

export default function IntervalTimerRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('timers:interval.title')} description={t('timers:interval.description')}>
      <p className="timer-back">
        <Link to="/timers">{t('timers:back')}</Link>
      </p>
      <IntervalTimer />
    </Page>
  );
}
