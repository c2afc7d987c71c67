import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import { AvatarBadge } from '#app/components/profile/avatar.tsx';
import { ErrorSummary, SubmitButton } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { AVATAR_COLORS, AVATAR_PRESETS, avatarSchema, profileNameOf, profileDoc, type Avatar, type Profile } from '#app/lib/data/profile.ts';
import { schemaValidation } from '#app/lib/forms/validation.ts';

type Choice = 'initiales' | (typeof AVATAR_PRESETS)[number];

const choiceOf = (a: Avatar): Choice => (a.kind === 'illustration' && a.id ? a.id : 'initiales');
const avatarOf = (choice: Choice, color: Avatar['color']): Avatar =>
  choice === 'initiales' ? { kind: 'initiales', id: null, color } : { kind: 'illustration', id: choice, color };

/** Radio groups (arrow keys move within each), a live preview, one save. */
export function AvatarSettings({ initial, accountName }: { initial: Profile; accountName: string }) {
  const { t } = useTranslation();
  const { data: profile, error } = useLiveDoc(profileDoc, {}, initial);
  const writer = useWriter();
  const form = useForm({ values: profile.avatar, validate: (avatar: Avatar) => schemaValidation(avatarSchema, avatar) });
  const avatar = form.values;
  const choice = choiceOf(avatar);
  const name = profileNameOf(profile, accountName);

  // The name is written with the first avatar, so the profile document is never nameless.
  const onSubmit = form.submit((submitted, draft) => {
    const fields = profile.exists ? { avatar: submitted } : { avatar: submitted, displayName: name };
    void writer.run((data) => data.set(profileDoc, {}, fields, { merge: true, creating: !profile.exists }), t('settings:avatar.saveFailed')).then((ok) => {
      if (!ok) return;
      toast.success(t('settings:avatar.saved'));
      form.discard(draft);
    });
  });

  return (
    <Page title={t('settings:avatar.title')} description={t('settings:avatar.description')} actions={<SaveIndicator status={writer.status} liveError={error} />}>
      <form className="panel stack" onSubmit={onSubmit} noValidate>
        <div className="avatar-preview" role="img" aria-label={t('settings:avatar.previewLabel')}>
          <AvatarBadge avatar={avatar} name={name} size="lg" />
          <div>
            <p className="profile-name">{name}</p>
            <p className="muted">{t(`settings:avatar.presets.${choice}`)} · {t(`settings:avatar.colors.${avatar.color}`)}</p>
          </div>
        </div>
        <fieldset className="choice-list">
          <legend>{t('settings:avatar.kind')}</legend>
          <div className="avatar-options">
            {(['initiales', ...AVATAR_PRESETS] as const).map((c, index) => (
              <label key={c} className="avatar-option" title={t(`settings:avatar.presets.${c}`)}>
                <input type="radio" id={index === 0 ? form.idOf('id') : undefined} name="kind" value={c} checked={choice === c} onChange={() => form.update(() => avatarOf(c, avatar.color))} aria-label={t(`settings:avatar.presets.${c}`)} />
                <AvatarBadge avatar={avatarOf(c, avatar.color)} name={name} size="md" />
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="choice-list">
          <legend>{t('settings:avatar.color')}</legend>
          <div className="color-options">
            {AVATAR_COLORS.map((color, index) => (
              <label key={color} className="color-option" title={t(`settings:avatar.colors.${color}`)}>
                <input type="radio" id={index === 0 ? form.idOf('color') : undefined} name="color" value={color} checked={avatar.color === color} onChange={() => form.update(() => avatarOf(choice, color))} aria-label={t(`settings:avatar.colors.${color}`)} />
                <span className="avatar-badge" data-color={color} aria-hidden="true" />
              </label>
            ))}
          </div>
        </fieldset>
        <ErrorSummary errors={form.errors} labels={{ id: t('settings:avatar.kind'), color: t('settings:avatar.color') }} idOf={form.idOf} />
        <div className="form-actions">
          <SubmitButton busy={!writer.ready}>{t('settings:avatar.save')}</SubmitButton>
          <Link to="/profile">{t('settings:avatar.backToProfile')}</Link>
        </div>
      </form>
    </Page>
  );
}
