import type { Route } from './+types/_app.tests._index';
import { TestsHub } from '#app/components/tests/tests-hub.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';
import { latestTestResults } from '#app/lib/firebase/test-results.server.ts';

export const handle = { i18n: 'tests' };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { latest: await latestTestResults(adminDb(), user.uid) };
}

export default function TestsHubRoute({ loaderData: { latest } }: Route.ComponentProps) {
  return <TestsHub latest={latest} />;
}
