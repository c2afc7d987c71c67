import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * With `entryId` (an exercise of the session in progress), the guide offers to replace it there;
 * with `programId` (opened from a program), in that program.
 */
export function guidePath(exerciseId: string, context: { entryId?: string; programId?: string } = {}): string {
  const search = new URLSearchParams({ ...(context.entryId ? { entree: context.entryId } : {}), ...(context.programId ? { programme: context.programId } : {}) }).toString();
  return `/programs/exercices/${encodeURIComponent(exerciseId)}${search ? `?${search}` : ''}`;
}

/** "Guide": the way to an exercise's guide page, as a small text link or an icon button. */
export function GuideLink({ exerciseId, name, entryId, programId, icon = false }: { exerciseId: string; name: string; entryId?: string; programId?: string; icon?: boolean }) {
  const { t } = useTranslation();
  const label = t('common:exerciseGuide.linkLabel', { name });
  const to = guidePath(exerciseId, { entryId, programId });
  return icon ? (
    <Link to={to} className="icon-button" aria-label={label} title={label}>
      <BookOpen aria-hidden="true" size={18} />
    </Link>
  ) : (
    <Link to={to} className="guide-link" aria-label={label}>
      {t('common:exerciseGuide.link')}
    </Link>
  );
}
