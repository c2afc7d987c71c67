import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Dumbbell } from 'lucide-react';
import { useSessionToResume } from './use-session-to-resume.ts';

/**
 * "Reprendre la séance" on every page but the one where the session in progress is logged, and
 * the dashboard, which offers it in its place (its today card, or above a new account's path).
 */
export function ResumeSessionBanner() {
  const { t } = useTranslation();
  const location = useLocation();
  const offer = useSessionToResume();
  if (!offer || location.pathname === offer.path || location.pathname === '/dashboard') return null;
  return (
    <div className="resume-session" role="status">
      <Dumbbell aria-hidden="true" size={18} />
      <span>{t('common:sessionInProgress.text', { title: offer.title })}</span>
      <Link className="button primary" to={offer.href}>
        {t('common:sessionInProgress.resume')}
      </Link>
    </div>
  );
}
