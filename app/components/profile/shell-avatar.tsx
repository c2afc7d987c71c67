import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLive } from '#app/components/data/use-live.ts';
import type { ShellIdentity } from '#app/lib/firebase/profile.ts';
import { AvatarBadge } from './avatar.tsx';
import { identityWatcher } from './live.ts';

/** The top bar's link to /profile, showing the avatar live (a change in /settings/avatar or another tab shows at once). */
export function ShellAvatar({ identity, fallbackName }: { identity: ShellIdentity; fallbackName: string }) {
  const { t } = useTranslation();
  const { data } = useLive(identity, identityWatcher(fallbackName));
  return (
    <Link to="/profile" className="avatar avatar-link" aria-label={t('common:nav.profile')} data-avatar={data.avatar.kind === 'illustration' ? data.avatar.id : 'initiales'}>
      <AvatarBadge avatar={data.avatar} name={data.displayName} />
    </Link>
  );
}
