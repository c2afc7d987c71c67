import type { Route } from './+types/_app.settings.avatar';
import { AvatarSettings } from '#app/components/settings/avatar-settings.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc } from '#app/lib/data/documents.server.ts';
import { profileDoc } from '#app/lib/data/profile.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { displayNameOf } from '#app/lib/identity/display-name.ts';

export const handle = { i18n: ['settings'] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { profile: await readDoc(adminDb(), profileDoc, { uid: user.uid }), accountName: displayNameOf(user) };
}

export default function AvatarRoute({ loaderData }: Route.ComponentProps) {
  return <AvatarSettings initial={loaderData.profile} accountName={loaderData.accountName} />;
}
