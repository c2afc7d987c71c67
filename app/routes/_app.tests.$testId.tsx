import { data } from 'react-router';
import type { Route } from './+types/_app.tests.$testId';
import { TestPage } from '#app/components/fitness-tests/test-page.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { isTestId } from '#app/lib/fitness-tests/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readBodyFacts } from '#app/lib/data/body-facts.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { testHistory } from '#app/lib/data/test-results.ts';

export const handle = { i18n: 'tests' };

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  if (!isTestId(params.testId)) throw data(null, { status: 404 });
  const db = adminDb();
  // The app's people are in France: "today" (default test day, age) is the Paris calendar day.
  const today = isoDayIn();
  const [facts, history] = await Promise.all([readBodyFacts(db, user.uid, today), readQuery(db, testHistory, { uid: user.uid, testId: params.testId })]);
  return { testId: params.testId, facts, history, today };
}

export default function TestRoute({ loaderData }: Route.ComponentProps) {
  // Keyed by test: moving from one test to another starts a fresh form and timer.
  return <TestPage key={loaderData.testId} {...loaderData} />;
}
