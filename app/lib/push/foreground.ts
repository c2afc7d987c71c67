import { attempt } from './async.ts';
import { DEFAULT_NOTIFICATION_TITLE } from './constants.ts';
import type { PushLogger } from './register.ts';

/** The part of FCM's `MessagePayload` that foreground display uses. */
export interface ForegroundPayload {
  notification?: { title?: string | null; body?: string | null } | null;
}

export interface ForegroundToast {
  title: string;
  description: string;
}

/** Foreground push → toast content: title defaults to 'notification' (seed), body as description. */
export function foregroundMessageToToast(payload: ForegroundPayload | null | undefined): ForegroundToast {
  const notification = payload?.notification;
  return {
    title: notification?.title || DEFAULT_NOTIFICATION_TITLE,
    description: notification?.body ?? '',
  };
}

export interface NotificationConstructorLike {
  new (title: string, options?: NotificationOptions): unknown;
  readonly permission: string;
}

export interface NotificationRegistrationLike {
  showNotification(title: string, options?: NotificationOptions): PromiseLike<void> | void;
}

export interface SystemNotificationDeps {
  /** `window.Notification`, or null where it does not exist. */
  Notification?: NotificationConstructorLike | null;
  /** e.g. `() => navigator.serviceWorker.getRegistration()`. */
  getRegistration?: () => PromiseLike<NotificationRegistrationLike | null | undefined> | NotificationRegistrationLike | null | undefined;
  alert: (message: string) => void;
  logger?: PushLogger;
}

export type SystemNotificationResult = 'notification' | 'service-worker' | 'alert' | 'none';

/**
 * Shows a system notification; if none can be created (no permission, no API, or Android
 * Chrome's "Illegal constructor" for `new Notification`), falls back to the service worker
 * registration, then to an alert dialog (seed rule). Never throws.
 */
export async function showSystemNotification(
  deps: SystemNotificationDeps,
  title: string,
  options: NotificationOptions = {},
): Promise<SystemNotificationResult> {
  const logger = deps.logger ?? console;
  const shownTitle = title || DEFAULT_NOTIFICATION_TITLE;

  let permission = 'default';
  try {
    permission = deps.Notification ? String(deps.Notification.permission) : 'default';
  } catch {
    permission = 'default';
  }

  if (permission === 'granted') {
    const Ctor = deps.Notification;
    if (Ctor) {
      try {
        new Ctor(shownTitle, options);
        return 'notification';
      } catch {
        // Fall through to the service worker, which mobile browsers require.
      }
    }
    if (deps.getRegistration) {
      try {
        const registration = await attempt(() => deps.getRegistration?.());
        if (registration) {
          await attempt(() => registration.showNotification(shownTitle, options));
          return 'service-worker';
        }
      } catch (error) {
        logger.warn('[push] service worker notification failed', error);
      }
    }
  }

  try {
    deps.alert(options.body ? `${shownTitle}\n\n${options.body}` : shownTitle);
    return 'alert';
  } catch (error) {
    logger.warn('[push] alert failed', error);
    return 'none';
  }
}
