/*
 * Request rate limits for the endpoints that open sessions, mint tokens, export, send, create or
 * delete: per client address and, once the person is known, per account (stricter).
 *
 * Per address: in memory, a token bucket per key in a map of bounded size. Each server instance
 * counts apart, so behind a load balancer an address gets the limit once per instance: these are
 * burst guards, and keeping them off the database keeps a flood from costing writes.
 * Per account: shared by every instance through Firestore (rate-limit-counters.server.ts), so
 * an account gets its limit once whatever the number of instances.
 */
import { createContext, type HeadersFunction, type RouterContextProvider } from 'react-router';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { requireUser, type SessionUser } from '#app/lib/firebase/auth-session.server.ts';
import { takeSharedToken } from '#app/lib/security/rate-limit-counters.server.ts';
import { getInstance } from '#app/lib/i18n/i18next.server.ts';
import { takeToken, type Buckets, type Rate, type RateVerdict } from './token-bucket.ts';

export type { Rate, RateVerdict } from './token-bucket.ts';

export class RateLimiter {
  // Insertion order is recency order (each use re-inserts): the first key is the least recently
  // used one, evicted when the map is full. Under a flood of distinct keys that forgets some
  // clients' history, which only ever lets them retry sooner; memory stays bounded.
  readonly #buckets = new Map<string, Buckets>();
  readonly rates: readonly Rate[];

  constructor(
    rate: Rate | readonly Rate[],
    readonly options: { maxKeys?: number; now?: () => number } = {},
  ) {
    this.rates = ratesOf(rate);
  }

  take(key: string): RateVerdict {
    const { verdict, buckets } = takeToken(this.rates, this.#buckets.get(key) ?? null, (this.options.now ?? Date.now)());
    this.#buckets.delete(key);
    this.#buckets.set(key, buckets);
    const maxKeys = this.options.maxKeys ?? 10_000;
    while (this.#buckets.size > maxKeys) this.#buckets.delete(this.#buckets.keys().next().value as string);
    return verdict;
  }

  get size(): number {
    return this.#buckets.size;
  }
}

const ratesOf = (rate: Rate | readonly Rate[]): readonly Rate[] => ('limit' in rate ? [rate as Rate] : (rate as readonly Rate[]));

const minute = 60_000;
const hour = 60 * minute;

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
  // Challenges are seen by others: a handful a day is what a person makes, a flood is spam.
  challengeCreate: { perAddress: { limit: 30, windowMs: minute }, perAccount: [{ limit: 5, windowMs: hour }, { limit: 20, windowMs: 24 * hour }] },
  // Signing out revokes the session, so a second sign-out of one account has nothing to revoke.
  logout: { perAddress: { limit: 60, windowMs: minute } },
  // The calendar subscription link, fetched without a session by calendar apps (about hourly);
  // per token's person too, so one leaked link cannot be used to hammer the server.
  calendarFeed: { perAddress: { limit: 60, windowMs: minute }, perAccount: { limit: 30, windowMs: 10 * minute } },
} as const satisfies Record<string, { perAddress: Rate; perAccount?: Rate | readonly Rate[] }>;

export type LimitedEndpoint = keyof typeof REQUEST_LIMITS;
type AccountLimitedEndpoint = { [E in LimitedEndpoint]: (typeof REQUEST_LIMITS)[E] extends { perAccount: unknown } ? E : never }[LimitedEndpoint];

const limiters = new Map<string, RateLimiter>();

function limiter(name: string, rate: Rate | readonly Rate[]): RateLimiter {
  let found = limiters.get(name);
  if (!found) limiters.set(name, (found = new RateLimiter(rate)));
  return found;
}

/** The client's address, given by the server adapter (server.mjs); unknown under `npm run dev`. */
export const clientAddressContext = createContext<string | null>(null);

export function limitAddress(endpoint: LimitedEndpoint, context: Readonly<RouterContextProvider>): RateVerdict {
  return limiter(`${endpoint}:address`, REQUEST_LIMITS[endpoint].perAddress).take(context.get(clientAddressContext) ?? 'unknown');
}

/**
 * The account's limit, shared by every server instance. Should Firestore not answer, this
 * instance's own count decides, so the limit still holds per instance.
 */
export async function limitAccount(endpoint: AccountLimitedEndpoint, uid: string): Promise<RateVerdict> {
  const rates = ratesOf(REQUEST_LIMITS[endpoint].perAccount);
  try {
    return await takeSharedToken(adminDb(), endpoint, uid, rates);
  } catch (error) {
    console.error(`[rate-limit] shared counter unavailable for ${endpoint}, counting in this instance`, error);
    return limiter(`${endpoint}:account`, rates).take(uid);
  }
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
  const byAccount = await limitAccount(endpoint, user.uid);
  if (!byAccount.allowed) throw tooManyRequests(context, byAccount.retryAfterSec);
  return user;
}
