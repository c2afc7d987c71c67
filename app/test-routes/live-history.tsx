import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { isTestId } from '#app/lib/fitness-tests/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { testHistory } from '#app/lib/data/test-results.ts';

/** One test's history chosen by the query string: a route that stays mounted while its params change. */
// Typed without the generated route types: test routes exist only in test builds.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const requested = new URL(request.url).searchParams.get('test') ?? '';
  const testId = isTestId(requested) ? requested : 'cooper-12min';
  return { testId, history: await readQuery(adminDb(), testHistory, { uid: user.uid, testId }) };
}

export default function LiveHistory() {
  const { testId, history } = useLoaderData<typeof loader>();
  const live = useLiveQuery(testHistory, { testId }, history);
  return (
    <div className="stack">
      <p data-testid="live-state">{live.live ? `live ${testId}` : `loader ${testId}`}</p>
      <ul aria-label="results">
        {live.data.map((result) => (
          <li key={result.id}>{`${result.testId} ${result.date}`}</li>
        ))}
      </ul>
      <Link to="?test=situps-1min">situps</Link>
      <Link to="?test=pushups-max">pushups</Link>
    </div>
  );
}
