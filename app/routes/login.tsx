import { useEffect } from 'react';
import { redirect } from 'react-router';
import * as z from 'zod/mini';
import type { Route } from './+types/login';
import { LoginScreen } from '#app/components/auth/login-screen.tsx';
import {
  createSessionCookie,
  getSessionUser,
  safeRedirectPath,
  signedInRecently,
  verifySignIn,
} from '#app/lib/firebase/auth-session.server.ts';
import { actionFailure, rateLimitedFailure } from '#app/lib/forms/action-result.ts';
import { headersWithRetryAfter, limitAccount, limitAddress } from '#app/lib/security/rate-limit.server.ts';
import { assertSameOrigin, readFormInput } from '#app/lib/request.server.ts';
import { announceAccount, serviceWorkerWanted } from '#app/lib/offline/service-worker.ts';

export const handle = { i18n: 'auth' };

export const headers = headersWithRetryAfter;

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'));
  if (await getSessionUser(request)) throw redirect(redirectTo);
  return { redirectTo };
}

const loginInput = z.object({ idToken: z.string().check(z.minLength(1)), redirectTo: z.optional(z.string()) });

/** Why the server did not open the session. */
const failed = (reason: 'session' | 'stale-sign-in', status: number) => actionFailure(`auth:errors.${reason}`, { status });

// The browser signed in with Firebase Auth and posts its ID token; the server answers with the cookie.
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin({ request, context });
  const byAddress = limitAddress('login', context);
  if (!byAddress.allowed) return rateLimitedFailure(byAddress.retryAfterSec);
  const input = await readFormInput({ request, context }, loginInput);
  if (!input.ok) return failed('session', 400);
  const { idToken, redirectTo } = input.value;
  const signIn = await verifySignIn(idToken);
  if (!signIn) return failed('session', 401);
  const byAccount = await limitAccount('login', signIn.uid);
  if (!byAccount.allowed) return rateLimitedFailure(byAccount.retryAfterSec);
  // A stolen or long-kept ID token (valid for an hour, refreshable) must not open a 5-day session.
  if (!signedInRecently(signIn.signedInAt)) return failed('stale-sign-in', 401);
  try {
    const cookie = await createSessionCookie(idToken);
    return redirect(safeRedirectPath(redirectTo ?? null), { headers: { 'Set-Cookie': cookie } });
  } catch {
    return failed('session', 401);
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  // Nobody is signed in here: the service worker keeps and serves no account's pages until the
  // next sign-in says whose they are (a session that expired never hands its pages to the next).
  useEffect(() => {
    if (serviceWorkerWanted()) announceAccount(null).catch(() => undefined);
  }, []);
  return <LoginScreen redirectTo={loaderData.redirectTo} serverError={actionData?.message} />;
}
