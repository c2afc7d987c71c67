import type { Route } from './+types/_app.programs.new';
import { AssistantScreen } from '#app/components/programs/assistant-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { equipmentDoc } from '#app/lib/data/equipment.ts';
import { myExercises } from '#app/lib/data/programs.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';

export const handle = { i18n: 'programs' };

// The person's own exercises may replace a generated one; their stored equipment is the first answer.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const [custom, knownEquipment] = await Promise.all([readQuery(db, myExercises, { uid: user.uid }), readDoc(db, equipmentDoc, { uid: user.uid })]);
  return { custom, knownEquipment };
}

export default function NewProgramRoute({ loaderData }: Route.ComponentProps) {
  return <AssistantScreen custom={loaderData.custom} knownEquipment={loaderData.knownEquipment} />;
}
