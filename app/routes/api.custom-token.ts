import { data } from 'react-router';
import type { Route } from './+types/api.custom-token';
import { adminAuth } from '#app/lib/firebase/admin.server.ts';
import { assertSameOrigin, getSessionUser } from '#app/lib/firebase/session.server.ts';

// Silent re-sign-in: the server session is valid but the browser lost its Firebase Auth state.
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await getSessionUser(request, { checkRevoked: true });
  if (!user) return data({ error: 'no-session' }, { status: 401 });
  return data({ token: await adminAuth.createCustomToken(user.uid) }, { headers: { 'Cache-Control': 'no-store' } });
}
