import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/_app.progress';
import { AVERAGE_LOOK_BACK_DAYS, bodyWeightOf, progressOf, testEstimatesOf } from '#app/lib/progress/progress-data.ts';
import { ProgressScreen } from '#app/components/progress/progress-screen.tsx';
import { addDays, isoDayIn, isTrainingPeriod, trainingPeriodStart } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { measurementsSince } from '#app/lib/data/measurements.ts';
import { myExercises } from '#app/lib/data/programs.ts';
import { finishedSessions, HISTORY_MAX, pastSessionOf } from '#app/lib/data/sessions.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { resultsSince } from '#app/lib/data/test-results.ts';
import { catalogueWith } from '#app/components/programs/catalogue.ts';
import { weeklySetsPerMuscle } from '#app/lib/training/muscle-volume.ts';

export const handle = { i18n: ['progress', 'body-map'] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const asked = new URL(request.url).searchParams.get('periode');
  const period = isTrainingPeriod(asked) ? asked : '3m';
  const today = isoDayIn();
  const from = trainingPeriodStart(period, today);
  const db = adminDb();
  const [sessions, measurements, results, custom] = await Promise.all([
    readQuery(db, finishedSessions, { uid: user.uid, count: HISTORY_MAX, from }),
    // The first days' averages need the weigh-ins of the days before.
    readQuery(db, measurementsSince, { uid: user.uid, from: from && addDays(from, -AVERAGE_LOOK_BACK_DAYS) }),
    readQuery(db, resultsSince, { uid: user.uid, from }),
    readQuery(db, myExercises, { uid: user.uid }),
  ]);
  const past = sessions.map(pastSessionOf);
  // Points, not documents, reach the page.
  return {
    period,
    progress: progressOf(past, from),
    muscleSets: weeklySetsPerMuscle(past, catalogueWith(custom).find, from, today),
    bodyWeight: bodyWeightOf(measurements, from),
    estimates: testEstimatesOf(results, from),
    custom,
  };
}

/** Choosing the 1RM chart's exercise changes what is drawn, not what is read. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const samePeriod = currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get('periode') === nextUrl.searchParams.get('periode');
  return samePeriod && !formMethod ? false : defaultShouldRevalidate;
}

export default function ProgressRoute({ loaderData }: Route.ComponentProps) {
  return <ProgressScreen {...loaderData} />;
}
