import type { Avatar } from '#app/lib/data/profile.ts';
import { initialsOf } from '#app/lib/profile/initials.ts';

/**
 * The person's avatar: a preset illustration (public/avatars, white line art) or their
 * initials, on the chosen colour. Decorative: whoever places it gives it an accessible name.
 */
export function AvatarBadge({ avatar, name, size = 'sm' }: { avatar: Avatar; name: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`avatar-badge avatar-${size}`} data-color={avatar.color} aria-hidden="true">
      {avatar.kind === 'illustration' && avatar.id ? <img src={`/avatars/${avatar.id}.svg`} alt="" width={48} height={48} /> : initialsOf(name)}
    </span>
  );
}
