/*
 * Per-account request limits that hold across server instances: each account's buckets for an
 * endpoint live in one Firestore document, read and written in a transaction, so two instances
 * taking tokens at once are serialised by Firestore and never pass more than the limit together.
 * Only firebase-admin touches these documents (the rules refuse every browser).
 *
 * `expiresAt` is when the buckets are full again, after which the document means nothing: a
 * Firestore TTL policy on it deletes old counters (docs/rate-limits.md).
 */
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { takeToken, type Buckets, type Rate, type RateVerdict } from '#app/lib/security/token-bucket.ts';

export const RATE_LIMITS_COLLECTION = 'rateLimits';

/** The counter document's id: one per endpoint and account (uids never hold a colon). */
export const counterId = (endpoint: string, uid: string) => `${endpoint}:${uid}`;

function bucketsFrom(data: DocumentData | undefined): Buckets | null {
  const tokens: unknown = data?.tokens;
  const updatedAt: unknown = data?.updatedAt;
  if (!Array.isArray(tokens) || !tokens.every((t) => typeof t === 'number') || !(updatedAt instanceof Timestamp)) return null;
  return { tokens: tokens as number[], updatedAt: updatedAt.toMillis() };
}

export interface SharedLimitOptions {
  readonly now?: () => number;
  /** Attempts when other instances write the same counter at once (Firestore aborts the losers). */
  readonly maxAttempts?: number;
}

/**
 * Takes a token for `uid` on `endpoint` from its shared buckets. A refusal writes nothing (the
 * buckets are as they were), so a flood of refused requests costs reads only.
 */
export async function takeSharedToken(db: Firestore, endpoint: string, uid: string, rates: readonly Rate[], options: SharedLimitOptions = {}): Promise<RateVerdict> {
  const ref = db.collection(RATE_LIMITS_COLLECTION).doc(counterId(endpoint, uid));
  return db.runTransaction(
    async (transaction) => {
      const held = bucketsFrom((await transaction.get(ref)).data());
      const taken = takeToken(rates, held, (options.now ?? Date.now)());
      if (taken.verdict.allowed) {
        transaction.set(ref, {
          tokens: taken.buckets.tokens,
          updatedAt: Timestamp.fromMillis(taken.buckets.updatedAt),
          expiresAt: Timestamp.fromMillis(Math.ceil(taken.fullAt)),
        });
      }
      return taken.verdict;
    },
    { maxAttempts: options.maxAttempts ?? 20 },
  );
}
