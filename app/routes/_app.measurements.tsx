import type { Route } from './+types/_app.measurements';
import { MeasurementsScreen } from '#app/components/measurements/measurements-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { listMeasurements } from '#app/lib/firebase/measurements.server.ts';
import { readProfile } from '#app/lib/firebase/profile.server.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';
import { displayNameOf } from '#app/lib/identity/display-name.ts';

export const handle = { i18n: ['measurements', 'calculators'] };

// Read on the server for the first HTML; the screen's listener takes over after hydration.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const [measurements, profile] = await Promise.all([listMeasurements(db, user.uid), readProfile(db, user.uid, displayNameOf(user))]);
  return { measurements, facts: { heightCm: profile.heightCm, sex: profile.sex } };
}

export default function MeasurementsRoute({ loaderData }: Route.ComponentProps) {
  return <MeasurementsScreen initial={loaderData.measurements} facts={loaderData.facts} />;
}
