import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/_app.programs.custom';
import { BuilderScreen } from '#app/components/programs/builder-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { equipmentDoc } from '#app/lib/data/equipment.ts';
import { myExercises, programDoc } from '#app/lib/data/programs.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { documentIdParam } from '#app/lib/request.server.ts';

export const handle = { i18n: 'programs' };

/** `/programs/custom` starts a blank program; `?programme={id}` edits one (the builder's autosave adds it once created). */
export async function loader({ request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('programme');
  const programId = asked ? documentIdParam(asked) : null;
  const user = await requireUser(request);
  const db = adminDb();
  const [program, custom, equipment] = await Promise.all([
    programId ? readDoc(db, programDoc, { uid: user.uid, id: programId }) : null,
    readQuery(db, myExercises, { uid: user.uid }),
    readDoc(db, equipmentDoc, { uid: user.uid }),
  ]);
  if (programId && !program) throw data(null, { status: 404 });
  return { programId, program, custom, equipment };
}

// The builder keeps its own working copy: the address gaining the new program's id after the
// first save must not re-read what the person is typing.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname && !currentUrl.searchParams.get('programme') && nextUrl.searchParams.get('programme') ? false : defaultShouldRevalidate;
}

export default function CustomProgramRoute({ loaderData }: Route.ComponentProps) {
  return <BuilderScreen key={loaderData.programId ?? 'new'} programId={loaderData.programId} initial={loaderData.program} custom={loaderData.custom} equipment={loaderData.equipment} />;
}
