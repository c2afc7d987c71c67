import type { Route } from './+types/_app.dashboard';
import { DashboardScreen } from '#app/components/dashboard/dashboard-screen.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDashboard } from '#app/lib/firebase/dashboard.server.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';
import { displayNameOf } from '#app/lib/identity/display-name.ts';

// The first-run path embeds the profile form and the automatic nutrition goals, with their copy.
export const handle = { i18n: ['dashboard', 'sessions', 'nutrition', 'profile', 'settings', 'calculators'] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { dashboard: await readDashboard(adminDb(), user.uid, isoDayIn()), accountName: displayNameOf(user) };
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen dashboard={loaderData.dashboard} accountName={loaderData.accountName} />;
}
