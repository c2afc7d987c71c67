import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/_app';
import { ClientAuthProvider } from '#app/components/auth/client-auth.tsx';
import { AppShell } from '#app/components/shell/app-shell.tsx';
import { NotificationsWiring } from '#app/components/notifications/notifications-wiring.tsx';
import { OfflineWiring } from '#app/components/offline/offline-wiring.tsx';
import { ShellAvatar } from '#app/components/profile/shell-avatar.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readCount, readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { allUnreadItems } from '#app/lib/data/notifications.ts';
import { EMPTY_PROFILE, profileDoc } from '#app/lib/data/profile.ts';
import { sessionInProgress } from '#app/lib/data/session-to-resume.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { displayNameOf } from '#app/lib/identity/display-name.ts';

// The guard: every route below needs a verified session cookie, checked on the server.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  // The bell's unread count, the avatar and a session in progress on any device ("Reprendre la
  // séance", one document at most) are in the first HTML, read in parallel; a failed read must
  // never break the shell (no badge, initials instead of the avatar, no offer to resume).
  const [unreadNotifications, profile, sessionToResume] = await Promise.all([
    readCount(db, allUnreadItems, { uid: user.uid }).catch(() => null),
    readDoc(db, profileDoc, { uid: user.uid }).catch(() => EMPTY_PROFILE),
    readQuery(db, sessionInProgress, { uid: user.uid }).catch(() => []),
  ]);
  return { user, accountName: displayNameOf(user), unreadNotifications, profile, sessionInProgress: sessionToResume };
}

// Offline, a page that only changes its query (the food search, as one types) keeps the shell's
// data, which could not be fetched: its own loader answers from this device.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (typeof navigator !== 'undefined' && !navigator.onLine && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function AppLayout({ loaderData: { user, accountName, profile } }: Route.ComponentProps) {
  return (
    <ClientAuthProvider uid={user.uid}>
      <NotificationsWiring />
      <OfflineWiring uid={user.uid} />
      <AppShell displayName={accountName} avatar={<ShellAvatar profile={profile} accountName={accountName} />}>
        <Outlet />
      </AppShell>
    </ClientAuthProvider>
  );
}
