import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { Bell } from 'lucide-react';
import { unreadBadgeText, unreadStore } from './unread-store.ts';

/** The shell's bell: the server's unread count in the first HTML, then the live one. */
export function NotificationsBellLink() {
  const { t } = useTranslation();
  const shell = useRouteLoaderData('routes/_app') as { unreadNotifications?: number | null } | undefined;
  const live = useSyncExternalStore(unreadStore.subscribe, unreadStore.get, unreadStore.getServer);
  const count = live ?? shell?.unreadNotifications ?? 0;
  const badge = unreadBadgeText(count);
  return (
    <Link
      to="/notifications"
      className="icon-button bell-link"
      aria-label={badge ? t('common:nav.notificationsUnread', { count: badge }) : t('common:nav.notifications')}
    >
      <Bell aria-hidden="true" size={20} />
      {badge ? (
        <span className="bell-badge" aria-hidden="true" data-testid="unread-badge">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
