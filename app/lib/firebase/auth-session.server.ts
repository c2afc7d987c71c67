import type { DecodedIdToken } from 'firebase-admin/auth';
import { createCookie, redirect } from 'react-router';
import { serverEnv } from '#app/lib/env.server.ts';
import type { ActionFailure } from '#app/lib/forms/action-result.ts';
import { inAppPath } from '#app/lib/in-app-path.ts';
import { createAccountStatusCache, sessionAllowed, type AccountStatus } from './account-status.server.ts';
import { adminAuth } from './admin.server.ts';

export const SESSION_COOKIE_NAME = '__session';
const SESSION_DURATION_MS = 5 * 24 * 60 * 60 * 1000;
/** A session is opened, and an account deleted, only this soon after the person signed in (5 minutes). */
export const RECENT_SIGN_IN_MS = serverEnv.recentSignInMs;
/** Tolerated difference between Firebase's clock and this server's. */
const CLOCK_SKEW_MS = 30 * 1000;

export const sessionCookie = createCookie(SESSION_COOKIE_NAME, {
  httpOnly: true,
  sameSite: 'lax',
  secure: serverEnv.isProduction,
  path: '/',
  maxAge: SESSION_DURATION_MS / 1000,
});

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** When the person last entered their credentials (epoch ms): the session's auth_time. */
  signedInAt: number;
}

async function readAccountStatus(uid: string): Promise<AccountStatus | null> {
  try {
    const record = await adminAuth.getUser(uid);
    return { disabled: record.disabled, validAfterMs: record.tokensValidAfterTime ? new Date(record.tokensValidAfterTime).getTime() : null };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

const accountStatus = createAccountStatusCache(readAccountStatus, { ttlMs: serverEnv.revocationCheckTtlMs, maxEntries: 10_000 });

async function readSessionCookie(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value ? value : null;
}

/** The cookie's claims when its signature and expiry are valid; revocation is checked apart. */
async function decodeSession(request: Request): Promise<DecodedIdToken | null> {
  const cookie = await readSessionCookie(request);
  if (!cookie) return null;
  try {
    return await adminAuth.verifySessionCookie(cookie);
  } catch {
    return null;
  }
}

/**
 * The verified person behind the request, or null: no cookie, expired, forged, or revoked
 * (signed out, password changed, account disabled or deleted). Revocation is checked on every
 * call from a per-account cache of about a minute; `fresh` reads it now (sensitive operations).
 */
export function getSessionUser(request: Request, options: { fresh?: boolean } = {}): Promise<SessionUser | null> {
  if (options.fresh) return verifySession(request, { fresh: true });
  let verified = verifiedSessions.get(request);
  if (!verified) {
    verified = verifySession(request, { fresh: false });
    verifiedSessions.set(request, verified);
  }
  return verified;
}

/**
 * A page's loaders (the layout's guard and the page's own) all receive its one Request: the
 * session is verified once for all of them. A fresh check is never shared.
 */
const verifiedSessions = new WeakMap<Request, Promise<SessionUser | null>>();

async function verifySession(request: Request, { fresh }: { fresh: boolean }): Promise<SessionUser | null> {
  const claims = await decodeSession(request);
  if (!claims) return null;
  try {
    const status = await (fresh ? accountStatus.refresh(claims.uid) : accountStatus.get(claims.uid));
    if (!sessionAllowed(status, claims.auth_time)) return null;
  } catch (error) {
    // Fail closed: without an answer from Auth, the session cannot be trusted.
    console.error('[session] revocation check failed', error);
    return null;
  }
  return {
    uid: claims.uid,
    email: typeof claims.email === 'string' ? claims.email : null,
    displayName: typeof claims.name === 'string' ? claims.name : null,
    signedInAt: claims.auth_time * 1000,
  };
}

/**
 * For what serves a person's data without a session (the calendar subscription link): whether the
 * account still exists and is not disabled, from the same short-lived per-account answer.
 */
export async function accountActive(uid: string): Promise<boolean> {
  const status = await accountStatus.get(uid);
  return status !== null && !status.disabled;
}

/** Pages: throws the redirect to /login (clearing a dead cookie) so loaders read top to bottom. */
export async function requireUser(request: Request, options: { fresh?: boolean } = {}): Promise<SessionUser> {
  const user = await getSessionUser(request, options);
  if (user) return user;
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  throw redirect(`/login?${new URLSearchParams({ redirectTo })}`, {
    headers: (await readSessionCookie(request)) ? { 'Set-Cookie': await clearedSessionCookie() } : undefined,
  });
}

/** The answer of an API called without a valid session. */
const SIGNED_OUT: ActionFailure = { ok: false, message: { key: 'common:data.errors.unauthenticated' }, fieldErrors: {} };

/** APIs (fetched by the screens, or called by scripts): a 401 with the action contract's failure instead of a redirect. */
export async function requireApiUser(request: Request, options: { fresh?: boolean } = {}): Promise<SessionUser> {
  const user = await getSessionUser(request, options);
  if (user) return user;
  throw Response.json(SIGNED_OUT, { status: 401, headers: { 'Cache-Control': 'no-store' } });
}

/** Whether a sign-in at `signedInAt` (epoch ms) is recent enough to open a session or erase an account. */
export function signedInRecently(signedInAt: number, now = Date.now()): boolean {
  const age = now - signedInAt;
  return age >= -CLOCK_SKEW_MS && age <= RECENT_SIGN_IN_MS;
}

/**
 * The person an ID token (from the browser's Firebase Auth) belongs to, with when they signed
 * in; null when the token is invalid, expired, revoked or its account disabled.
 */
export async function verifySignIn(idToken: string): Promise<{ uid: string; signedInAt: number } | null> {
  try {
    const claims = await adminAuth.verifyIdToken(idToken, true);
    return { uid: claims.uid, signedInAt: claims.auth_time * 1000 };
  } catch {
    return null;
  }
}

/**
 * Whether the person behind `user`'s session signed in recently: the session itself, or a fresh
 * ID token of the same account that the browser obtained by asking for the password again.
 */
export async function signedInRecentlyAs(user: SessionUser, idToken: FormDataEntryValue | null): Promise<boolean> {
  if (signedInRecently(user.signedInAt)) return true;
  if (typeof idToken !== 'string' || !idToken) return false;
  const signIn = await verifySignIn(idToken);
  return signIn !== null && signIn.uid === user.uid && signedInRecently(signIn.signedInAt);
}

/** Exchanges a verified, recent ID token for a 5-day httpOnly session cookie. */
export async function createSessionCookie(idToken: string): Promise<string> {
  const session = await adminAuth.createSessionCookie(idToken, { expiresIn: SESSION_DURATION_MS });
  return sessionCookie.serialize(session);
}

export function clearedSessionCookie(): Promise<string> {
  return sessionCookie.serialize('', { maxAge: 0 });
}

/**
 * Ends the session everywhere: the cookie here, refresh tokens (so every session) on every
 * device. `user` is the request's live session (null when it already ended: nothing to revoke).
 */
export async function destroySession(user: SessionUser | null): Promise<string> {
  if (user) {
    await adminAuth.revokeRefreshTokens(user.uid);
    forgetAccount(user.uid);
  }
  return clearedSessionCookie();
}

/** After this server revoked or deleted an account, its next request must not use a cached answer. */
export function forgetAccount(uid: string): void {
  accountStatus.forget(uid);
}

/** The page a path shows, as the router matches it (decoded, without a trailing slash). */
function routedPathname(path: string): string {
  const { pathname } = new URL(path, 'http://elan.invalid');
  try {
    return decodeURIComponent(pathname).replace(/(.)\/+$/, '$1');
  } catch {
    return pathname;
  }
}

/** Only same-site paths (see inAppPath), never back to /login itself. */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = '/dashboard'): string {
  const path = inAppPath(to);
  if (path === null || routedPathname(path) === '/login') return fallback;
  return path;
}
