import type { Route } from './+types/_app.measurements';
import { MeasurementsScreen } from '#app/components/measurements/measurements-screen.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { bodyFactsFrom } from '#app/lib/data/body-facts.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { measurementHistory } from '#app/lib/data/measurements.ts';
import { profileDoc } from '#app/lib/data/profile.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';

export const handle = { i18n: ['measurements', 'calculators'] };

// Read on the server for the first HTML; the screen's listener takes over after hydration.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const [measurements, profile] = await Promise.all([readQuery(db, measurementHistory, { uid: user.uid }), readDoc(db, profileDoc, { uid: user.uid })]);
  return { measurements, facts: bodyFactsFrom(profile, measurements, isoDayIn()) };
}

export default function MeasurementsRoute({ loaderData }: Route.ComponentProps) {
  return <MeasurementsScreen initial={loaderData.measurements} facts={loaderData.facts} />;
}
