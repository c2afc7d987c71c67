import { Outlet } from 'react-router';
import type { Route } from './+types/_app';
import { ClientAuthProvider } from '#app/components/auth/client-auth.tsx';
import { AppShell } from '#app/components/shell/app-shell.tsx';
import { NotificationsWiring } from '#app/components/notifications/notifications-wiring.tsx';
import { ShellAvatar } from '#app/components/profile/shell-avatar.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { countUnread } from '#app/lib/firebase/notifications.server.ts';
import { DEFAULT_AVATAR } from '#app/lib/firebase/profile.ts';
import { readShellIdentity } from '#app/lib/firebase/profile.server.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';
import { displayNameOf } from '#app/lib/identity/display-name.ts';

// The guard: every route below needs a verified session cookie, checked on the server.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const fallbackName = displayNameOf(user);
  // The bell's unread count and the avatar are in the first HTML, read in parallel; a failed
  // read must never break the shell (no badge, initials instead of the avatar).
  const [unreadNotifications, identity] = await Promise.all([
    countUnread(adminDb(), user.uid).catch(() => null),
    readShellIdentity(adminDb(), user.uid, fallbackName).catch(() => ({ displayName: fallbackName, avatar: DEFAULT_AVATAR })),
  ]);
  return { user, fallbackName, unreadNotifications, identity };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function AppLayout({ loaderData: { user, fallbackName, identity } }: Route.ComponentProps) {
  return (
    <ClientAuthProvider uid={user.uid}>
      <NotificationsWiring />
      <AppShell displayName={fallbackName} avatar={<ShellAvatar identity={identity} fallbackName={fallbackName} />}>
        <Outlet />
      </AppShell>
    </ClientAuthProvider>
  );
}
