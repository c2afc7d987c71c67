import { data } from 'react-router';
import type { Route } from './+types/api.nutrition.base-index';
import { getSessionUser } from '#app/lib/firebase/auth-session.server.ts';
import { baseIndexFile, matchesEtag } from '#app/lib/nutrition/base-index.server.ts';

// The packed Ciqual base the browser keeps for searching offline (app/lib/nutrition/base-index.ts).
// `no-cache` with an ETag: the browser asks each time with the ETag of the copy it holds, and a
// copy that is still current costs a 304 with no body.
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await getSessionUser(request))) return data({ error: 'no-session' }, { status: 401 });
  const { body, etag } = baseIndexFile();
  const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
  if (matchesEtag(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });
}
