import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignOutButton } from '#app/components/auth/sign-out-button.tsx';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { APP_TIME_ZONE } from '#app/lib/dates/index.ts';
import type { MeasuredValue } from '#app/lib/data/body-facts.ts';
import { profileNameOf, profileDoc, type Profile } from '#app/lib/data/profile.ts';
import { formatEnergy, formatInstant, formatNumber } from '#app/lib/format/index.ts';
import { AvatarBadge } from './avatar.tsx';
import { DataExport } from './data-export.tsx';
import { DeleteAccount } from './delete-account.tsx';
import { ProfileForm } from './profile-form.tsx';

export interface ProfileStats {
  readonly measurementCount: number;
  readonly latestWeight: MeasuredValue | null;
  readonly goalKcal: number | null;
}

export function ProfileScreen({ initial, accountName, email, stats, collections }: { initial: Profile; accountName: string; email: string | null; stats: ProfileStats; collections: string[] }) {
  const { t } = useTranslation();
  const { data: profile, error } = useLiveDoc(profileDoc, {}, initial);
  const writer = useWriter();
  const name = profileNameOf(profile, accountName);
  const energy = stats.goalKcal === null ? t('profile:stats.goalsNotSet') : formatEnergy(stats.goalKcal, profile.energyUnit);

  return (
    <Page title={t('profile:title')} description={t('profile:description')} actions={<SaveIndicator status={writer.status} liveError={error} />}>
      <section className="panel profile-card" aria-label={t('profile:identity.avatarLabel')}>
        <AvatarBadge avatar={profile.avatar} name={name} size="lg" />
        <div className="profile-card-text">
          <p className="profile-name">{name}</p>
          {email ? <p className="muted">{email}</p> : null}
          {profile.createdAt ? (
            <p className="muted">{t('profile:identity.memberSince', { date: formatInstant(profile.createdAt, { withTime: false, timeZone: APP_TIME_ZONE }) })}</p>
          ) : null}
          <Link to="/settings/avatar">{t('profile:identity.changeAvatar')}</Link>
        </div>
      </section>

      <div className="split-layout">
        <section className="panel">
          <ProfileForm profile={profile} accountName={accountName} writer={writer} />
        </section>
        <div className="stack">
          <section className="panel stack" aria-labelledby="stats-title">
            <h2 id="stats-title">{t('profile:stats.title')}</h2>
            <dl className="stat-list">
              <div>
                <dt>{t('profile:stats.measurements')}</dt>
                <dd>{formatNumber(stats.measurementCount)}</dd>
              </div>
              <div>
                <dt>{t('profile:stats.latestWeight')}</dt>
                <dd>{stats.latestWeight ? `${formatNumber(stats.latestWeight.value, 1, { trimZeros: true })} kg` : t('profile:stats.none')}</dd>
              </div>
              <div>
                <dt>{t('profile:stats.goals')}</dt>
                <dd>{energy}</dd>
              </div>
            </dl>
          </section>
          <nav className="panel stack" aria-labelledby="profile-links-title">
            <h2 id="profile-links-title">{t('profile:links.title')}</h2>
            <ul className="link-list">
              {(['avatar', 'nutritionGoals', 'measurements', 'notifications'] as const).map((key) => (
                <li key={key}>
                  <Link to={{ avatar: '/settings/avatar', nutritionGoals: '/settings/nutrition-goals', measurements: '/measurements', notifications: '/settings/notifications' }[key]} className="card-link">
                    <strong>{t(`profile:links.${key}`)}</strong>
                    <span className="muted">{t(`profile:links.${key}Hint`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>

      <DataExport collections={collections} />

      <section className="panel stack" aria-labelledby="account-title">
        <h2 id="account-title">{t('profile:account.title')}</h2>
        <p className="muted">{t('profile:account.signOutHint')}</p>
        <div>
          <SignOutButton className="button" />
        </div>
      </section>

      <DeleteAccount />
    </Page>
  );
}
