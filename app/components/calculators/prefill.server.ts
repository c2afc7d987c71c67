import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { buildPrefill, EMPTY_PREFILL, type Prefill } from './prefill.ts';

/** Recent entries looked through for each value (an entry may hold only some measures). */
const MEASUREMENTS_SCANNED = 20;

/**
 * The person's profile and newest measurement, read with firebase-admin so the first HTML already
 * holds prefilled fields. A failed read only costs the prefill: the calculators work without it.
 */
export async function loadPrefill(uid: string, today = new Date()): Promise<Prefill> {
  try {
    const user = adminDb().collection('users').doc(uid);
    const [profile, recent] = await Promise.all([
      user.get(),
      user.collection('measurements').orderBy('date', 'desc').limit(MEASUREMENTS_SCANNED).get(),
    ]);
    return buildPrefill(profile.exists ? profile.data() : null, recent.docs.map((d) => d.data()), today);
  } catch (error) {
    console.error('calculators: prefill read failed', error);
    return EMPTY_PREFILL;
  }
}
