import type { Route } from './+types/api.custom-token';
import { adminAuth } from '#app/lib/firebase/admin.server.ts';
import { requireApiUser } from '#app/lib/firebase/auth-session.server.ts';
import { actionSuccess, rateLimitedFailure } from '#app/lib/forms/action-result.ts';
import { limitAccount, limitAddress } from '#app/lib/security/rate-limit.server.ts';
import { acceptPost, assertSameOrigin } from '#app/lib/request.server.ts';

const rateLimited = (retryAfterSec: number) => rateLimitedFailure(retryAfterSec);

// Silent re-sign-in: the server session is valid but the browser lost its Firebase Auth state.
export async function action({ request, context }: Route.ActionArgs) {
  acceptPost({ request, context }, 'POST');
  assertSameOrigin({ request, context });
  const byAddress = limitAddress('customToken', context);
  if (!byAddress.allowed) return rateLimited(byAddress.retryAfterSec);
  // Minting a token is signing the person in: revocation is read now, not from the cache.
  const user = await requireApiUser(request, { fresh: true });
  const byAccount = await limitAccount('customToken', user.uid);
  if (!byAccount.allowed) return rateLimited(byAccount.retryAfterSec);
  return actionSuccess({ token: await adminAuth.createCustomToken(user.uid) }, { headers: { 'Cache-Control': 'no-store' } });
}
