/*
 * When the browser may start the work the first paint does not need. The server's HTML already
 * shows the person's data, so the Firebase SDK (~140 KB gzip), the silent re-sign-in, the live
 * listeners and push wait until the page has loaded, has painted and the main thread is idle: on a
 * phone they would otherwise compete with the page's own stylesheet and scripts for the network
 * and the CPU. No SDK import here: this module is in the first route's bundle.
 */

/** Longest wait for an idle moment once the page has painted: a busy page still gets its data. */
export const IDLE_TIMEOUT_MS = 1500;
/** Longest wait for the first paint report after `load` (some browsers never send one). */
export const PAINT_TIMEOUT_MS = 3000;
/** Where requestIdleCallback is missing (Safari), a short pause instead. */
export const IDLE_FALLBACK_MS = 200;

/** The parts of `window` used, so tests can drive them. */
export interface PageWindow {
  readonly document: Pick<Document, 'readyState' | 'visibilityState'>;
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  setTimeout(handler: () => void, ms: number): unknown;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  PerformanceObserver?: {
    readonly supportedEntryTypes?: readonly string[];
    new (callback: (list: { getEntriesByName(name: string): readonly unknown[] }) => void): {
      observe(options: { type: string; buffered: boolean }): void;
      disconnect(): void;
    };
  };
}

function loaded(win: PageWindow): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}

/** A hidden tab paints nothing until shown, and old browsers report no paint: no wait then. */
function painted(win: PageWindow): Promise<void> {
  const Observer = win.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint') || win.document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    win.setTimeout(() => {
      observer.disconnect();
      resolve();
    }, PAINT_TIMEOUT_MS);
  });
}

function idle(win: PageWindow): Promise<void> {
  return new Promise((resolve) => {
    if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(() => resolve(), IDLE_FALLBACK_MS);
  });
}

/** Resolves once the page has loaded, painted its first content, and the main thread is idle. */
export async function pageSettled(win: PageWindow): Promise<void> {
  await loaded(win);
  await painted(win);
  await idle(win);
}
