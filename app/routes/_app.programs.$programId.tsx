import type { Route } from './+types/_app.programs.$programId';
import { ProgramScreen } from '#app/components/programs/program-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/firebase/documents.server.ts';
import { bestOneRms, myExercises, programDaysDone, programDoc, recentDoneSets } from '#app/lib/firebase/programs.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';
import { data } from 'react-router';

export const handle = { i18n: 'programs' };

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const id = params.programId;
  const [program, done, custom, sets] = await Promise.all([
    readDoc(db, programDoc, { uid: user.uid, id }),
    readQuery(db, programDaysDone, { uid: user.uid, programId: id }),
    readQuery(db, myExercises, { uid: user.uid }),
    readQuery(db, recentDoneSets, { uid: user.uid }),
  ]);
  if (!program) throw data(null, { status: 404 });
  return { id, program, done, custom, oneRms: bestOneRms(sets) };
}

export default function ProgramRoute({ loaderData }: Route.ComponentProps) {
  const { id, program, done, custom, oneRms } = loaderData;
  return <ProgramScreen key={id} id={id} initial={program} initialDone={done} custom={custom} oneRms={oneRms} />;
}
