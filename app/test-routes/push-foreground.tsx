import { useEffect, useRef, useState } from 'react';
import { connectForegroundMessages, type ForegroundSource } from '#app/lib/notifications/foreground.ts';
import { toast } from '#app/components/ui/toaster.tsx';
import type { ForegroundPayload } from '#app/lib/push/index.ts';

/**
 * Test builds only: stands in for FCM's `onMessage` (the injected message source) so the
 * end-to-end tests drive the real foreground path, connectForegroundMessages → toast, without FCM.
 */
export default function PushForeground() {
  const handler = useRef<((payload: ForegroundPayload) => void) | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');

  useEffect(() => {
    const source: ForegroundSource = (h) => {
      handler.current = h;
      return () => {
        handler.current = null;
      };
    };
    return connectForegroundMessages(source, toast);
  }, []);

  const emit = (payload: ForegroundPayload) => handler.current?.(payload);

  return (
    <div className="stack">
      <label className="field">
        title
        <input value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label className="field">
        body
        <input value={body} onChange={(e) => setBody(e.target.value)} />
      </label>
      <button type="button" className="button" onClick={() => emit({ notification: { title, body } })}>
        emit foreground message
      </button>
      <button type="button" className="button" onClick={() => emit({ data: { x: '1' } } as ForegroundPayload)}>
        emit message without notification
      </button>
    </div>
  );
}
