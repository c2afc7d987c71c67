import { createCookie, data, redirect } from 'react-router';
import { serverEnv } from '#app/lib/env.server.ts';
import { adminAuth } from './admin.server.ts';

export const SESSION_COOKIE_NAME = '__session';
const SESSION_DURATION_MS = 5 * 24 * 60 * 60 * 1000;

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
}

async function readSessionCookie(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value ? value : null;
}

/** The verified person behind the request, or null (no cookie, expired, revoked or forged). */
export async function getSessionUser(request: Request, options: { checkRevoked?: boolean } = {}): Promise<SessionUser | null> {
  const cookie = await readSessionCookie(request);
  if (!cookie) return null;
  try {
    const claims = await adminAuth.verifySessionCookie(cookie, options.checkRevoked ?? false);
    return {
      uid: claims.uid,
      email: typeof claims.email === 'string' ? claims.email : null,
      displayName: typeof claims.name === 'string' ? claims.name : null,
    };
  } catch {
    return null;
  }
}

/** Throws the redirect to /login so loaders read top to bottom. */
export async function requireUser(request: Request, options: { checkRevoked?: boolean } = {}): Promise<SessionUser> {
  const user = await getSessionUser(request, options);
  if (user) return user;
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  throw redirect(`/login?${new URLSearchParams({ redirectTo })}`, {
    headers: (await readSessionCookie(request)) ? { 'Set-Cookie': await clearedSessionCookie() } : undefined,
  });
}

/** Exchanges a fresh Firebase ID token for a 5-day httpOnly session cookie. */
export async function createSessionCookie(idToken: string): Promise<string> {
  const session = await adminAuth.createSessionCookie(idToken, { expiresIn: SESSION_DURATION_MS });
  return sessionCookie.serialize(session);
}

export function clearedSessionCookie(): Promise<string> {
  return sessionCookie.serialize('', { maxAge: 0 });
}

/** Ends the session everywhere: the cookie here, refresh tokens on every device. */
export async function destroySession(request: Request): Promise<string> {
  const user = await getSessionUser(request);
  if (user) await adminAuth.revokeRefreshTokens(user.uid);
  return clearedSessionCookie();
}

/** Only same-site paths: `/x`, never `//host`, `/\host` or absolute URLs. */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = '/dashboard'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  try {
    const url = new URL(to, 'http://elan.invalid');
    if (url.origin !== 'http://elan.invalid') return fallback;
    if (url.pathname === '/login') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** CSRF wall for cookie-authenticated POSTs: the browser's Origin must be ours. */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('Origin');
  const expected = serverEnv.appOrigin ?? new URL(request.url).origin;
  if (origin !== expected) {
    throw data({ error: 'forbidden-origin' }, { status: 403 });
  }
}
