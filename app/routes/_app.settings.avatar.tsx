import type { Route } from './+types/_app.settings.avatar';
import { AvatarSettings } from '#app/components/settings/avatar-settings.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readProfile } from '#app/lib/firebase/profile.server.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';
import { displayNameOf } from '#app/lib/identity/display-name.ts';

export const handle = { i18n: ['settings'] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const fallbackName = displayNameOf(user);
  return { profile: await readProfile(adminDb(), user.uid, fallbackName), fallbackName };
}

export default function AvatarRoute({ loaderData }: Route.ComponentProps) {
  return <AvatarSettings initial={loaderData.profile} fallbackName={loaderData.fallbackName} />;
}
