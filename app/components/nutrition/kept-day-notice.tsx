import { useTranslation } from 'react-i18next';
import { useOnline } from '#app/components/data/use-online.ts';
import { formatDay } from '#app/lib/format/days.ts';

/**
 * Offline, a nutrition page opened from a copy kept on an earlier day shows today (the copy's day
 * is not today's): it says which day the copy is of, and that what is added goes into today.
 */
export function KeptDayNotice({ keptFrom }: { keptFrom: string | undefined }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!keptFrom || online) return null;
  return (
    <p className="offline-banner" role="status">
      {t('nutrition:keptDay', { day: formatDay(keptFrom, 'long') })}
    </p>
  );
}
