import type { Route } from './+types/_app.nutrition.seed';
import { SeedScreen } from '#app/components/nutrition/seed-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { myFoods } from '#app/lib/data/nutrition.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { starterFoods, starterGroups } from '#app/lib/nutrition-seed.server.ts';

export const handle = { i18n: 'nutrition' };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const foods = await readQuery(adminDb(), myFoods, { uid: user.uid });
  // Codes per group, so the screen counts what is already imported as my foods change.
  const groups = starterGroups().map(({ group }) => ({ group, codes: starterFoods().flatMap((f) => (f.group === group ? [f.code] : [])) }));
  return { groups, foods };
}

export default function SeedRoute({ loaderData }: Route.ComponentProps) {
  return <SeedScreen groups={loaderData.groups} initial={loaderData.foods} />;
}
