/*
 * The write half of the data layer, one hook for every write a screen makes: it runs the write
 * (through `dataWrites`, which checks it against its document type), tells the person in French
 * when the server refuses it (one error toast, worded by `failureMessageKey`), and resolves with
 * whether the server accepted it. Screens never wait for that to update what they show: the
 * listeners' latency compensation already shows the write. `status` drives <SaveIndicator>.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import type { DataWrites } from '#app/lib/firebase/documents.client.ts';
import { failureMessageKey } from '#app/lib/forms/messages.ts';
import { createWriteTracker, type WriteStatus } from './write-status.ts';

export interface Writer {
  readonly status: WriteStatus;
  /** Firebase Auth is ready in the browser: writes can run (submit buttons wait for it). */
  readonly ready: boolean;
  /** Resolves true once the server accepted the write, false after telling the person it failed. */
  run(write: (data: DataWrites) => Promise<unknown>, failureTitle: string): Promise<boolean>;
}

export function useWriter(): Writer {
  const { t } = useTranslation();
  const auth = useClientAuth();
  const [status, setStatus] = useState<WriteStatus>('idle');
  const [tracker] = useState(() => createWriteTracker(setStatus));
  const db = auth.status === 'signed-in' ? auth.firebase.db : null;
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;

  const run = useCallback(
    async (write: (data: DataWrites) => Promise<unknown>, failureTitle: string) => {
      if (!db || !uid) return false;
      const settle = tracker.start();
      try {
        const client = await import('#app/lib/firebase/documents.client.ts');
        await write(client.dataWrites(db, uid));
        settle(true);
        return true;
      } catch (error) {
        // Handled: the person is told below; kept in the console for whoever investigates.
        console.warn('[data] write failed', error);
        settle(false);
        toast.error(failureTitle, t(failureMessageKey(error)));
        return false;
      }
    },
    [db, uid, t, tracker],
  );

  return { status, ready: Boolean(db && uid), run };
}
