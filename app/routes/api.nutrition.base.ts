import { data } from 'react-router';
import type { Route } from './+types/api.nutrition.base';
import { requireApiUser } from '#app/lib/firebase/auth-session.server.ts';
import { searchBase } from '#app/lib/nutrition/index.ts';
import { SEARCH_QUERY_MAX } from '#app/lib/nutrition-routes.server.ts';

const LIMIT_MAX = 50;

// The Ciqual base, searched on the server (the table never reaches the browser): `?q=` and an
// optional `?limit=` (1–50, default 20). JSON: { foods: BaseFood[] }.
export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const limit = Math.min(LIMIT_MAX, Math.max(1, Number.parseInt(url.searchParams.get('limit') ?? '', 10) || 20));
  return data({ foods: q ? searchBase(q, limit) : [] }, { headers: { 'Cache-Control': 'private, max-age=300' } });
}
