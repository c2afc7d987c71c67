import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { profileNameOf, profileDoc, type Profile } from '#app/lib/data/profile.ts';
import { AvatarBadge } from './avatar.tsx';

/** The top bar's link to /profile, showing the avatar live (a change in /settings/avatar or another tab shows at once). */
export function ShellAvatar({ profile, accountName }: { profile: Profile; accountName: string }) {
  const { t } = useTranslation();
  const { data } = useLiveDoc(profileDoc, {}, profile);
  return (
    <Link to="/profile" className="avatar avatar-link" aria-label={t('common:nav.profile')} data-avatar={data.avatar.kind === 'illustration' ? data.avatar.id : 'initiales'}>
      <AvatarBadge avatar={data.avatar} name={profileNameOf(data, accountName)} />
    </Link>
  );
}
