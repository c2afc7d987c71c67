import { data } from 'react-router';
import type { Route } from './+types/api.custom-token';
import { adminAuth } from '#app/lib/firebase/admin.server.ts';
import { assertSameOrigin, requireApiUser } from '#app/lib/firebase/session.server.ts';

// Silent re-sign-in: the server session is valid but the browser lost its Firebase Auth state.
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  // Minting a token is signing the person in: revocation is read now, not from the cache.
  const user = await requireApiUser(request, { fresh: true });
  return data({ token: await adminAuth.createCustomToken(user.uid) }, { headers: { 'Cache-Control': 'no-store' } });
}
