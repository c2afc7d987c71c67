import type { Route } from './+types/_app.progress';
import { progressOf } from '#app/components/progress/progress-data.ts';
import { ProgressScreen } from '#app/components/progress/progress-screen.tsx';
import { isoDayIn, isTrainingPeriod, trainingPeriodStart } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/firebase/documents.server.ts';
import { myExercises } from '#app/lib/firebase/programs.ts';
import { finishedSessions, HISTORY_MAX, pastSessionOf } from '#app/lib/firebase/sessions.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';

export const handle = { i18n: 'progress' };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const asked = new URL(request.url).searchParams.get('periode');
  const period = isTrainingPeriod(asked) ? asked : '3m';
  const db = adminDb();
  const [sessions, custom] = await Promise.all([readQuery(db, finishedSessions, { uid: user.uid, count: HISTORY_MAX }), readQuery(db, myExercises, { uid: user.uid })]);
  // Points, not sessions, reach the page.
  return { period, progress: progressOf(sessions.map(pastSessionOf), trainingPeriodStart(period, isoDayIn())), custom };
}

export default function ProgressRoute({ loaderData }: Route.ComponentProps) {
  return <ProgressScreen {...loaderData} />;
}
