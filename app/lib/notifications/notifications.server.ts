/*
 * Server side of notifications: the trusted writes (inbox items are created by the server only,
 * settings come from the route action) and pushes (the test push, reminders) through firebase-admin Messaging.
 * Loaders read with the generic readers (documents.server.ts).
 */
import type { App } from 'firebase-admin/app';
import { getMessaging } from 'firebase-admin/messaging';
import { isDemoProject } from '#app/lib/firebase/config.ts';
import type { PlainData } from '#app/lib/data/documents.ts';
import { addAsServer, deleteAsServer, readVersioned, setAsServer, writeAsServer, type DocumentVersion, type Firestore } from '#app/lib/data/documents.server.ts';
import { notificationSettingsDoc, type ReminderSettings } from '#app/lib/data/notification-settings.ts';
import { inboxItemDoc, newInboxItem, type NewInboxItem } from '#app/lib/data/notifications.ts';
import { pushTokenDoc } from '#app/lib/data/push-tokens.ts';

export async function saveReminderSettings(db: Firestore, uid: string, settings: ReminderSettings): Promise<void> {
  // Merge: pushEnabled, set by the push switch, is not part of this form.
  await setAsServer(db, notificationSettingsDoc, { uid }, settings, { merge: true });
}

/** Turning push off also forgets the token, in the same batch, so nothing is sent to this person any more. */
export async function setPushEnabled(db: Firestore, uid: string, enabled: boolean): Promise<void> {
  await writeAsServer(db, (writes) => {
    writes.set(notificationSettingsDoc, { uid }, { pushEnabled: enabled }, { merge: true });
    if (!enabled) writes.delete(pushTokenDoc, { uid });
  });
}

export function addInboxItem(db: Firestore, uid: string, item: NewInboxItem): Promise<string> {
  return addAsServer(db, inboxItemDoc, { uid }, newInboxItem(item));
}

// ---------------------------------------------------------------------------------------------
// Sending

/**
 * Real FCM needs a real project and credentials: never with the emulators or a `demo-` project
 * (development and tests), where sending would only fail.
 */
export function isFcmConfigured(env: { projectId: string; usesEmulators: boolean }): boolean {
  return !env.usesEmulators && !isDemoProject(env.projectId);
}

/** FCM error codes meaning the token will never work again. */
export const DEAD_TOKEN_CODES: ReadonlySet<string> = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

export interface PushMessage {
  token: string;
  title: string;
  body: string;
  /** Absolute URL opened when the system notification is clicked. */
  url: string;
  /** In-app path, also given to the page for foreground messages. */
  link: string | null;
  notificationId: string;
}

export interface StoredToken {
  token: string;
  /** Opaque version of the token document, so only that version is ever deleted. */
  version: unknown;
}

export interface DeliveryDeps {
  fcmConfigured: boolean;
  writeInbox(item: NewInboxItem): Promise<string>;
  readToken(): Promise<StoredToken | null>;
  send(message: PushMessage): Promise<unknown>;
  /** Deletes the token document if it is still the given version. */
  deleteToken(stored: StoredToken): Promise<void>;
  /** Absolute app URL for an in-app path. */
  absoluteUrl(path: string): string;
  logger?: { warn(...args: unknown[]): void };
}

export type DeliveryOutcome =
  | { status: 'sent'; notificationId: string }
  | {
      status: 'inbox-only';
      reason: 'fcm-not-configured' | 'no-token' | 'token-unregistered' | 'send-failed';
      notificationId: string;
    };

/**
 * The inbox item is written first and always: even when the push cannot be delivered, the
 * person finds it in /notifications. A token FCM reports as dead is deleted.
 */
export async function deliverNotification(deps: DeliveryDeps, item: NewInboxItem): Promise<DeliveryOutcome> {
  const logger = deps.logger ?? console;
  const notificationId = await deps.writeInbox(item);
  if (!deps.fcmConfigured) return { status: 'inbox-only', reason: 'fcm-not-configured', notificationId };

  const stored = await deps.readToken();
  if (!stored) return { status: 'inbox-only', reason: 'no-token', notificationId };

  const link = newInboxItem(item).link;
  try {
    await deps.send({
      token: stored.token,
      title: item.title,
      body: item.body,
      link,
      url: deps.absoluteUrl(link ?? '/notifications'),
      notificationId,
    });
    return { status: 'sent', notificationId };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && DEAD_TOKEN_CODES.has(code)) {
      try {
        await deps.deleteToken(stored);
      } catch (deleteError) {
        logger.warn('[push] could not delete a dead token', deleteError);
      }
      return { status: 'inbox-only', reason: 'token-unregistered', notificationId };
    }
    logger.warn('[push] notification not sent', error);
    return { status: 'inbox-only', reason: 'send-failed', notificationId };
  }
}

/** The FCM message for a push: shown by the service worker when no page of the app is visible. */
export function toFcmMessage(message: PushMessage) {
  return {
    token: message.token,
    notification: { title: message.title, body: message.body },
    data: { notificationId: message.notificationId, link: message.link ?? '' },
    // FCM only accepts HTTPS links (production); elsewhere the service worker opens the inbox.
    ...(message.url.startsWith('https://') ? { webpush: { fcmOptions: { link: message.url } } } : {}),
  };
}

/** The token itself, for sending only: the push token's own type never hands it to a screen. */
const pushTokenToSend = {
  path: pushTokenDoc.path,
  fromData: (data: PlainData | undefined) => (typeof data?.token === 'string' && data.token ? data.token : null),
  pendingTimestamps: 'none',
} as const;

/** The real dependencies: firebase-admin Firestore and Messaging. */
export function adminDeliveryDeps(options: {
  db: Firestore;
  app: App;
  uid: string;
  origin: string;
  fcmConfigured: boolean;
}): DeliveryDeps {
  const { db, app, uid, origin } = options;
  return {
    fcmConfigured: options.fcmConfigured,
    writeInbox: (item) => addInboxItem(db, uid, item),
    readToken: async () => {
      const { value: token, version } = await readVersioned(db, pushTokenToSend, { uid });
      return token ? { token, version } : null;
    },
    send: (message) => getMessaging(app).send(toFcmMessage(message)),
    deleteToken: async (stored) => {
      // A token registered again meanwhile (another device, a refresh) must survive.
      await deleteAsServer(db, pushTokenDoc, { uid }, { version: stored.version as DocumentVersion | null });
    },
    absoluteUrl: (path) => new URL(path, origin).toString(),
  };
}
