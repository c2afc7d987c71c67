import type { Route } from './+types/_app.nutrition.energy-balance';
import { EnergyBalanceScreen } from '#app/components/energy/energy-balance-screen.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { finishedSessionsSince, intakesBetween, measurementsBefore, measurementsSince } from '#app/lib/data/energy-balance.ts';
import { nutritionGoalsDoc } from '#app/lib/data/nutrition-goals.ts';
import { profileDoc } from '#app/lib/data/profile.ts';
import { myExercises } from '#app/lib/data/programs.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { balancePeriodStart, isBalancePeriod } from '#app/lib/nutrition/energy-balance.ts';

export const handle = { i18n: ['nutrition', 'energy', 'settings', 'calculators'] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const asked = new URL(request.url).searchParams.get('periode');
  const period = isBalancePeriod(asked) ? asked : '4s';
  const today = isoDayIn();
  // Every period holds the 28 days the adaptive estimate reads.
  const from = balancePeriodStart(period, today);
  const uid = user.uid;
  const db = adminDb();
  const [profile, goals, intakes, measurements, earlier, sessions, custom] = await Promise.all([
    readDoc(db, profileDoc, { uid }),
    readDoc(db, nutritionGoalsDoc, { uid }),
    readQuery(db, intakesBetween, { uid, from, to: today }),
    readQuery(db, measurementsSince, { uid, from }),
    readQuery(db, measurementsBefore, { uid, before: from }),
    readQuery(db, finishedSessionsSince, { uid, from }),
    readQuery(db, myExercises, { uid }),
  ]);
  const customKinds = Object.fromEntries(custom.map((exercise) => [exercise.id, exercise.kind]));
  return { period, today, from, profile, goals, intakes, measurements, earlier, sessions, customKinds };
}

export default function EnergyBalanceRoute({ loaderData }: Route.ComponentProps) {
  return <EnergyBalanceScreen {...loaderData} />;
}
