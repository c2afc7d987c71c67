import type { Route } from './+types/_app.programs.$programId';
import { ProgramScreen } from '#app/components/programs/program-screen.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { programScheduleDoc } from '#app/lib/firebase/calendar.ts';
import { readDoc, readQuery } from '#app/lib/firebase/documents.server.ts';
import { bestOneRms, myExercises, programDaysDone, programDoc, recentDoneSets } from '#app/lib/firebase/programs.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';
import { data } from 'react-router';
import { documentIdParam } from '#app/lib/request.server.ts';

export const handle = { i18n: ['programs', 'calendar'] };

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = documentIdParam(params.programId);
  const user = await requireUser(request);
  const db = adminDb();
  const [program, done, custom, sets, schedule] = await Promise.all([
    readDoc(db, programDoc, { uid: user.uid, id }),
    readQuery(db, programDaysDone, { uid: user.uid, programId: id }),
    readQuery(db, myExercises, { uid: user.uid }),
    readQuery(db, recentDoneSets, { uid: user.uid }),
    readDoc(db, programScheduleDoc, { uid: user.uid }),
  ]);
  if (!program) throw data(null, { status: 404 });
  // Starting this program replaces the active one: the screen names it.
  const otherActive = schedule && schedule.programId !== id ? await readDoc(db, programDoc, { uid: user.uid, id: schedule.programId }) : null;
  return { id, program, done, custom, oneRms: bestOneRms(sets), schedule, otherActiveName: otherActive?.name ?? null, today: isoDayIn() };
}

export default function ProgramRoute({ loaderData }: Route.ComponentProps) {
  const { id, program, done, custom, oneRms, schedule, otherActiveName, today } = loaderData;
  return (
    <ProgramScreen
      key={id}
      id={id}
      initial={program}
      initialDone={done}
      custom={custom}
      oneRms={oneRms}
      schedule={{ initialSchedule: schedule, otherActiveName, today }}
    />
  );
}
