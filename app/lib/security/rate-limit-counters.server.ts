/*
 * Per-account request limits that hold across server instances: each account's buckets for an
 * endpoint live in one Firestore document, read and written in a transaction, so two instances
 * taking tokens at once are serialised by Firestore and never pass more than the limit together.
 * Only firebase-admin touches these documents (the rules refuse every browser).
 *
 * `expiresAt` is when the buckets are full again, after which the document means nothing: a
 * Firestore TTL policy on it deletes old counters (docs/rate-limits.md).
 */
import * as z from 'zod/mini';
import { takeToken, type Buckets, type Rate, type RateVerdict } from '#app/lib/security/token-bucket.ts';
import { defineDocument, type PlainData } from '#app/lib/data/documents.ts';
import { transactAsServer, type Firestore } from '#app/lib/data/documents.server.ts';

export const RATE_LIMITS_COLLECTION = 'rateLimits';

/** The counter document's id: one per endpoint and account (uids never hold a colon). */
export const counterId = (endpoint: string, uid: string) => `${endpoint}:${uid}`;

function bucketsFrom(data: PlainData | undefined): Buckets | null {
  const tokens: unknown = data?.tokens;
  const updatedAt: unknown = data?.updatedAt;
  if (!Array.isArray(tokens) || !tokens.every((t) => typeof t === 'number') || typeof updatedAt !== 'number') return null;
  return { tokens: tokens as number[], updatedAt };
}

/** `rateLimits/{id}`: server-only (no rules block); updatedAt is the buckets' own instant, not a stamp. */
const counterDoc = defineDocument({
  path: `${RATE_LIMITS_COLLECTION}/{id}`,
  fromData: bucketsFrom,
  schema: z.strictObject({ tokens: z.array(z.number()), updatedAt: z.date(), expiresAt: z.date() }),
  stamps: {},
  browserWrites: [],
});

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
  const params = { id: counterId(endpoint, uid) };
  return transactAsServer(
    db,
    async (tx) => {
      const held = await tx.read(counterDoc, params);
      const taken = takeToken(rates, held, (options.now ?? Date.now)());
      if (taken.verdict.allowed) {
        tx.set(counterDoc, params, {
          tokens: [...taken.buckets.tokens],
          updatedAt: new Date(taken.buckets.updatedAt),
          expiresAt: new Date(Math.ceil(taken.fullAt)),
        });
      }
      return taken.verdict;
    },
    { maxAttempts: options.maxAttempts ?? 20 },
  );
}
