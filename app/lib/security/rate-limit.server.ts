/*
 * Request rate limits for the endpoints that open sessions, mint tokens, export, send or
 * delete: per client address and, once the person is known, per account (stricter). In memory
 * (one server process): a token bucket per key, in a map of bounded size.
 */
import { createContext, type HeadersFunction, type RouterContextProvider } from 'react-router';
import { requireUser, type SessionUser } from '#app/lib/firebase/session.server.ts';
import { getInstance } from '#app/middleware/i18next.server.ts';

export interface Rate {
  /** Requests allowed in a burst, refilled evenly over `windowMs`. */
  readonly limit: number;
  readonly windowMs: number;
}

export type RateVerdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSec: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class RateLimiter {
  // Insertion order is recency order (each use re-inserts): the first key is the least recently
  // used one, evicted when the map is full. Under a flood of distinct keys that forgets some
  // clients' history, which only ever lets them retry sooner; memory stays bounded.
  readonly #buckets = new Map<string, Bucket>();

  constructor(
    readonly rate: Rate,
    readonly options: { maxKeys?: number; now?: () => number } = {},
  ) {}

  take(key: string): RateVerdict {
    const now = (this.options.now ?? Date.now)();
    const { limit, windowMs } = this.rate;
    const bucket = this.#buckets.get(key) ?? { tokens: limit, updatedAt: now };
    bucket.tokens = Math.min(limit, bucket.tokens + ((now - bucket.updatedAt) * limit) / windowMs);
    bucket.updatedAt = now;
    this.#buckets.delete(key);
    this.#buckets.set(key, bucket);
    const maxKeys = this.options.maxKeys ?? 10_000;
    while (this.#buckets.size > maxKeys) this.#buckets.delete(this.#buckets.keys().next().value as string);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSec: Math.max(1, Math.ceil(((1 - bucket.tokens) * windowMs) / limit / 1000)) };
  }

  get size(): number {
    return this.#buckets.size;
  }
}

const minute = 60_000;

/**
 * Per endpoint: per client address (people behind one network share it, so it is generous) and
 * per account. Chosen so a person never meets them, and so the end-to-end suite, which signs in
 * hundreds of accounts from one address, stays well below the address limits.
 */
export const REQUEST_LIMITS = {
  login: { perAddress: { limit: 120, windowMs: minute }, perAccount: { limit: 10, windowMs: minute } },
  customToken: { perAddress: { limit: 120, windowMs: minute }, perAccount: { limit: 20, windowMs: minute } },
  export: { perAddress: { limit: 60, windowMs: minute }, perAccount: { limit: 30, windowMs: 10 * minute } },
  sendTest: { perAddress: { limit: 30, windowMs: minute }, perAccount: { limit: 5, windowMs: minute } },
  // Recomputing my leaderboard points reads all my sessions: after each one finished, not in a loop.
  leaderboardRefresh: { perAddress: { limit: 120, windowMs: minute }, perAccount: { limit: 20, windowMs: minute } },
  deleteAccount: { perAddress: { limit: 20, windowMs: minute }, perAccount: { limit: 5, windowMs: 10 * minute } },
  // Signing out revokes the session, so a second sign-out of one account has nothing to revoke.
  logout: { perAddress: { limit: 60, windowMs: minute } },
  // The calendar subscription link, fetched without a session by calendar apps (about hourly);
  // per token's person too, so one leaked link cannot be used to hammer the server.
  calendarFeed: { perAddress: { limit: 60, windowMs: minute }, perAccount: { limit: 30, windowMs: 10 * minute } },
} as const satisfies Record<string, { perAddress: Rate; perAccount?: Rate }>;

export type LimitedEndpoint = keyof typeof REQUEST_LIMITS;
type AccountLimitedEndpoint = { [E in LimitedEndpoint]: (typeof REQUEST_LIMITS)[E] extends { perAccount: Rate } ? E : never }[LimitedEndpoint];

const limiters = new Map<string, RateLimiter>();

function limiter(name: string, rate: Rate): RateLimiter {
  let found = limiters.get(name);
  if (!found) limiters.set(name, (found = new RateLimiter(rate)));
  return found;
}

/** The client's address, given by the server adapter (server.mjs); unknown under `npm run dev`. */
export const clientAddressContext = createContext<string | null>(null);

export function limitAddress(endpoint: LimitedEndpoint, context: Readonly<RouterContextProvider>): RateVerdict {
  return limiter(`${endpoint}:address`, REQUEST_LIMITS[endpoint].perAddress).take(context.get(clientAddressContext) ?? 'unknown');
}

export function limitAccount(endpoint: AccountLimitedEndpoint, uid: string): RateVerdict {
  return limiter(`${endpoint}:account`, REQUEST_LIMITS[endpoint].perAccount).take(uid);
}

/** Headers of a 429 answer. */
export function retryAfterHeaders(retryAfterSec: number): Record<string, string> {
  return { 'Retry-After': String(retryAfterSec), 'Cache-Control': 'no-store' };
}

/**
 * A page route's `headers` export for pages whose action may answer 429: the document keeps its
 * parent's headers and gains the action's Retry-After (React Router drops action headers else).
 */
export const headersWithRetryAfter: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) for (const [name, value] of Object.entries(retryAfterHeaders(Number(retryAfter)))) headers.set(name, value);
  return headers;
};

/** A 429 for routes a person opens directly (download links, plain forms): the reason in French. */
export function tooManyRequests(context: Readonly<RouterContextProvider>, retryAfterSec: number): Response {
  const { t } = getInstance(context);
  return new Response(t('common:errors.rateLimited', { seconds: retryAfterSec }), {
    status: 429,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...retryAfterHeaders(retryAfterSec) },
  });
}

/**
 * Downloads a person opens directly (exports, the calendar file): the address's limit, the
 * session (to /login without one), then the account's. Throws the 429 or the redirect, so a
 * loader reads top to bottom.
 */
export async function requireUserWithinLimits(endpoint: AccountLimitedEndpoint, request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const byAddress = limitAddress(endpoint, context);
  if (!byAddress.allowed) throw tooManyRequests(context, byAddress.retryAfterSec);
  const user = await requireUser(request);
  const byAccount = limitAccount(endpoint, user.uid);
  if (!byAccount.allowed) throw tooManyRequests(context, byAccount.retryAfterSec);
  return user;
}
