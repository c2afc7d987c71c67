import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_NOTIFICATION_TITLE,
  enablePush,
  INSTALLATION_TIMEOUT_MESSAGE,
  INSTALLATION_TIMEOUT_MS,
  isTokenRefreshDue,
  PUSH_ERROR_EMPTY_TOKEN,
  PUSH_ERROR_UID_REQUIRED,
  PUSH_ERROR_UNSUPPORTED,
  PUSH_TOKEN_STORAGE_KEY,
  pushPermissionError,
  readStoredToken,
  registerPushToken,
  REREGISTER_INTERVAL_MS,
  SW_ACTIVATION_TIMEOUT_MESSAGE,
  SW_ACTIVATION_TIMEOUT_MS,
  TOKEN_REFRESH_AFTER_MS,
  VISIBLE_REREGISTER_DELAY_MS,
} from './index.ts';
import { deferred, fakeRegistration, makeDeps, memoryStorage, SERVER_TIMESTAMP, settle } from './test-helpers.ts';

const T0 = Date.parse('2025-03-01T08:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

function storedToken(token: string, obtainedAt: number) {
  return memoryStorage({ [PUSH_TOKEN_STORAGE_KEY]: JSON.stringify({ token, obtainedAt }) });
}

describe('push constants', () => {
  it('match the product specification', () => {
    expect(PUSH_ERROR_UID_REQUIRED).toBe('uid requis');
    expect(PUSH_ERROR_UNSUPPORTED).toBe('FCM non supporté');
    expect(PUSH_ERROR_EMPTY_TOKEN).toBe('token vide');
    expect(pushPermissionError('denied')).toBe('permission denied');
    expect(pushPermissionError('default')).toBe('permission default');
    expect(DEFAULT_NOTIFICATION_TITLE).toBe('notification');
    expect(REREGISTER_INTERVAL_MS).toBe(21_600_000);
    expect(VISIBLE_REREGISTER_DELAY_MS).toBe(10_000);
    expect(TOKEN_REFRESH_AFTER_MS).toBe(604_800_000);
    expect(INSTALLATION_TIMEOUT_MS).toBe(10_000);
    expect(SW_ACTIVATION_TIMEOUT_MS).toBe(10_000);
  });
});

describe('registerPushToken — errors, exactly', () => {
  it.each([[undefined], [null], [''], ['   ']])("uid %j → 'uid requis', nothing else attempted", async (uid) => {
    const { deps, spies } = makeDeps({ uid, isSupported: vi.fn(async () => false), getPermission: () => 'denied' });
    const error = await rejectionOf(registerPushToken(deps));
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('uid requis');
    expect(spies.getToken).not.toHaveBeenCalled();
    expect(spies.saveToken).not.toHaveBeenCalled();
  });

  it.each([
    ['resolves false', vi.fn(async () => false)],
    ['returns false', vi.fn(() => false)],
    ['rejects', vi.fn(async () => Promise.reject(new Error('idb blocked')))],
    [
      'throws',
      vi.fn((): boolean => {
        throw new Error('no');
      }),
    ],
  ])("isSupported %s → 'FCM non supporté' (checked before permission)", async (_label, isSupported) => {
    const { deps, spies } = makeDeps({ isSupported, getPermission: vi.fn(() => 'denied') });
    const error = await rejectionOf(registerPushToken(deps));
    expect(error.message).toBe('FCM non supporté');
    expect(deps.getPermission).not.toHaveBeenCalled();
    expect(spies.registerServiceWorker).not.toHaveBeenCalled();
    expect(spies.getToken).not.toHaveBeenCalled();
  });

  it.each([
    ['denied', 'permission denied'],
    ['default', 'permission default'],
    ['prompt', 'permission prompt'],
  ])("permission %s → '%s', no token requested, no prompt", async (status, message) => {
    const { deps, spies } = makeDeps({ getPermission: () => status });
    const error = await rejectionOf(registerPushToken(deps));
    expect(error.message).toBe(message);
    expect(spies.requestPermission).not.toHaveBeenCalled();
    expect(spies.registerServiceWorker).not.toHaveBeenCalled();
    expect(spies.getToken).not.toHaveBeenCalled();
    expect(spies.saveToken).not.toHaveBeenCalled();
  });

  it("a throwing permission getter counts as 'permission default'", async () => {
    const { deps } = makeDeps({
      getPermission: () => {
        throw new ReferenceError('Notification is not defined');
      },
    });
    expect((await rejectionOf(registerPushToken(deps))).message).toBe('permission default');
  });

  it.each([[''], ['   '], [null], [undefined]])("token %j → 'token vide', nothing stored", async (token) => {
    const { deps, spies, storage } = makeDeps();
    spies.getToken.mockResolvedValue(token);
    const error = await rejectionOf(registerPushToken(deps));
    expect(error.message).toBe('token vide');
    expect(spies.saveToken).not.toHaveBeenCalled();
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('propagates a failed save', async () => {
    const { deps, spies } = makeDeps();
    spies.saveToken.mockRejectedValue(new Error('PERMISSION_DENIED'));
    expect((await rejectionOf(registerPushToken(deps))).message).toBe('PERMISSION_DENIED');
  });

  it('propagates a failed getToken', async () => {
    const { deps, spies } = makeDeps();
    spies.getToken.mockRejectedValue(new Error('messaging/token-subscribe-failed'));
    expect((await rejectionOf(registerPushToken(deps))).message).toBe('messaging/token-subscribe-failed');
    expect(spies.saveToken).not.toHaveBeenCalled();
  });
});

describe('registerPushToken — success', () => {
  it('stores exactly { uid, token, platform: web, updatedAt: sentinel } under the uid', async () => {
    const { deps, spies } = makeDeps();
    const result = await registerPushToken(deps);
    expect(spies.saveToken).toHaveBeenCalledTimes(1);
    const [uid, record] = spies.saveToken.mock.calls[0]!;
    expect(uid).toBe('user-1');
    expect(record).toStrictEqual({ uid: 'user-1', token: 'tok-1', platform: 'web', updatedAt: SERVER_TIMESTAMP });
    expect(Object.keys(record).sort()).toEqual(['platform', 'token', 'uid', 'updatedAt']);
    expect(record.updatedAt).toBe(SERVER_TIMESTAMP); // the very sentinel, not a copy
    expect(spies.serverTimestamp).toHaveBeenCalledTimes(1);
    expect(result).toStrictEqual({ token: 'tok-1', refreshed: false, record });
  });

  it('runs in order: permission → service worker → token → store', async () => {
    const { deps, spies } = makeDeps();
    await registerPushToken(deps);
    const order = [
      spies.isSupported,
      spies.getPermission,
      spies.registerServiceWorker,
      spies.getToken,
      spies.saveToken,
    ].map((spy) => spy.mock.invocationCallOrder[0]!);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(spies.deleteToken).not.toHaveBeenCalled();
  });

  it('passes the active registration and the VAPID key to getToken', async () => {
    const { deps, spies, registration } = makeDeps();
    await registerPushToken(deps);
    expect(spies.getToken).toHaveBeenCalledWith({ serviceWorkerRegistration: registration, vapidKey: 'vapid-key' });
  });

  it('omits vapidKey when none is configured', async () => {
    const { deps, spies, registration } = makeDeps({ vapidKey: undefined });
    await registerPushToken(deps);
    expect(spies.getToken.mock.calls[0]![0]).toStrictEqual({ serviceWorkerRegistration: registration });
  });

  it('remembers the token and when it was obtained', async () => {
    const { deps, storage } = makeDeps();
    await registerPushToken(deps);
    expect(JSON.parse(storage.data.get('elan-push-token')!)).toEqual({ token: 'tok-1', obtainedAt: T0 });
  });

  it('works when storage throws or is absent', async () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const a = makeDeps({ storage: throwing });
    await expect(registerPushToken(a.deps)).resolves.toMatchObject({ token: 'tok-1' });
    const b = makeDeps({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    await expect(registerPushToken(b.deps)).resolves.toMatchObject({ token: 'tok-1' });
    const c = makeDeps({ storage: null });
    await expect(registerPushToken(c.deps)).resolves.toMatchObject({ token: 'tok-1' });
  });

  it('accepts synchronous dependencies', async () => {
    const registration = fakeRegistration();
    const saveToken = vi.fn(() => undefined);
    const { deps } = makeDeps({
      isSupported: () => true,
      registerServiceWorker: () => registration,
      getToken: () => 'tok-sync',
      deleteToken: () => true,
      saveToken,
    });
    await expect(registerPushToken(deps)).resolves.toMatchObject({ token: 'tok-sync' });
    expect(saveToken).toHaveBeenCalledWith('user-1', {
      uid: 'user-1',
      token: 'tok-sync',
      platform: 'web',
      updatedAt: SERVER_TIMESTAMP,
    });
  });
});

describe('registerPushToken — 7-day token refresh', () => {
  it('isTokenRefreshDue boundary', () => {
    expect(isTokenRefreshDue(T0, T0 + 7 * DAY - 1)).toBe(false);
    expect(isTokenRefreshDue(T0, T0 + 7 * DAY)).toBe(true);
    expect(isTokenRefreshDue(null, T0)).toBe(false);
    expect(isTokenRefreshDue(undefined, T0)).toBe(false);
  });

  it('does not refresh a token obtained less than 7 days ago', async () => {
    const { deps, spies } = makeDeps({ storage: storedToken('tok-1', T0 - 7 * DAY + 1) });
    const result = await registerPushToken(deps);
    expect(spies.deleteToken).not.toHaveBeenCalled();
    expect(result.refreshed).toBe(false);
  });

  it('deletes then gets a new token once 7 days have passed, and restarts the clock', async () => {
    const storage = storedToken('tok-old', T0 - 7 * DAY);
    const { deps, spies } = makeDeps({ storage });
    spies.getToken.mockResolvedValue('tok-new');
    const result = await registerPushToken(deps);
    expect(spies.deleteToken).toHaveBeenCalledTimes(1);
    expect(spies.deleteToken.mock.invocationCallOrder[0]!).toBeLessThan(spies.getToken.mock.invocationCallOrder[0]!);
    expect(result.refreshed).toBe(true);
    expect(spies.saveToken.mock.calls[0]![1]).toStrictEqual({
      uid: 'user-1',
      token: 'tok-new',
      platform: 'web',
      updatedAt: SERVER_TIMESTAMP,
    });
    expect(readStoredToken(storage)).toEqual({ token: 'tok-new', obtainedAt: T0 });
  });

  it('re-registering the same token does not postpone the refresh', async () => {
    const { deps, spies, storage } = makeDeps();
    await registerPushToken(deps); // obtained at T0
    for (let i = 0; i < 27; i++) {
      vi.setSystemTime(T0 + (i + 1) * REREGISTER_INTERVAL_MS); // every 6 h, up to 6 d 18 h
      await registerPushToken(deps);
    }
    expect(spies.deleteToken).not.toHaveBeenCalled();
    expect(readStoredToken(storage)).toEqual({ token: 'tok-1', obtainedAt: T0 });
    vi.setSystemTime(T0 + 7 * DAY);
    await registerPushToken(deps);
    expect(spies.deleteToken).toHaveBeenCalledTimes(1);
    expect(readStoredToken(storage)?.obtainedAt).toBe(T0 + 7 * DAY);
  });

  it('a token that changed on its own restarts the clock', async () => {
    const storage = storedToken('tok-a', T0 - 3 * DAY);
    const { deps, spies } = makeDeps({ storage });
    spies.getToken.mockResolvedValue('tok-b');
    await registerPushToken(deps);
    expect(readStoredToken(storage)).toEqual({ token: 'tok-b', obtainedAt: T0 });
  });

  it('a failed delete is logged and registration goes on', async () => {
    const { deps, spies, logger } = makeDeps({ storage: storedToken('tok-1', T0 - 8 * DAY) });
    spies.deleteToken.mockRejectedValue(new Error('delete failed'));
    const result = await registerPushToken(deps);
    expect(result.token).toBe('tok-1');
    expect(logger.warn).toHaveBeenCalledWith('[push] token refresh: delete failed', new Error('delete failed'));
    expect(spies.saveToken).toHaveBeenCalledTimes(1);
  });

  it.each([['not json'], ['{"token":1,"obtainedAt":"x"}'], ['null'], ['{"token":"t"}']])(
    'ignores a corrupt stored value %j',
    async (raw) => {
      const storage = memoryStorage({ [PUSH_TOKEN_STORAGE_KEY]: raw });
      const { deps, spies } = makeDeps({ storage });
      await registerPushToken(deps);
      expect(spies.deleteToken).not.toHaveBeenCalled();
      expect(readStoredToken(storage)).toEqual({ token: 'tok-1', obtainedAt: T0 });
    },
  );
});

describe('registerPushToken — 10 s timeouts', () => {
  it('installation registration: rejects at exactly 10 s when getToken hangs', async () => {
    const { deps, spies } = makeDeps();
    spies.getToken.mockReturnValue(new Promise(() => {}));
    const state = settle(registerPushToken(deps));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(state.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(state.status).toBe('rejected');
    expect((state.error as Error).message).toBe('installation registration timed out after 10000 ms');
    expect(INSTALLATION_TIMEOUT_MESSAGE).toBe('installation registration timed out after 10000 ms');
    expect(spies.saveToken).not.toHaveBeenCalled();
  });

  it('installation registration: a token arriving just before 10 s is used and the timer cleared', async () => {
    const { deps, spies } = makeDeps();
    const token = deferred<string>();
    spies.getToken.mockReturnValue(token.promise);
    const state = settle(registerPushToken(deps));
    await vi.advanceTimersByTimeAsync(9_999);
    token.resolve('tok-late');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.status).toBe('fulfilled');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a hanging delete during refresh times out after 10 s, is logged, and registration goes on', async () => {
    const { deps, spies, logger } = makeDeps({ storage: storedToken('tok-1', T0 - 7 * DAY) });
    spies.deleteToken.mockReturnValue(new Promise(() => {}));
    const state = settle(registerPushToken(deps));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(spies.getToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(logger.warn).toHaveBeenCalledWith(
      '[push] token refresh: delete failed',
      new Error('installation registration timed out after 10000 ms'),
    );
    expect(state.status).toBe('fulfilled');
    expect(spies.getToken).toHaveBeenCalledTimes(1);
  });

  it('service worker activation: rejects at exactly 10 s when the worker never activates', async () => {
    const registration = fakeRegistration({ installing: true });
    const { deps, spies } = makeDeps({ registerServiceWorker: vi.fn(async () => registration) });
    const state = settle(registerPushToken(deps));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(state.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(state.status).toBe('rejected');
    expect((state.error as Error).message).toBe('service worker not activated within 10000 ms');
    expect(SW_ACTIVATION_TIMEOUT_MESSAGE).toBe('service worker not activated within 10000 ms');
    expect(spies.getToken).not.toHaveBeenCalled();
    expect(registration.installing?.listenerCount()).toBe(0);
  });

  it('service worker activation: waits for the installing worker, then gets the token', async () => {
    const registration = fakeRegistration({ installing: true });
    const { deps, spies } = makeDeps({ registerServiceWorker: vi.fn(async () => registration) });
    const state = settle(registerPushToken(deps));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(spies.getToken).not.toHaveBeenCalled();
    registration.activateInstalling();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.status).toBe('fulfilled');
    expect(spies.getToken).toHaveBeenCalledWith({ serviceWorkerRegistration: registration, vapidKey: 'vapid-key' });
  });

  it('service worker activation: the deadline also covers a hanging register()', async () => {
    const { deps, spies } = makeDeps({ registerServiceWorker: vi.fn(() => new Promise<never>(() => {})) });
    const state = settle(registerPushToken(deps));
    await vi.advanceTimersByTimeAsync(10_000);
    expect((state.error as Error).message).toBe('service worker not activated within 10000 ms');
    expect(spies.getToken).not.toHaveBeenCalled();
  });
});

describe('enablePush (from a button)', () => {
  it("asks for permission when it is 'default', then registers", async () => {
    const { deps, spies } = makeDeps({ getPermission: () => 'default' });
    const result = await enablePush(deps);
    expect(spies.requestPermission).toHaveBeenCalledTimes(1);
    expect(result.record).toStrictEqual({ uid: 'user-1', token: 'tok-1', platform: 'web', updatedAt: SERVER_TIMESTAMP });
  });

  it("throws 'permission denied' when the person refuses", async () => {
    const { deps, spies } = makeDeps({ getPermission: () => 'default' });
    spies.requestPermission.mockResolvedValue('denied');
    expect((await rejectionOf(enablePush(deps))).message).toBe('permission denied');
    expect(spies.getToken).not.toHaveBeenCalled();
  });

  it("throws 'permission default' when the prompt is dismissed", async () => {
    const { deps, spies } = makeDeps({ getPermission: () => 'default' });
    spies.requestPermission.mockResolvedValue('default');
    expect((await rejectionOf(enablePush(deps))).message).toBe('permission default');
  });

  it("does not prompt again once 'denied'", async () => {
    const { deps, spies } = makeDeps({ getPermission: () => 'denied' });
    expect((await rejectionOf(enablePush(deps))).message).toBe('permission denied');
    expect(spies.requestPermission).not.toHaveBeenCalled();
  });

  it("does not prompt when already 'granted'", async () => {
    const { deps, spies } = makeDeps();
    await enablePush(deps);
    expect(spies.requestPermission).not.toHaveBeenCalled();
    expect(spies.saveToken).toHaveBeenCalledTimes(1);
  });

  it("'uid requis' and 'FCM non supporté' come before any prompt", async () => {
    const a = makeDeps({ uid: '', getPermission: () => 'default' });
    expect((await rejectionOf(enablePush(a.deps))).message).toBe('uid requis');
    expect(a.spies.requestPermission).not.toHaveBeenCalled();
    const b = makeDeps({ isSupported: async () => false, getPermission: () => 'default' });
    expect((await rejectionOf(enablePush(b.deps))).message).toBe('FCM non supporté');
    expect(b.spies.requestPermission).not.toHaveBeenCalled();
  });

  it("'token vide' after granting", async () => {
    const { deps, spies } = makeDeps({ getPermission: () => 'default' });
    spies.getToken.mockResolvedValue('');
    expect((await rejectionOf(enablePush(deps))).message).toBe('token vide');
  });
});
