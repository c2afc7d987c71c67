import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** With `entryId` (an exercise of the session in progress), the guide offers to replace it. */
export const guidePath = (exerciseId: string, entryId?: string) =>
  `/programs/exercices/${encodeURIComponent(exerciseId)}${entryId ? `?${new URLSearchParams({ entree: entryId }).toString()}` : ''}`;

/** "Guide": the way to an exercise's guide page, as a small text link or an icon button. */
export function GuideLink({ exerciseId, name, entryId, icon = false }: { exerciseId: string; name: string; entryId?: string; icon?: boolean }) {
  const { t } = useTranslation();
  const label = t('common:exerciseGuide.linkLabel', { name });
  return icon ? (
    <Link to={guidePath(exerciseId, entryId)} className="icon-button" aria-label={label} title={label}>
      <BookOpen aria-hidden="true" size={18} />
    </Link>
  ) : (
    <Link to={guidePath(exerciseId, entryId)} className="guide-link" aria-label={label}>
      {t('common:exerciseGuide.link')}
    </Link>
  );
}
