import type { Route } from './+types/_app.dashboard';
import { DashboardScreen } from '#app/components/dashboard/dashboard-screen.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import type { I18nHandle } from '#app/lib/i18n/config.ts';
import { readDashboard } from '#app/lib/dashboard/dashboard.server.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { displayNameOf } from '#app/lib/identity/display-name.ts';

const CARDS_NAMESPACES = ['dashboard', 'sessions', 'nutrition'];
// The first-run path embeds the profile form and the automatic nutrition goals: their copy is
// sent only while the path shows (a returning person's page is about 20 KB lighter).
const FIRST_RUN_NAMESPACES = [...CARDS_NAMESPACES, 'profile', 'settings', 'calculators'];
export const handle: I18nHandle = {
  i18n: (data) => ((data as Route.ComponentProps['loaderData'] | undefined)?.dashboard.firstRun ? FIRST_RUN_NAMESPACES : CARDS_NAMESPACES),
};

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { dashboard: await readDashboard(adminDb(), user.uid, isoDayIn()), accountName: displayNameOf(user) };
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen dashboard={loaderData.dashboard} accountName={loaderData.accountName} />;
}
