import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RestTimer } from '#app/components/timers/rest-timer.tsx';
import { Page } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'timers' };

export default function RestTimerRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('timers:rest.title')} description={t('timers:rest.description')}>
      <p className="timer-back">
        <Link to="/timers">{t('timers:back')}</Link>
      </p>
      <RestTimer />
    </Page>
  );
}
