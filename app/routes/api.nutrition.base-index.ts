import type { Route } from './+types/api.nutrition.base-index';
import { baseIndexFile, matchesEtag } from '#app/lib/nutrition/base-index.server.ts';

// The packed Ciqual base the browser keeps for searching offline (app/lib/nutrition/base-index.ts).
// It is the public Ciqual table (Licence Ouverte), the same for everyone, so it needs no session:
// a download still in flight when the person signs out is not refused. `no-cache` with an ETag:
// the browser asks each time with the ETag of the copy it holds, and a copy that is still
// current costs a 304 with no body.
export function loader({ request }: Route.LoaderArgs) {
  const { body, etag } = baseIndexFile();
  const headers = { ETag: etag, 'Cache-Control': 'public, no-cache' };
  if (matchesEtag(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });
}
