import { useTranslation } from 'react-i18next';
import type { SupersetPlace } from '#app/lib/sessions/session-model.ts';

/** "Superset A" beside an exercise's name, the same on the logging screen and a session's page. */
export function SupersetBadge({ place }: { place: SupersetPlace | null }) {
  const { t } = useTranslation();
  return place ? <span className="badge">{t('sessions:exercise.superset', { group: place.group })}</span> : null;
}

/**
 * Which exercise follows without rest, for every exercise of a superset but its last: said to do
 * while logging, as done on a finished session's page.
 */
export function SupersetHint({ place, finished = false }: { place: SupersetPlace | null; finished?: boolean }) {
  const { t } = useTranslation();
  if (!place?.next) return null;
  return <p className="muted">{t(finished ? 'sessions:view.supersetNext' : 'sessions:exercise.supersetNext', { name: place.next.name })}</p>;
}
