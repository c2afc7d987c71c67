/*
 * The write half of the data layer, one hook for every write a screen makes: it runs the write
 * (through `dataWrites`, which checks it against its document type), tells the person in French
 * when the server refuses it (one error toast, worded by `failureMessageKey`), and resolves with
 * whether the server accepted it. Screens never wait for that to update what they show: the
 * listeners' latency compensation already shows the write. `status` drives <SaveIndicator>.
 * Every write is kept in the outbox (app/lib/offline/outbox.ts) before it is sent, so one made
 * without signal survives a reload, unless the screen keeps its own copy (the session draft).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import type { DataWrites } from '#app/lib/data/documents.client.ts';
import { failureMessageKey } from '#app/lib/forms/messages.ts';
import { createWriteTracker, type WriteStatus } from '#app/lib/data/write-status.ts';

export interface Writer {
  readonly status: WriteStatus;
  /** Firebase Auth is ready in the browser: writes can run (submit buttons wait for it). */
  readonly ready: boolean;
  /** Resolves true once the server accepted the write, false after telling the person it failed. */
  run(write: (data: DataWrites) => Promise<unknown>, failureTitle: string, options?: RunOptions): Promise<boolean>;
}

export interface RunOptions {
  /**
   * The screen keeps the data in its own storage and writes it again itself after a reload (the
   * session draft): not kept in the outbox too, which would send an older copy after it.
   */
  readonly keptLocally?: boolean;
}

export function useWriter(): Writer {
  const { t } = useTranslation();
  const auth = useClientAuth();
  const [status, setStatus] = useState<WriteStatus>('idle');
  const [tracker] = useState(() => createWriteTracker(setStatus));
  const db = auth.status === 'signed-in' ? auth.firebase.db : null;
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;

  const run = useCallback(
    async (write: (data: DataWrites) => Promise<unknown>, failureTitle: string, options: RunOptions = {}) => {
      if (!db || !uid) return false;
      const settle = tracker.start();
      try {
        const [client, sender] = await Promise.all([
          import('#app/lib/data/documents.client.ts'),
          options.keptLocally ? undefined : import('#app/lib/offline/outbox-replay.ts').then((outbox) => outbox.outboxSender(db, uid)),
        ]);
        await write(client.dataWrites(db, uid, sender));
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
