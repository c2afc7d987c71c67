import type { Route } from './+types/_app.programs.new';
import { AssistantScreen } from '#app/components/programs/assistant-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { myExercises } from '#app/lib/data/programs.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';

export const handle = { i18n: 'programs' };

// The person's own exercises may replace a generated one.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { custom: await readQuery(adminDb(), myExercises, { uid: user.uid }) };
}

export default function NewProgramRoute({ loaderData }: Route.ComponentProps) {
  return <AssistantScreen custom={loaderData.custom} />;
}
