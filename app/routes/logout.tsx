import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { assertSameOrigin, destroySession } from '#app/lib/firebase/session.server.ts';

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  return redirect('/login', { headers: { 'Set-Cookie': await destroySession(request) } });
}

export const loader = () => redirect('/dashboard');
