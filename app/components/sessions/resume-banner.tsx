import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Dumbbell } from 'lucide-react';
import { readSessionInProgress, subscribeStoredSession } from './session-in-progress.ts';

/**
 * "Reprendre la séance" on every page but the one where the session in progress is logged, and
 * the dashboard, which offers it in its place (its today card, or above a new account's path).
 */
export function ResumeSessionBanner() {
  const { t } = useTranslation();
  const location = useLocation();
  // The server has no browser storage: nothing in the first HTML, the banner appears after hydration.
  const stored = useSyncExternalStore(subscribeStoredSession, readSessionInProgress, () => null);
  if (!stored || location.pathname === stored.path || location.pathname === '/dashboard') return null;
  return (
    <div className="resume-session" role="status">
      <Dumbbell aria-hidden="true" size={18} />
      <span>{t('common:sessionInProgress.text', { title: stored.title })}</span>
      <Link className="button primary" to={stored.path}>
        {t('common:sessionInProgress.resume')}
      </Link>
    </div>
  );
}
