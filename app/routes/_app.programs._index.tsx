import type { Route } from './+types/_app.programs._index';
import { ProgramsScreen } from '#app/components/programs/programs-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { myPrograms } from '#app/lib/data/programs.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';

export const handle = { i18n: 'programs' };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { programs: await readQuery(adminDb(), myPrograms, { uid: user.uid }) };
}

export default function ProgramsRoute({ loaderData }: Route.ComponentProps) {
  return <ProgramsScreen initial={loaderData.programs} />;
}
