/*
 * The write half of the data pattern: run a repository write, and on failure tell the person in
 * French (error toast) and hand the error back so the form can keep what was typed. Writes are
 * not awaited by the UI for success: latency compensation already shows them.
 */
import { toast } from '#app/components/ui/toaster.tsx';
import type { FirebaseClient } from '#app/lib/firebase/load.ts';
import { loadFirebase } from '#app/lib/firebase/load.ts';

const KNOWN_CODES = ['permission-denied', 'unavailable', 'deadline-exceeded', 'resource-exhausted', 'invalid-argument', 'unauthenticated'] as const;

/** `common:data.errors.*` key for a Firestore (or zod) failure. */
export function writeErrorKey(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const known = KNOWN_CODES.find((c) => c === code || `firestore/${c}` === code);
  return `common:data.errors.${known ?? 'default'}`;
}

export interface WriteOptions {
  /** Toast title on failure, already translated. */
  readonly failureTitle: string;
  readonly t: (key: string) => string;
}

/** Resolves true when the server confirmed the write, false after reporting a failure. */
export async function runWrite(task: (firebase: FirebaseClient) => Promise<unknown>, { failureTitle, t }: WriteOptions): Promise<boolean> {
  try {
    await task(await loadFirebase());
    return true;
  } catch (error) {
    console.error(error);
    toast.error(failureTitle, t(writeErrorKey(error)));
    return false;
  }
}
