import type { Route } from './+types/_app.tests._index';
import { TestsHub } from '#app/components/fitness-tests/tests-hub.tsx';
import { TEST_IDS } from '#app/lib/fitness-tests/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { latestResults } from '#app/lib/data/test-results.ts';

export const handle = { i18n: 'tests' };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const latest = await Promise.all(TEST_IDS.map(async (testId) => [testId, (await readQuery(db, latestResults, { uid: user.uid, testId }))[0]] as const));
  return { latest: Object.fromEntries(latest.filter(([, result]) => result !== undefined)) };
}

export default function TestsHubRoute({ loaderData: { latest } }: Route.ComponentProps) {
  return <TestsHub latest={latest} />;
}
