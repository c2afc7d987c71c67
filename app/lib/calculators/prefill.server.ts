import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readBodyFacts } from '#app/lib/data/body-facts.server.ts';
import { EMPTY_PREFILL, prefillFrom, type Prefill } from './prefill.ts';

/**
 * The person's body facts, read with firebase-admin so the first HTML already holds prefilled
 * fields. A failed read only costs the prefill: the calculators work without it.
 */
export async function loadPrefill(uid: string): Promise<Prefill> {
  try {
    return prefillFrom(await readBodyFacts(adminDb(), uid));
  } catch (error) {
    console.error('calculators: prefill read failed', error);
    return EMPTY_PREFILL;
  }
}
