import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REREGISTER_INTERVAL_MS, startPushRegistration, TOKEN_REFRESH_AFTER_MS, VISIBLE_REREGISTER_DELAY_MS } from './index.ts';
import { deferred, fakeRegistration, fakeVisibilityDocument, makeDeps, SERVER_TIMESTAMP } from './test-helpers.ts';

const T0 = Date.parse('2025-03-01T08:00:00Z');
const HOUR = 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the start-up run (promise chain at fake time 0) complete. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('startPushRegistration — schedule', () => {
  it('registers once at start when permission is granted', async () => {
    const { deps, spies } = makeDeps();
    const stop = startPushRegistration(deps);
    await flush();
    expect(spies.saveToken).toHaveBeenCalledTimes(1);
    expect(spies.saveToken).toHaveBeenCalledWith('user-1', {
      uid: 'user-1',
      token: 'tok-1',
      platform: 'web',
      updatedAt: SERVER_TIMESTAMP,
    });
    stop();
  });

  it('re-registers every 6 hours', async () => {
    const { deps, spies } = makeDeps();
    const stop = startPushRegistration(deps);
    await flush();
    await vi.advanceTimersByTimeAsync(REREGISTER_INTERVAL_MS - 1);
    expect(spies.saveToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(spies.saveToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(6 * HOUR);
    expect(spies.saveToken).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(18 * HOUR);
    expect(spies.saveToken).toHaveBeenCalledTimes(6);
    stop();
  });

  it('re-registers 10 s after the tab becomes visible', async () => {
    const doc = fakeVisibilityDocument('hidden');
    const { deps, spies } = makeDeps({ document: doc });
    const stop = startPushRegistration(deps);
    await flush();
    expect(spies.saveToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    doc.set('visible');
    await vi.advanceTimersByTimeAsync(VISIBLE_REREGISTER_DELAY_MS - 1);
    expect(spies.saveToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(spies.saveToken).toHaveBeenCalledTimes(2);
    stop();
  });

  it('cancels the pending visible run when the tab hides again within 10 s', async () => {
    const doc = fakeVisibilityDocument('hidden');
    const { deps, spies } = makeDeps({ document: doc });
    const stop = startPushRegistration(deps);
    await flush();
    doc.set('visible');
    await vi.advanceTimersByTimeAsync(5_000);
    doc.set('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(spies.saveToken).toHaveBeenCalledTimes(1);
    stop();
  });

  it('debounces repeated visibility changes to one run 10 s after the last', async () => {
    const doc = fakeVisibilityDocument('visible');
    const { deps, spies } = makeDeps({ document: doc });
    const stop = startPushRegistration(deps);
    await flush();
    doc.set('visible');
    await vi.advanceTimersByTimeAsync(4_000);
    doc.set('hidden');
    doc.set('visible');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(spies.saveToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(spies.saveToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(spies.saveToken).toHaveBeenCalledTimes(2);
    stop();
  });

  it('refreshes the token through the scheduler once 7 days have passed', async () => {
    const { deps, spies } = makeDeps();
    const stop = startPushRegistration(deps);
    await flush();
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_AFTER_MS - REREGISTER_INTERVAL_MS);
    expect(spies.deleteToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REREGISTER_INTERVAL_MS); // the run at exactly 7 days
    expect(spies.deleteToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REREGISTER_INTERVAL_MS);
    expect(spies.deleteToken).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('startPushRegistration — never prompts', () => {
  it.each(['default', 'denied'])("does nothing while permission is '%s'", async (status) => {
    const doc = fakeVisibilityDocument('hidden');
    const { deps, spies, logger } = makeDeps({ getPermission: vi.fn(() => status), document: doc });
    const stop = startPushRegistration(deps);
    await flush();
    doc.set('visible');
    await vi.advanceTimersByTimeAsync(REREGISTER_INTERVAL_MS);
    expect(spies.requestPermission).not.toHaveBeenCalled();
    expect(spies.registerServiceWorker).not.toHaveBeenCalled();
    expect(spies.getToken).not.toHaveBeenCalled();
    expect(spies.saveToken).not.toHaveBeenCalled();
    expect(logger.warn).not.toHaveBeenCalled();
    stop();
  });

  it('picks up a permission granted later at the next trigger', async () => {
    let permission = 'default';
    const { deps, spies } = makeDeps({ getPermission: () => permission });
    const stop = startPushRegistration(deps);
    await flush();
    expect(spies.saveToken).not.toHaveBeenCalled();
    permission = 'granted';
    await vi.advanceTimersByTimeAsync(REREGISTER_INTERVAL_MS);
    expect(spies.saveToken).toHaveBeenCalledTimes(1);
    expect(spies.requestPermission).not.toHaveBeenCalled();
    stop();
  });
});

describe('startPushRegistration — failures are logged and ignored', () => {
  it.each([
    ['uid requis', { uid: null }],
    ['FCM non supporté', { isSupported: async () => false }],
    ['token vide', { getToken: async () => '' }],
    ['PERMISSION_DENIED', { saveToken: async () => Promise.reject(new Error('PERMISSION_DENIED')) }],
  ] as const)("logs '%s' and keeps going", async (message, overrides) => {
    const { deps, logger } = makeDeps(overrides);
    let stop: (() => void) | undefined;
    expect(() => {
      stop = startPushRegistration(deps);
    }).not.toThrow();
    await flush();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith('[push] registration failed (start)', new Error(message));
    await vi.advanceTimersByTimeAsync(REREGISTER_INTERVAL_MS);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn).toHaveBeenLastCalledWith('[push] registration failed (interval)', new Error(message));
    stop?.();
  });

  it('logs the 10 s timeouts and keeps going', async () => {
    const registration = fakeRegistration({ installing: true });
    const { deps, logger, spies } = makeDeps({ registerServiceWorker: async () => registration });
    const stop = startPushRegistration(deps);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(logger.warn).toHaveBeenCalledWith(
      '[push] registration failed (start)',
      new Error('service worker not activated within 10000 ms'),
    );
    registration.activateInstalling();
    spies.getToken.mockReturnValue(new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(REREGISTER_INTERVAL_MS - 10_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(logger.warn).toHaveBeenLastCalledWith(
      '[push] registration failed (interval)',
      new Error('installation registration timed out after 10000 ms'),
    );
    stop();
  });

  it('uses console.warn by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { deps } = makeDeps({ uid: '' });
    delete deps.logger;
    const stop = startPushRegistration(deps);
    await flush();
    expect(warn).toHaveBeenCalledWith('[push] registration failed (start)', new Error('uid requis'));
    warn.mockRestore();
    stop();
  });

  it('survives throwing dependencies and a throwing logger', async () => {
    const { deps } = makeDeps({
      getPermission: () => {
        throw new Error('no Notification');
      },
      setInterval: () => {
        throw new Error('no setInterval');
      },
      document: {
        visibilityState: 'visible',
        addEventListener: () => {
          throw new Error('no events');
        },
        removeEventListener: () => {
          throw new Error('no events');
        },
      },
      logger: {
        warn: () => {
          throw new Error('logger broken');
        },
      },
    });
    let stop: (() => void) | undefined;
    expect(() => {
      stop = startPushRegistration(deps);
    }).not.toThrow();
    await flush();
    expect(() => stop?.()).not.toThrow();
  });

  it('a failing run never leaves an unhandled rejection (vitest would fail the test)', async () => {
    const { deps, spies } = makeDeps();
    spies.getToken.mockRejectedValue(new Error('network'));
    const stop = startPushRegistration(deps);
    await vi.advanceTimersByTimeAsync(3 * REREGISTER_INTERVAL_MS);
    expect(spies.getToken).toHaveBeenCalledTimes(4);
    stop();
  });
});

describe('startPushRegistration — one run at a time, stop', () => {
  it('skips triggers while a run is in flight (e.g. an offline Firestore write)', async () => {
    const doc = fakeVisibilityDocument('visible');
    const { deps, spies } = makeDeps({ document: doc });
    const write = deferred<void>();
    spies.saveToken.mockReturnValueOnce(write.promise);
    const stop = startPushRegistration(deps);
    await flush();
    expect(spies.getToken).toHaveBeenCalledTimes(1);
    doc.set('hidden');
    doc.set('visible');
    await vi.advanceTimersByTimeAsync(VISIBLE_REREGISTER_DELAY_MS);
    await vi.advanceTimersByTimeAsync(REREGISTER_INTERVAL_MS);
    expect(spies.getToken).toHaveBeenCalledTimes(1); // both triggers skipped
    write.resolve();
    await flush();
    doc.set('hidden');
    doc.set('visible');
    await vi.advanceTimersByTimeAsync(VISIBLE_REREGISTER_DELAY_MS);
    expect(spies.getToken).toHaveBeenCalledTimes(2);
    expect(spies.saveToken).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stop clears the interval, the visible timer and the listener; idempotent', async () => {
    const doc = fakeVisibilityDocument('hidden');
    const { deps, spies } = makeDeps({ document: doc });
    const stop = startPushRegistration(deps);
    await flush();
    expect(doc.listenerCount()).toBe(1);
    doc.set('visible');
    stop();
    expect(doc.listenerCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(3 * REREGISTER_INTERVAL_MS);
    expect(spies.saveToken).toHaveBeenCalledTimes(1);
    expect(() => stop()).not.toThrow();
  });

  it('a run already in flight when stopped does not log its failure', async () => {
    const { deps, spies, logger } = makeDeps();
    const token = deferred<string>();
    spies.getToken.mockReturnValueOnce(token.promise);
    const stop = startPushRegistration(deps);
    await flush();
    stop();
    token.reject(new Error('late failure'));
    await flush();
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
