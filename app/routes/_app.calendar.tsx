import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '#app/components/ui/page.tsx';

export const handle = { i18n: ['calendar', 'calendar-feed'] };

export default function CalendarRoute() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('calendar:title')}
      actions={
        <Link to="/calendar/abonnement" className="button">
          {t('calendar-feed:page.openFromCalendar')}
        </Link>
      }
    >
      <p className="muted">{t('common:comingSoon')}</p>
    </Page>
  );
}
