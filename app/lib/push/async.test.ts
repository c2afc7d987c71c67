import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attempt, waitForServiceWorkerActivation, withInstallationTimeout, withTimeout, type TimeoutTimers } from './index.ts';
import { deferred, fakeRegistration, settle } from './test-helpers.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const timers: TimeoutTimers = {
  setTimeout: (cb, ms) => setTimeout(cb, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

describe('attempt', () => {
  it('turns a synchronous throw into a rejection', async () => {
    await expect(
      attempt(() => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    await expect(attempt(() => 3)).resolves.toBe(3);
  });
});

describe('withTimeout', () => {
  it('resolves with the value and clears its timer', async () => {
    const state = settle(withTimeout(() => Promise.resolve('ok'), 1000, 'late', timers));
    await vi.advanceTimersByTimeAsync(0);
    expect(state).toEqual({ status: 'fulfilled', value: 'ok' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes a rejection through', async () => {
    const state = settle(withTimeout(() => Promise.reject(new Error('boom')), 1000, 'late', timers));
    await vi.advanceTimersByTimeAsync(0);
    expect((state.error as Error).message).toBe('boom');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with the message at the deadline and ignores a later result', async () => {
    const work = deferred<string>();
    const state = settle(withTimeout(() => work.promise, 1000, 'too slow', timers));
    await vi.advanceTimersByTimeAsync(999);
    expect(state.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect((state.error as Error).message).toBe('too slow');
    work.resolve('late');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.status).toBe('rejected');
  });

  it('withInstallationTimeout uses 10 s', async () => {
    const state = settle(withInstallationTimeout(() => new Promise(() => {}), timers));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(state.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect((state.error as Error).message).toBe('installation registration timed out after 10000 ms');
  });

  it('defaults to the global timers', async () => {
    const state = settle(withInstallationTimeout(() => new Promise(() => {})));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.status).toBe('rejected');
  });
});

describe('waitForServiceWorkerActivation', () => {
  it('resolves at once with an already active registration', async () => {
    const registration = fakeRegistration({ active: true });
    const state = settle(waitForServiceWorkerActivation(() => registration, timers));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.value).toBe(registration);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for the installing worker to activate, then removes its listeners', async () => {
    const registration = fakeRegistration({ installing: true });
    const worker = registration.installing!;
    const state = settle(waitForServiceWorkerActivation(async () => registration, timers));
    await vi.advanceTimersByTimeAsync(9_000);
    expect(state.status).toBe('pending');
    registration.activateInstalling();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.value).toBe(registration);
    expect(worker.listenerCount()).toBe(0);
    expect(registration.updateListenerCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for a waiting worker too', async () => {
    const registration = fakeRegistration({ waiting: true });
    const state = settle(waitForServiceWorkerActivation(() => registration, timers));
    await vi.advanceTimersByTimeAsync(0);
    registration.waiting!.setState('activated');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.status).toBe('fulfilled');
  });

  it('follows a worker that appears later (updatefound)', async () => {
    const registration = fakeRegistration({});
    const state = settle(waitForServiceWorkerActivation(() => registration, timers));
    await vi.advanceTimersByTimeAsync(1_000);
    registration.startUpdate();
    await vi.advanceTimersByTimeAsync(1_000);
    registration.activateInstalling();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.status).toBe('fulfilled');
  });

  it('rejects with a clear error when the worker does not activate within 10 s', async () => {
    const registration = fakeRegistration({ installing: true });
    const state = settle(waitForServiceWorkerActivation(() => registration, timers));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(state.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(state.status).toBe('rejected');
    expect(state.error).toBeInstanceOf(Error);
    expect((state.error as Error).message).toBe('service worker not activated within 10000 ms');
    expect(registration.installing!.listenerCount()).toBe(0);
    // A late activation changes nothing.
    registration.activateInstalling();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.status).toBe('rejected');
  });

  it('rejects when the worker becomes redundant', async () => {
    const registration = fakeRegistration({ installing: true });
    const worker = registration.installing!;
    const state = settle(waitForServiceWorkerActivation(() => registration, timers));
    await vi.advanceTimersByTimeAsync(0);
    registration.installing = null;
    worker.setState('redundant');
    await vi.advanceTimersByTimeAsync(0);
    expect((state.error as Error).message).toBe('service worker became redundant before activating');
  });

  it('passes a registration failure through', async () => {
    const state = settle(
      waitForServiceWorkerActivation(() => Promise.reject(new Error('SecurityError: bad scope')), timers),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect((state.error as Error).message).toBe('SecurityError: bad scope');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a synchronous throw from register() becomes a rejection', async () => {
    const state = settle(
      waitForServiceWorkerActivation(() => {
        throw new Error('no serviceWorker');
      }, timers),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect((state.error as Error).message).toBe('no serviceWorker');
  });

  it('honours a custom timeout', async () => {
    const state = settle(waitForServiceWorkerActivation(() => new Promise<never>(() => {}), timers, 3_000));
    await vi.advanceTimersByTimeAsync(3_000);
    expect((state.error as Error).message).toBe('service worker not activated within 3000 ms');
  });
});
