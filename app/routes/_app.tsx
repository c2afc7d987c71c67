import { Outlet } from 'react-router';
import type { Route } from './+types/_app';
import { ClientAuthProvider } from '#app/components/auth/client-auth.tsx';
import { AppShell } from '#app/components/shell/app-shell.tsx';
import { requireUser } from '#app/lib/firebase/session.server.ts';

// The guard: every route below needs a verified session cookie, checked on the server.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { user };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function AppLayout({ loaderData: { user } }: Route.ComponentProps) {
  return (
    <ClientAuthProvider uid={user.uid}>
      <AppShell displayName={user.displayName ?? user.email ?? ''}>
        <Outlet />
      </AppShell>
    </ClientAuthProvider>
  );
}
