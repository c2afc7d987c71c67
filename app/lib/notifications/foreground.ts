/*
 * Foreground push → toast. The message source is injected: the real one is FCM's `onMessage`
 * (app/lib/firebase/messaging.ts); test builds drive the very same function with their own
 * source (app/test-routes/push-foreground.tsx).
 */
import { foregroundMessageToToast, type ForegroundPayload } from '#app/lib/push/index.ts';

export type ForegroundSource = (handler: (payload: ForegroundPayload) => void) => () => void;

export interface ToastSink {
  info(title: string, description?: string): unknown;
}

/** Starts showing foreground messages as toasts; returns the unsubscribe. Never throws. */
export function connectForegroundMessages(source: ForegroundSource, sink: ToastSink, logger: Pick<Console, 'warn'> = console): () => void {
  try {
    return source((payload) => {
      try {
        const { title, description } = foregroundMessageToToast(payload);
        sink.info(title, description || undefined);
      } catch (error) {
        logger.warn('[push] foreground message not shown', error);
      }
    });
  } catch (error) {
    logger.warn('[push] foreground messages unavailable', error);
    return () => {};
  }
}
