/*
 * Token buckets, as plain values so that one process's memory and a shared Firestore document
 * hold them the same way. A key may have several buckets (5 an hour and 20 a day): a request
 * passes only when every bucket has a token, and then takes one from each.
 */

export interface Rate {
  /** Requests allowed in a burst, refilled evenly over `windowMs`. */
  readonly limit: number;
  readonly windowMs: number;
}

export type RateVerdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSec: number };

export interface Buckets {
  /** Tokens left in each bucket, in the order of the rates, at `updatedAt`. */
  readonly tokens: readonly number[];
  /** Epoch ms. */
  readonly updatedAt: number;
}

export interface Taken {
  readonly verdict: RateVerdict;
  /** The buckets after this request (unchanged but refilled when refused). */
  readonly buckets: Buckets;
  /** When every bucket is full again (epoch ms): from then on the state is the same as none. */
  readonly fullAt: number;
}

/** Takes one token from each bucket of `rates` at `now`; `held` null (or of other rates) starts full. */
export function takeToken(rates: readonly Rate[], held: Buckets | null, now: number): Taken {
  const known = held && held.tokens.length === rates.length && held.tokens.every(Number.isFinite) ? held : null;
  // A clock that went back (another server's, a little behind) refills nothing rather than drains.
  const elapsed = known ? Math.max(0, now - known.updatedAt) : 0;
  const refilled = rates.map(({ limit, windowMs }, i) => (known ? Math.min(limit, Math.max(0, known.tokens[i]!) + (elapsed * limit) / windowMs) : limit));
  const allowed = refilled.every((tokens) => tokens >= 1);
  const tokens = allowed ? refilled.map((t) => t - 1) : refilled;
  const fullAt = now + Math.max(0, ...rates.map(({ limit, windowMs }, i) => ((limit - tokens[i]!) * windowMs) / limit));
  if (allowed) return { verdict: { allowed: true }, buckets: { tokens, updatedAt: now }, fullAt };
  const waitMs = Math.max(0, ...rates.map(({ limit, windowMs }, i) => ((1 - refilled[i]!) * windowMs) / limit));
  return { verdict: { allowed: false, retryAfterSec: Math.max(1, Math.ceil(waitMs / 1000)) }, buckets: { tokens, updatedAt: now }, fullAt };
}
