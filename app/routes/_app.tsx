import { Outlet } from 'react-router';
import type { Route } from './+types/_app';
import { ClientAuthProvider } from '#app/components/auth/client-auth.tsx';
import { AppShell } from '#app/components/shell/app-shell.tsx';
import { NotificationsWiring } from '#app/components/notifications/notifications-wiring.tsx';
import { ShellAvatar } from '#app/components/profile/shell-avatar.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readCount, readDoc } from '#app/lib/firebase/documents.server.ts';
import { allUnreadItems } from '#app/lib/firebase/notifications.ts';
import { EMPTY_PROFILE, profileDoc } from '#app/lib/firebase/profile.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';
import { displayNameOf } from '#app/lib/identity/display-name.ts';

// The guard: every route below needs a verified session cookie, checked on the server.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  // The bell's unread count and the avatar are in the first HTML, read in parallel; a failed
  // read must never break the shell (no badge, initials instead of the avatar).
  const [unreadNotifications, profile] = await Promise.all([
    readCount(db, allUnreadItems, { uid: user.uid }).catch(() => null),
    readDoc(db, profileDoc, { uid: user.uid }).catch(() => EMPTY_PROFILE),
  ]);
  return { user, accountName: displayNameOf(user), unreadNotifications, profile };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function AppLayout({ loaderData: { user, accountName, profile } }: Route.ComponentProps) {
  return (
    <ClientAuthProvider uid={user.uid}>
      <NotificationsWiring />
      <AppShell displayName={accountName} avatar={<ShellAvatar profile={profile} accountName={accountName} />}>
        <Outlet />
      </AppShell>
    </ClientAuthProvider>
  );
}
