import { describe, expect, it } from 'vitest';
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, PAINT_TIMEOUT_MS, pageSettled, type PageWindow } from './page-settled.ts';

/** A window whose load event, paint report, idle callbacks and timers the test fires by hand. */
function fakeWindow({ readyState = 'interactive', visibility = 'visible', paintSupported = true, idleCallback = true } = {}) {
  const loadListeners: Array<() => void> = [];
  const idleCallbacks: Array<{ callback: () => void; timeout: number }> = [];
  const timers: Array<{ handler: () => void; ms: number }> = [];
  const observers: Array<{ callback: (list: { getEntriesByName(name: string): readonly unknown[] }) => void; observed: boolean; disconnected: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = paintSupported ? ['paint', 'largest-contentful-paint'] : ['mark'];
    private readonly record;
    constructor(callback: (list: { getEntriesByName(name: string): readonly unknown[] }) => void) {
      this.record = { callback, observed: false, disconnected: false };
      observers.push(this.record);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      this.record.observed = true;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const win: PageWindow = {
    document: { readyState: readyState as DocumentReadyState, visibilityState: visibility as DocumentVisibilityState },
    addEventListener: (_type, listener) => loadListeners.push(listener),
    setTimeout: (handler, ms) => timers.push({ handler, ms }),
    ...(idleCallback ? { requestIdleCallback: (callback: () => void, options: { timeout: number }) => idleCallbacks.push({ callback, timeout: options.timeout }) } : {}),
    PerformanceObserver: FakeObserver,
  };
  const paint = (name: string) => observers.forEach((o) => o.observed && o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }));
  return { win, loadListeners, idleCallbacks, timers, observers, paint };
}

/** Lets pending promise reactions run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function track(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => (state.settled = true));
  return state;
}

describe('pageSettled', () => {
  it('waits for load, then the first contentful paint, then an idle moment', async () => {
    const page = fakeWindow();
    const state = track(pageSettled(page.win));
    await flush();
    expect(page.loadListeners).toHaveLength(1);
    expect(page.observers).toHaveLength(0);

    page.loadListeners[0]!();
    await flush();
    expect(page.observers).toHaveLength(1);
    page.paint('first-paint');
    await flush();
    expect(page.idleCallbacks).toHaveLength(0);

    page.paint('first-contentful-paint');
    await flush();
    expect(page.observers[0]!.disconnected).toBe(true);
    expect(page.idleCallbacks).toEqual([{ callback: expect.any(Function), timeout: IDLE_TIMEOUT_MS }]);
    expect(state.settled).toBe(false);

    page.idleCallbacks[0]!.callback();
    await flush();
    expect(state.settled).toBe(true);
  });

  it('does not wait for load when it already fired, and reads a paint reported before it asked', async () => {
    const page = fakeWindow({ readyState: 'complete' });
    const state = track(pageSettled(page.win));
    await flush();
    expect(page.loadListeners).toHaveLength(0);
    page.paint('first-contentful-paint');
    await flush();
    page.idleCallbacks[0]!.callback();
    await flush();
    expect(state.settled).toBe(true);
  });

  it('stops waiting for a paint report after a while', async () => {
    const page = fakeWindow({ readyState: 'complete' });
    const state = track(pageSettled(page.win));
    await flush();
    const paintTimer = page.timers.find((t) => t.ms === PAINT_TIMEOUT_MS);
    expect(paintTimer).toBeDefined();
    paintTimer!.handler();
    await flush();
    expect(page.observers[0]!.disconnected).toBe(true);
    page.idleCallbacks[0]!.callback();
    await flush();
    expect(state.settled).toBe(true);
  });

  it('skips the paint wait in a hidden tab and where paints are not reported', async () => {
    for (const options of [{ visibility: 'hidden' }, { paintSupported: false }]) {
      const page = fakeWindow({ readyState: 'complete', ...options });
      const state = track(pageSettled(page.win));
      await flush();
      expect(page.observers).toHaveLength(0);
      page.idleCallbacks[0]!.callback();
      await flush();
      expect(state.settled).toBe(true);
    }
  });

  it('pauses briefly where requestIdleCallback is missing', async () => {
    const page = fakeWindow({ readyState: 'complete', paintSupported: false, idleCallback: false });
    const state = track(pageSettled(page.win));
    await flush();
    expect(page.timers.map((t) => t.ms)).toEqual([IDLE_FALLBACK_MS]);
    expect(state.settled).toBe(false);
    page.timers[0]!.handler();
    await flush();
    expect(state.settled).toBe(true);
  });
});
