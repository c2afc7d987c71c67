import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, CloudOff, LoaderCircle } from 'lucide-react';

/**
 * "Enregistrement…" while local writes wait for the server (Firestore's hasPendingWrites), then
 * "Enregistré" once it confirmed them. Nothing before the first write: a screen that was only
 * read has nothing to report. A failed listener shows that the data may be stale.
 */
export function SaveIndicator({ pending, error }: { pending: boolean; error?: unknown }) {
  const { t } = useTranslation();
  const wasPending = useRef(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (pending) wasPending.current = true;
    else if (wasPending.current) setSaved(true);
  }, [pending]);

  let content = null;
  if (error) {
    content = (
      <>
        <CloudOff aria-hidden="true" size={16} />
        <span>{t('common:data.offline')}</span>
      </>
    );
  } else if (pending) {
    content = (
      <>
        <LoaderCircle aria-hidden="true" size={16} className="spin" />
        <span>{t('common:data.saving')}</span>
      </>
    );
  } else if (saved) {
    content = (
      <>
        <Check aria-hidden="true" size={16} />
        <span>{t('common:data.saved')}</span>
      </>
    );
  }
  return (
    <p className="save-indicator" role="status" data-state={error ? 'error' : pending ? 'pending' : saved ? 'saved' : 'idle'}>
      {content}
    </p>
  );
}
