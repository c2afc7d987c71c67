import { useEffect } from 'react';
import { data, redirect } from 'react-router';
import type { Route } from './+types/login';
import { LoginScreen, type LoginError } from '#app/components/auth/login-screen.tsx';
import {
  assertSameOrigin,
  createSessionCookie,
  getSessionUser,
  safeRedirectPath,
  signedInRecently,
  verifySignIn,
} from '#app/lib/firebase/session.server.ts';
import { headersWithRetryAfter, limitAccount, limitAddress, retryAfterHeaders } from '#app/lib/security/rate-limit.server.ts';
import { readForm } from '#app/lib/request.server.ts';
import { announceAccount, serviceWorkerWanted } from '#app/lib/offline/service-worker.ts';

export const handle = { i18n: 'auth' };

export const headers = headersWithRetryAfter;

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'));
  if (await getSessionUser(request)) throw redirect(redirectTo);
  return { redirectTo };
}

const failed = (error: LoginError, status: number, headers?: HeadersInit) => data({ error }, { status, headers });

// The browser signed in with Firebase Auth and posts its ID token; the server answers with the cookie.
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const byAddress = limitAddress('login', context);
  if (!byAddress.allowed) return failed({ code: 'rate-limited', retryAfterSec: byAddress.retryAfterSec }, 429, retryAfterHeaders(byAddress.retryAfterSec));
  const form = await readForm({ request, context });
  const idToken = form.get('idToken');
  if (typeof idToken !== 'string' || !idToken) return failed({ code: 'session' }, 400);
  const signIn = await verifySignIn(idToken);
  if (!signIn) return failed({ code: 'session' }, 401);
  const byAccount = await limitAccount('login', signIn.uid);
  if (!byAccount.allowed) return failed({ code: 'rate-limited', retryAfterSec: byAccount.retryAfterSec }, 429, retryAfterHeaders(byAccount.retryAfterSec));
  // A stolen or long-kept ID token (valid for an hour, refreshable) must not open a 5-day session.
  if (!signedInRecently(signIn.signedInAt)) return failed({ code: 'stale-sign-in' }, 401);
  try {
    const cookie = await createSessionCookie(idToken);
    return redirect(safeRedirectPath(form.get('redirectTo')), { headers: { 'Set-Cookie': cookie } });
  } catch {
    return failed({ code: 'session' }, 401);
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  // Nobody is signed in here: the service worker keeps and serves no account's pages until the
  // next sign-in says whose they are (a session that expired never hands its pages to the next).
  useEffect(() => {
    if (serviceWorkerWanted()) announceAccount(null).catch(() => undefined);
  }, []);
  return <LoginScreen redirectTo={loaderData.redirectTo} serverError={actionData?.error} />;
}
