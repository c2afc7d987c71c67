import { describe, expect, it, vi } from 'vitest';
import { isFcmConfigured, deliverNotification, toFcmMessage, type PushMessage, type DeliveryDeps } from './notifications.server.ts';

const item = { title: 'Notification de test', body: 'Corps', link: '/settings/notifications' };

function deps(overrides: Partial<DeliveryDeps> = {}) {
  const calls: string[] = [];
  const base: DeliveryDeps = {
    fcmConfigured: true,
    writeInbox: vi.fn(async () => {
      calls.push('inbox');
      return 'n1';
    }),
    readToken: vi.fn(async () => ({ token: 'tok', version: 'v1' })),
    send: vi.fn(async () => {
      calls.push('send');
      return 'projects/p/messages/1';
    }),
    deleteToken: vi.fn(async () => {
      calls.push('delete');
    }),
    absoluteUrl: (path) => `https://elan.example${path}`,
    logger: { warn: vi.fn() },
    ...overrides,
  };
  return { deps: base, calls };
}

function fcmError(code: string) {
  return Object.assign(new Error(code), { code });
}

describe('deliverNotification', () => {
  it('writes the inbox item first, then sends the same content to the stored token', async () => {
    const { deps: d, calls } = deps();
    await expect(deliverNotification(d, item)).resolves.toStrictEqual({ status: 'sent', notificationId: 'n1' });
    expect(calls).toEqual(['inbox', 'send']);
    expect(d.writeInbox).toHaveBeenCalledWith(item);
    expect(d.send).toHaveBeenCalledWith({
      token: 'tok',
      title: 'Notification de test',
      body: 'Corps',
      link: '/settings/notifications',
      url: 'https://elan.example/settings/notifications',
      notificationId: 'n1',
    } satisfies PushMessage);
    expect(d.deleteToken).not.toHaveBeenCalled();
  });

  it('without FCM (development, tests): the inbox item only, no token read, no send', async () => {
    const { deps: d, calls } = deps({ fcmConfigured: false });
    await expect(deliverNotification(d, item)).resolves.toStrictEqual({ status: 'inbox-only', reason: 'fcm-not-configured', notificationId: 'n1' });
    expect(calls).toEqual(['inbox']);
    expect(d.readToken).not.toHaveBeenCalled();
  });

  it('without a stored token: the inbox item only', async () => {
    const { deps: d } = deps({ readToken: async () => null });
    await expect(deliverNotification(d, item)).resolves.toMatchObject({ status: 'inbox-only', reason: 'no-token' });
    expect(d.send).not.toHaveBeenCalled();
  });

  it.each(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token'])(
    'deletes a token FCM rejects with %s (that version only)',
    async (code) => {
      const { deps: d, calls } = deps({
        send: async () => {
          throw fcmError(code);
        },
      });
      await expect(deliverNotification(d, item)).resolves.toStrictEqual({ status: 'inbox-only', reason: 'token-unregistered', notificationId: 'n1' });
      expect(calls).toEqual(['inbox', 'delete']);
      expect(d.deleteToken).toHaveBeenCalledWith({ token: 'tok', version: 'v1' });
    },
  );

  it('keeps the token on other failures and reports them', async () => {
    const { deps: d } = deps({
      send: async () => {
        throw fcmError('messaging/server-unavailable');
      },
    });
    await expect(deliverNotification(d, item)).resolves.toMatchObject({ status: 'inbox-only', reason: 'send-failed' });
    expect(d.deleteToken).not.toHaveBeenCalled();
    expect(d.logger!.warn).toHaveBeenCalledTimes(1);
  });

  it('a failed deletion is logged, not thrown', async () => {
    const { deps: d } = deps({
      send: async () => {
        throw fcmError('messaging/registration-token-not-registered');
      },
      deleteToken: async () => {
        throw new Error('offline');
      },
    });
    await expect(deliverNotification(d, item)).resolves.toMatchObject({ reason: 'token-unregistered' });
    expect(d.logger!.warn).toHaveBeenCalledWith('[push] could not delete a dead token', new Error('offline'));
  });

  it('fails as a whole when the inbox cannot be written (nothing sent)', async () => {
    const { deps: d } = deps({
      writeInbox: async () => {
        throw new Error('unavailable');
      },
    });
    await expect(deliverNotification(d, item)).rejects.toThrow('unavailable');
    expect(d.send).not.toHaveBeenCalled();
  });
});

describe('toFcmMessage', () => {
  const message: PushMessage = { token: 't', title: 'T', body: 'B', link: '/notifications', url: 'https://elan.example/notifications', notificationId: 'n1' };
  it('carries the notification, the link for clicks and the inbox id', () => {
    expect(toFcmMessage(message)).toStrictEqual({
      token: 't',
      notification: { title: 'T', body: 'B' },
      data: { notificationId: 'n1', link: '/notifications' },
      webpush: { fcmOptions: { link: 'https://elan.example/notifications' } },
    });
  });
  it('leaves out a non-HTTPS link, which FCM refuses', () => {
    expect(toFcmMessage({ ...message, link: null, url: 'http://localhost:3000/notifications' })).toStrictEqual({
      token: 't',
      notification: { title: 'T', body: 'B' },
      data: { notificationId: 'n1', link: '' },
    });
  });
});

describe('isFcmConfigured', () => {
  it('only with a real project and no emulators', () => {
    expect(isFcmConfigured({ projectId: 'elan-prod', usesEmulators: false })).toBe(true);
    expect(isFcmConfigured({ projectId: 'demo-elan', usesEmulators: false })).toBe(false);
    expect(isFcmConfigured({ projectId: 'elan-prod', usesEmulators: true })).toBe(false);
  });
});
