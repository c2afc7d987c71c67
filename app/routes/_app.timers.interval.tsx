import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/_app.timers.interval';
import { IntervalTimer } from '#app/components/timers/interval-timer.tsx';
import { Page } from '#app/components/ui/page.tsx';
import timersCss from '#app/styles/timers.css?url';

export const handle = { i18n: 'timers' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: timersCss }];

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
