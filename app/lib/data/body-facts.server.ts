import type { Firestore } from './documents.server.ts';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { bodyFactsFrom, type BodyFacts } from './body-facts.ts';
import { readDoc, readQuery } from './documents.server.ts';
import { recentMeasurements } from './measurements.ts';
import { profileDoc } from './profile.ts';

/**
 * The profile and the latest measurements, read in parallel for a loader. `today` defaults to
 * the day in Paris (the server's people are in France), which the age is computed for.
 */
export async function readBodyFacts(db: Firestore, uid: string, today = isoDayIn()): Promise<BodyFacts> {
  const [profile, measurements] = await Promise.all([readDoc(db, profileDoc, { uid }), readQuery(db, recentMeasurements, { uid })]);
  return bodyFactsFrom(profile, measurements, today);
}
