import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignOutButton } from '#app/components/auth/sign-out-button.tsx';
import { useLive } from '#app/components/data/use-live.ts';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import type { Profile } from '#app/lib/firebase/profile.ts';
import { KJ_PER_KCAL } from '#app/lib/firebase/settings.ts';
import { AvatarBadge } from './avatar.tsx';
import { DataExport } from './data-export.tsx';
import { DeleteAccount } from './delete-account.tsx';
import { profileWatcher } from './live.ts';
import { ProfileForm } from './profile-form.tsx';

export interface ProfileStats {
  readonly measurementCount: number;
  readonly latestWeight: { weightKg: number; date: string } | null;
  readonly goalKcal: number | null;
}

const kg = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
// The app's time zone on both sides: the server's own would name another day than the browser's
// near midnight, and the page would not hydrate.
const memberSince = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

export function ProfileScreen({ initial, fallbackName, email, stats, collections }: { initial: Profile; fallbackName: string; email: string | null; stats: ProfileStats; collections: string[] }) {
  const { t } = useTranslation();
  const watcher = useMemo(() => profileWatcher(fallbackName), [fallbackName]);
  const { data: profile, pending, error } = useLive(initial, watcher);
  const energy = stats.goalKcal === null ? t('profile:stats.goalsNotSet') : profile.energyUnit === 'kj' ? `${whole.format(stats.goalKcal * KJ_PER_KCAL)} kJ` : `${whole.format(stats.goalKcal)} kcal`;

  return (
    <Page title={t('profile:title')} description={t('profile:description')} actions={<SaveIndicator pending={pending} error={error} />}>
      <section className="panel profile-card" aria-label={t('profile:identity.avatarLabel')}>
        <AvatarBadge avatar={profile.avatar} name={profile.displayName} size="lg" />
        <div className="profile-card-text">
          <p className="profile-name">{profile.displayName}</p>
          {email ? <p className="muted">{email}</p> : null}
          {profile.createdAt ? <p className="muted">{t('profile:identity.memberSince', { date: memberSince.format(profile.createdAt) })}</p> : null}
          <Link to="/settings/avatar">{t('profile:identity.changeAvatar')}</Link>
        </div>
      </section>

      <div className="profile-layout">
        <section className="panel">
          <ProfileForm profile={profile} />
        </section>
        <div className="stack">
          <section className="panel stack" aria-labelledby="stats-title">
            <h2 id="stats-title">{t('profile:stats.title')}</h2>
            <dl className="stat-list">
              <div>
                <dt>{t('profile:stats.measurements')}</dt>
                <dd>{whole.format(stats.measurementCount)}</dd>
              </div>
              <div>
                <dt>{t('profile:stats.latestWeight')}</dt>
                <dd>{stats.latestWeight ? `${kg.format(stats.latestWeight.weightKg)} kg` : t('profile:stats.none')}</dd>
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
