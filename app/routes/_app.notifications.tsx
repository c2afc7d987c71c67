import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Settings } from 'lucide-react';
import type { Route } from './+types/_app.notifications';
import { Inbox } from '#app/components/notifications/inbox.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { inbox } from '#app/lib/data/notifications.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';

export const handle = { i18n: 'notifications' };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { items: await readQuery(adminDb(), inbox, { uid: user.uid }) };
}

export default function NotificationsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Page
      title={t('notifications:title')}
      description={t('notifications:description')}
      actions={
        <Link to="/settings/notifications" className="button">
          <Settings aria-hidden="true" size={18} />
          {t('notifications:settingsLink')}
        </Link>
      }
    >
      <Inbox initialItems={loaderData.items} />
    </Page>
  );
}
