import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { useLive } from '#app/components/data/use-live.ts';
import { runWrite } from '#app/components/data/write.ts';
import { AvatarBadge } from '#app/components/profile/avatar.tsx';
import { profileWatcher } from '#app/components/profile/live.ts';
import { SubmitButton } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { AVATAR_COLORS, AVATAR_PRESETS, type Avatar, type Profile } from '#app/lib/firebase/profile.ts';

type Choice = 'initiales' | (typeof AVATAR_PRESETS)[number];

const choiceOf = (a: Avatar): Choice => (a.kind === 'illustration' && a.id ? a.id : 'initiales');
const avatarOf = (choice: Choice, color: Avatar['color']): Avatar =>
  choice === 'initiales' ? { kind: 'initiales', id: null, color } : { kind: 'illustration', id: choice, color };

/** Radio groups (arrow keys move within each), a live preview, one save. */
export function AvatarSettings({ initial, fallbackName }: { initial: Profile; fallbackName: string }) {
  const { t } = useTranslation();
  const auth = useClientAuth();
  const watcher = useMemo(() => profileWatcher(fallbackName), [fallbackName]);
  const { data: profile, pending, error } = useLive(initial, watcher);
  const [draft, setDraft] = useState<Avatar | null>(null);
  const avatar = draft ?? profile.avatar;
  const choice = choiceOf(avatar);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (auth.status !== 'signed-in') return;
    const uid = auth.user.uid;
    const submitted = avatar;
    void runWrite(
      async (firebase) => {
        const repo = await import('#app/lib/firebase/profile.client.ts');
        await repo.saveAvatar(firebase.db, uid, submitted, profile);
      },
      { failureTitle: t('settings:avatar.saveFailed'), t },
    ).then((ok) => {
      if (!ok) return;
      toast.success(t('settings:avatar.saved'));
      setDraft((current) => (current === submitted ? null : current));
    });
  }

  return (
    <Page title={t('settings:avatar.title')} description={t('settings:avatar.description')} actions={<SaveIndicator pending={pending} error={error} />}>
      <form className="panel stack" onSubmit={onSubmit}>
        <div className="avatar-preview" role="img" aria-label={t('settings:avatar.previewLabel')}>
          <AvatarBadge avatar={avatar} name={profile.displayName} size="lg" />
          <div>
            <p className="profile-name">{profile.displayName}</p>
            <p className="muted">{t(`settings:avatar.presets.${choice}`)} · {t(`settings:avatar.colors.${avatar.color}`)}</p>
          </div>
        </div>
        <fieldset className="choice-list">
          <legend>{t('settings:avatar.kind')}</legend>
          <div className="avatar-options">
            {(['initiales', ...AVATAR_PRESETS] as const).map((c) => (
              <label key={c} className="avatar-option" title={t(`settings:avatar.presets.${c}`)}>
                <input type="radio" name="kind" value={c} checked={choice === c} onChange={() => setDraft(avatarOf(c, avatar.color))} aria-label={t(`settings:avatar.presets.${c}`)} />
                <AvatarBadge avatar={avatarOf(c, avatar.color)} name={profile.displayName} size="md" />
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="choice-list">
          <legend>{t('settings:avatar.color')}</legend>
          <div className="color-options">
            {AVATAR_COLORS.map((color) => (
              <label key={color} className="color-option" title={t(`settings:avatar.colors.${color}`)}>
                <input type="radio" name="color" value={color} checked={avatar.color === color} onChange={() => setDraft(avatarOf(choice, color))} aria-label={t(`settings:avatar.colors.${color}`)} />
                <span className="avatar-badge" data-color={color} aria-hidden="true" />
              </label>
            ))}
          </div>
        </fieldset>
        <div className="form-actions">
          <SubmitButton busy={auth.status !== 'signed-in'}>{t('settings:avatar.save')}</SubmitButton>
          <Link to="/profile">{t('settings:avatar.backToProfile')}</Link>
        </div>
      </form>
    </Page>
  );
}
