import { useEffect, useState } from 'react';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import type { TestId } from '#app/lib/fitness-tests/index.ts';
import type { TestResult } from '#app/lib/firebase/test-results.ts';

/** The loader's history until the live listener (same query) delivers its first snapshot. */
export function useTestHistory(testId: TestId, initial: readonly TestResult[]): { history: readonly TestResult[]; liveError: boolean } {
  const auth = useClientAuth();
  const [live, setLive] = useState<TestResult[] | null>(null);
  const [liveError, setLiveError] = useState(false);
  const db = auth.status === 'signed-in' ? auth.firebase.db : null;
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  useEffect(() => {
    if (!db || !uid) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    import('#app/lib/firebase/test-results.client.ts')
      .then((repo) => {
        if (!active) return;
        unsubscribe = repo.watchTestHistory(
          db,
          uid,
          testId,
          (history) => {
            setLive(history);
            setLiveError(false);
          },
          (error) => {
            console.error(error);
            setLiveError(true);
          },
        );
      })
      .catch((error: unknown) => {
        console.error(error);
        if (active) setLiveError(true);
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [db, uid, testId]);
  return { history: live ?? initial, liveError };
}
