import type { Route } from './+types/_app.programs.$programId';
import { ProgramScreen } from '#app/components/programs/program-screen.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { programScheduleDoc } from '#app/lib/data/calendar.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { catalogueWith } from '#app/components/programs/catalogue.ts';
import { programLoads, programStartingLoads } from '#app/lib/sessions/session-model.ts';
import { plateSetupDoc } from '#app/lib/data/plate-setup.ts';
import { equipmentDoc } from '#app/lib/data/equipment.ts';
import { myExercises, programDaysDone, programDoc } from '#app/lib/data/programs.ts';
import { pastSessions } from '#app/lib/data/sessions.ts';
import { declinedStartingLoads, myStartingLoads, startingLoadsById } from '#app/lib/data/starting-loads.ts';
import { nextProgramDay } from '#app/lib/training/index.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { data } from 'react-router';
import { documentIdParam } from '#app/lib/request.server.ts';

// `sessions`: the starting loads' form is the start-of-day prompt's.
export const handle = { i18n: ['programs', 'calendar', 'sessions'] };

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = documentIdParam(params.programId);
  const user = await requireUser(request);
  const db = adminDb();
  const [program, done, custom, history, schedule, plates, starting, equipment] = await Promise.all([
    readDoc(db, programDoc, { uid: user.uid, id }),
    readQuery(db, programDaysDone, { uid: user.uid, programId: id }),
    readQuery(db, myExercises, { uid: user.uid }),
    readQuery(db, pastSessions, { uid: user.uid }),
    readDoc(db, programScheduleDoc, { uid: user.uid }),
    readDoc(db, plateSetupDoc, { uid: user.uid }),
    readQuery(db, myStartingLoads, { uid: user.uid }),
    readDoc(db, equipmentDoc, { uid: user.uid }),
  ]);
  if (!program) throw data(null, { status: 404 });
  // The next day's loads from each exercise's rule and what was lifted: computed here, so the
  // history stays on the server.
  const next = nextProgramDay(program, done);
  const { find } = catalogueWith(custom);
  const given = startingLoadsById(starting);
  const { oneRms, nextLoads } = programLoads(program, next, find, history, plates, given);
  const startingLoads = programStartingLoads(program, next, find, history, given, declinedStartingLoads(starting));
  // Starting this program replaces the active one: the screen names it.
  const otherActive = schedule && schedule.programId !== id ? await readDoc(db, programDoc, { uid: user.uid, id: schedule.programId }) : null;
  return { id, program, done, custom, oneRms, nextLoads, startingLoads, plates, equipment, schedule, otherActiveName: otherActive?.name ?? null, today: isoDayIn() };
}

export default function ProgramRoute({ loaderData }: Route.ComponentProps) {
  const { id, program, done, custom, oneRms, nextLoads, startingLoads, plates, equipment, schedule, otherActiveName, today } = loaderData;
  return (
    <ProgramScreen
      key={id}
      id={id}
      initial={program}
      initialDone={done}
      custom={custom}
      oneRms={oneRms}
      nextLoads={nextLoads}
      startingLoads={startingLoads}
      plates={plates}
      equipment={equipment}
      schedule={{ initialSchedule: schedule, otherActiveName, today }}
    />
  );
}
