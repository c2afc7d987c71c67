import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { assertSameOrigin, destroySession, getSessionUser } from '#app/lib/firebase/session.server.ts';

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await getSessionUser(request);
  return redirect('/login', { headers: { 'Set-Cookie': await destroySession(user) } });
}

export const loader = () => redirect('/dashboard');
