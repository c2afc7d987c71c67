import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { destroySession, getSessionUser } from '#app/lib/firebase/auth-session.server.ts';
import { limitAddress, tooManyRequests } from '#app/lib/security/rate-limit.server.ts';
import { acceptPost, assertSameOrigin } from '#app/lib/request.server.ts';

export async function action({ request, context }: Route.ActionArgs) {
  acceptPost({ request, context });
  assertSameOrigin({ request, context });
  // Revoking calls Firebase Auth: bounded per address (a revoked session has nothing left to revoke,
  // so one account cannot make it call again).
  const byAddress = limitAddress('logout', context);
  if (!byAddress.allowed) return tooManyRequests(context, byAddress.retryAfterSec);
  const user = await getSessionUser(request);
  return redirect('/login', { headers: { 'Set-Cookie': await destroySession(user) } });
}

export const loader = () => redirect('/dashboard');
