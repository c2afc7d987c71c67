import { data } from 'react-router';
import type { Route } from './+types/api.nutrition.starter-foods';
import { requireApiUser } from '#app/lib/firebase/auth-session.server.ts';
import { starterFoods } from '#app/lib/nutrition-seed.server.ts';

// The starter foods of the groups named by `?groupe=` (repeated), for /nutrition/seed to import.
export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  const groups = new Set(new URL(request.url).searchParams.getAll('groupe'));
  return data({ foods: starterFoods().filter((f) => groups.has(f.group!)) }, { headers: { 'Cache-Control': 'private, max-age=3600' } });
}
