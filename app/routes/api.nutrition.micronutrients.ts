import { data } from 'react-router';
import type { Route } from './+types/api.nutrition.micronutrients';
import { ENTRIES_MAX } from '#app/lib/data/nutrition.ts';
import { requireApiUser } from '#app/lib/firebase/auth-session.server.ts';
import { baseMicronutrients } from '#app/lib/nutrition/base-micronutrients.ts';

// Micronutrients per 100 g of Ciqual foods, by code: `?codes=13005,22000` (a day's foods: codes
// past a day's number of entries are not read). JSON: { foods: { [code]: Micronutrients } };
// unknown codes are left out. Served apart from the search, whose answers stay small.
export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request);
  const asked = (new URL(request.url).searchParams.get('codes') ?? '').split(',', ENTRIES_MAX);
  const foods = Object.fromEntries(
    asked.flatMap((code) => {
      const values = /^\d{1,8}$/.test(code) ? baseMicronutrients(code) : null;
      return values ? [[code, values]] : [];
    }),
  );
  return data({ foods }, { headers: { 'Cache-Control': 'private, max-age=3600' } });
}
