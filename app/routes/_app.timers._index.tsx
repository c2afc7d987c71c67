import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Hourglass, Repeat, Timer } from 'lucide-react';
import { Page } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'timers' };

const TIMERS = [
  { id: 'rest', icon: Hourglass },
  { id: 'interval', icon: Repeat },
  { id: 'workout', icon: Timer },
] as const;

export default function TimersHub() {
  const { t } = useTranslation();
  return (
    <Page title={t('timers:title')} description={t('timers:hub.intro')}>
      <ul className="card-grid">
        {TIMERS.map(({ id, icon: Icon }) => (
          <li key={id}>
            <Link to={`/timers/${id}`} className="card-link timer-card">
              <Icon aria-hidden="true" size={28} />
              <strong>{t(`timers:${id}.title`)}</strong>
              <span className="muted">{t(`timers:${id}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="muted">{t('timers:hub.background')}</p>
    </Page>
  );
}
