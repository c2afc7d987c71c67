import { describe, expect, it, vi } from 'vitest';
import { foregroundMessageToToast, showSystemNotification, type NotificationConstructorLike } from './index.ts';

describe('foregroundMessageToToast', () => {
  it('uses the notification title and body', () => {
    expect(foregroundMessageToToast({ notification: { title: 'Séance prévue', body: 'Haut du corps à 18 h' } })).toStrictEqual({
      title: 'Séance prévue',
      description: 'Haut du corps à 18 h',
    });
  });

  it.each([
    [{ notification: { body: 'corps' } }, { title: 'notification', description: 'corps' }],
    [{ notification: { title: '', body: 'corps' } }, { title: 'notification', description: 'corps' }],
    [{ notification: { title: null, body: null } }, { title: 'notification', description: '' }],
    [{ notification: null }, { title: 'notification', description: '' }],
    [{}, { title: 'notification', description: '' }],
    [null, { title: 'notification', description: '' }],
    [undefined, { title: 'notification', description: '' }],
  ])("%j → default title 'notification'", (payload, expected) => {
    expect(foregroundMessageToToast(payload)).toStrictEqual(expected);
  });
});

function fakeNotification(permission: string, behaviour: 'ok' | 'throws' = 'ok') {
  const created: Array<[string, NotificationOptions | undefined]> = [];
  const Ctor = function (this: unknown, title: string, options?: NotificationOptions) {
    if (behaviour === 'throws') throw new TypeError('Illegal constructor. Use ServiceWorkerRegistration.showNotification() instead.');
    created.push([title, options]);
  } as unknown as NotificationConstructorLike;
  Object.defineProperty(Ctor, 'permission', { value: permission });
  return { Ctor, created };
}

describe('showSystemNotification', () => {
  it('creates a Notification when permitted', async () => {
    const { Ctor, created } = fakeNotification('granted');
    const alert = vi.fn();
    const result = await showSystemNotification({ Notification: Ctor, alert }, 'Rappel', { body: 'Séance' });
    expect(result).toBe('notification');
    expect(created).toEqual([['Rappel', { body: 'Séance' }]]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('falls back to the service worker registration when the constructor throws (Android Chrome)', async () => {
    const { Ctor } = fakeNotification('granted', 'throws');
    const showNotification = vi.fn(async () => {});
    const alert = vi.fn();
    const result = await showSystemNotification(
      { Notification: Ctor, getRegistration: async () => ({ showNotification }), alert },
      'Rappel',
      { body: 'Séance' },
    );
    expect(result).toBe('service-worker');
    expect(showNotification).toHaveBeenCalledWith('Rappel', { body: 'Séance' });
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts when no notification can be created', async () => {
    const { Ctor } = fakeNotification('granted', 'throws');
    const alert = vi.fn();
    const logger = { warn: vi.fn() };
    const result = await showSystemNotification(
      {
        Notification: Ctor,
        getRegistration: async () => ({ showNotification: async () => Promise.reject(new TypeError('no permission')) }),
        alert,
        logger,
      },
      'Rappel',
      { body: 'Séance' },
    );
    expect(result).toBe('alert');
    expect(alert).toHaveBeenCalledWith('Rappel\n\nSéance');
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('alerts when there is no registration either', async () => {
    const { Ctor } = fakeNotification('granted', 'throws');
    const alert = vi.fn();
    expect(await showSystemNotification({ Notification: Ctor, getRegistration: async () => undefined, alert }, 'Rappel')).toBe(
      'alert',
    );
    expect(alert).toHaveBeenCalledWith('Rappel');
  });

  it.each(['denied', 'default'])("alerts without trying to notify when permission is '%s'", async (permission) => {
    const { Ctor, created } = fakeNotification(permission);
    const showNotification = vi.fn();
    const alert = vi.fn();
    const result = await showSystemNotification(
      { Notification: Ctor, getRegistration: () => ({ showNotification }), alert },
      'Rappel',
      { body: 'b' },
    );
    expect(result).toBe('alert');
    expect(created).toEqual([]);
    expect(showNotification).not.toHaveBeenCalled();
    expect(alert).toHaveBeenCalledWith('Rappel\n\nb');
  });

  it('alerts when the Notification API does not exist (iOS Safari outside a home-screen app)', async () => {
    const alert = vi.fn();
    expect(await showSystemNotification({ Notification: null, alert }, 'Rappel')).toBe('alert');
    expect(await showSystemNotification({ alert }, 'Rappel')).toBe('alert');
    expect(alert).toHaveBeenCalledTimes(2);
  });

  it("defaults an empty title to 'notification'", async () => {
    const alert = vi.fn();
    await showSystemNotification({ alert }, '');
    expect(alert).toHaveBeenCalledWith('notification');
  });

  it("never throws, even when alert does (returns 'none')", async () => {
    const logger = { warn: vi.fn() };
    const result = await showSystemNotification(
      {
        alert: () => {
          throw new Error('alert blocked');
        },
        logger,
      },
      'Rappel',
    );
    expect(result).toBe('none');
    expect(logger.warn).toHaveBeenCalledWith('[push] alert failed', new Error('alert blocked'));
  });

  it('a throwing getRegistration falls back to alert', async () => {
    const { Ctor } = fakeNotification('granted', 'throws');
    const alert = vi.fn();
    const result = await showSystemNotification(
      {
        Notification: Ctor,
        getRegistration: () => {
          throw new Error('no serviceWorker');
        },
        alert,
        logger: { warn: vi.fn() },
      },
      'Rappel',
    );
    expect(result).toBe('alert');
  });
});
