import { data } from 'react-router';
import type { Route } from './+types/_app.programs.exercices.$exerciseId';
import { ExerciseGuideScreen } from '#app/components/exercises/exercise-guide-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc } from '#app/lib/data/documents.server.ts';
import { equipmentDoc } from '#app/lib/data/equipment.ts';
import { customExerciseDoc, programDoc } from '#app/lib/data/programs.ts';
import { occurrencesIn } from '#app/lib/programs/replace-in-program.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { frResources } from '#app/lib/i18n/resources.server.ts';
import { documentIdParam } from '#app/lib/request.server.ts';
import { EXERCISE_GUIDES_NAMESPACE, exerciseGuide } from '#app/lib/training/exercise-guides.ts';
import { builtInExercise } from '#app/lib/training/exercises.ts';
import { equivalentExercises } from '#app/lib/training/movements.ts';

export const handle = { i18n: ['programs', 'exercise-page', 'body-map'] };

/**
 * A built-in exercise by its catalogue id, or one of the person's own by its document id. Opened
 * from one of the person's programs (`?programme=`) that has the exercise, the page offers to
 * replace it there.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const builtIn = builtInExercise(params.exerciseId);
  // An id that cannot name a document is a 404 before anything is read.
  const personalId = builtIn ? null : documentIdParam(params.exerciseId);
  const programParam = new URL(request.url).searchParams.get('programme');
  const programId = programParam === null ? null : documentIdParam(programParam);
  const user = await requireUser(request);
  const db = adminDb();
  const [exercise, program, equipment] = await Promise.all([
    personalId === null ? builtIn : readDoc(db, customExerciseDoc, { uid: user.uid, id: personalId }),
    programId === null ? null : readDoc(db, programDoc, { uid: user.uid, id: programId }),
    readDoc(db, equipmentDoc, { uid: user.uid }),
  ]);
  if (!exercise) throw data(null, { status: 404 });
  return {
    exercise,
    personal: !builtIn,
    // Only this exercise's guide reaches the browser, not the whole namespace.
    guide: builtIn ? exerciseGuide(frResources[EXERCISE_GUIDES_NAMESPACE], builtIn.id) : null,
    // Filtered on the server by what the person has (none stored: every equivalent).
    equivalents: equivalentExercises(exercise, equipment),
    equipment,
    program: program && occurrencesIn(program.weeks, exercise.id) > 0 ? { id: program.id, name: program.name, source: program.source, weeks: program.weeks } : null,
  };
}

export default function ExerciseGuideRoute({ loaderData }: Route.ComponentProps) {
  return <ExerciseGuideScreen {...loaderData} />;
}
