import { useTranslation } from 'react-i18next';
import { Check, CloudOff, CloudUpload, LoaderCircle } from 'lucide-react';
import type { WriteStatus } from '#app/lib/data/write-status.ts';
import { useOnline } from '#app/components/data/use-online.ts';
import { useOutboxState } from '#app/components/data/use-outbox.ts';

/**
 * "Enregistrement…" while a write waits for the server, "Enregistré" once the server accepted it
 * (from `useWriter`, never from a listener), nothing after a refusal: the error toast says it.
 * Nothing before the first write either: a screen that was only read has nothing to report. A
 * failed listener (`liveError`) says the data shown may be stale. Writes kept in the outbox and
 * not yet sent (offline, or left by an earlier page) read "En attente de connexion (N)".
 */
export function SaveIndicator({ status, liveError }: { status: WriteStatus; liveError?: unknown }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { pending } = useOutboxState();
  // Online, a write being saved is just that; the count shows once nothing here is being saved.
  const waiting = pending > 0 && (!online || status !== 'saving');
  const state = waiting ? 'waiting' : liveError ? 'error' : status === 'saving' ? 'pending' : status === 'saved' ? 'saved' : 'idle';
  return (
    <p className="save-indicator" role="status" data-state={state}>
      {state === 'waiting' ? (
        <>
          <CloudUpload aria-hidden="true" size={16} />
          <span>{t('common:data.waiting', { count: pending })}</span>
        </>
      ) : state === 'error' ? (
        <>
          <CloudOff aria-hidden="true" size={16} />
          <span>{t('common:data.offline')}</span>
        </>
      ) : state === 'pending' ? (
        <>
          <LoaderCircle aria-hidden="true" size={16} className="spin" />
          <span>{t('common:data.saving')}</span>
        </>
      ) : state === 'saved' ? (
        <>
          <Check aria-hidden="true" size={16} />
          <span>{t('common:data.saved')}</span>
        </>
      ) : null}
    </p>
  );
}
