import type { Watcher } from '#app/components/data/use-live.ts';
import type { Measurement } from '#app/lib/firebase/measurements.ts';

/** The measurements listener; the repository's browser module loads only after hydration. */
export const watchMeasurementList: Watcher<Measurement[]> = async ({ firebase, uid }, emit, fail) => {
  const repo = await import('#app/lib/firebase/measurements.client.ts');
  return repo.watchMeasurements(firebase.db, uid, emit, fail);
};
