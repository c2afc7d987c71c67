import { describe, expect, it, vi } from 'vitest';
import { connectForegroundMessages, type ForegroundSource } from './foreground.ts';
import type { ForegroundPayload } from '#app/lib/push/index.ts';

function fakeSource() {
  let handler: ((payload: ForegroundPayload) => void) | null = null;
  const unsubscribe = vi.fn(() => {
    handler = null;
  });
  const source: ForegroundSource = (h) => {
    handler = h;
    return unsubscribe;
  };
  return { source, emit: (p: ForegroundPayload) => handler?.(p), unsubscribe, listening: () => handler !== null };
}

describe('connectForegroundMessages', () => {
  it("shows each foreground push as a toast: its title (default 'notification') and body", () => {
    const src = fakeSource();
    const sink = { info: vi.fn() };
    const stop = connectForegroundMessages(src.source, sink);
    src.emit({ notification: { title: 'Séance prévue', body: 'Haut du corps à 18 h' } });
    src.emit({ notification: { body: 'Sans titre' } });
    src.emit({});
    expect(sink.info.mock.calls).toEqual([
      ['Séance prévue', 'Haut du corps à 18 h'],
      ['notification', 'Sans titre'],
      ['notification', undefined],
    ]);
    stop();
    expect(src.unsubscribe).toHaveBeenCalledTimes(1);
    expect(src.listening()).toBe(false);
  });

  it('never throws: a failing source or toast is logged', () => {
    const logger = { warn: vi.fn() };
    const stop = connectForegroundMessages(
      () => {
        throw new Error('messaging/unsupported-browser');
      },
      { info: vi.fn() },
      logger,
    );
    expect(() => stop()).not.toThrow();
    const src = fakeSource();
    connectForegroundMessages(src.source, { info: () => { throw new Error('boom'); } }, logger);
    expect(() => src.emit({ notification: { title: 't' } })).not.toThrow();
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});
