import { data } from 'react-router';
import type { Route } from './+types/_app.tests.$testId';
import { TestPage } from '#app/components/tests/test-page.tsx';
import { isTestId } from '#app/lib/fitness-tests/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';
import { listTestHistory, readTestPersonProfile } from '#app/lib/firebase/test-results.server.ts';

export const handle = { i18n: 'tests' };

/** The app's people are in France: "today" (default test day, age) is the Paris calendar day. */
const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  if (!isTestId(params.testId)) throw data(null, { status: 404 });
  const db = adminDb();
  const [profile, history] = await Promise.all([readTestPersonProfile(db, user.uid), listTestHistory(db, user.uid, params.testId)]);
  return { testId: params.testId, profile, history, today: parisDay.format(new Date()) };
}

export default function TestRoute({ loaderData }: Route.ComponentProps) {
  // Keyed by test: moving from one test to another starts a fresh form and timer.
  return <TestPage key={loaderData.testId} {...loaderData} />;
}
