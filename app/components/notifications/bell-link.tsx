import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { Bell } from 'lucide-react';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { unreadItems, type InboxItem } from '#app/lib/data/notifications.ts';
import { unreadBadgeText } from '#app/lib/notifications/unread-badge.ts';

const NONE: InboxItem[] = [];

/** The shell's bell: the server's unread count in the first HTML, then the live one. */
export function NotificationsBellLink() {
  const { t } = useTranslation();
  const shell = useRouteLoaderData('routes/_app') as { unreadNotifications?: number | null } | undefined;
  // The server counts every unread item; the listener lists up to the badge's limit ('99+').
  const unread = useLiveQuery(unreadItems, {}, NONE);
  const count = unread.live ? unread.data.length : (shell?.unreadNotifications ?? 0);
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
