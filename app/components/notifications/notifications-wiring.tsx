import { useEffect } from 'react';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { toast } from '#app/components/ui/toaster.tsx';
import { loadMessaging, type FirebaseClient } from '#app/lib/firebase/load.ts';
import { defaultNotificationSettings, notificationSettingsDoc } from '#app/lib/data/notification-settings.ts';

const warn = (error: unknown) => console.warn('[notifications]', error);

/**
 * Push for a person who enabled it, on a browser where permission is already granted: the token
 * is kept registered (app/lib/push scheduler) and foreground messages become toasts. Never asks
 * for permission (only the settings screen's button does). Returns a stop function at once; the
 * SDK and the registration code are loaded in the background, only for those who use push.
 */
function startPush(firebase: FirebaseClient, uid: string): () => void {
  let stopped = false;
  const stops: Array<() => void> = [];
  void (async () => {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    const [messaging, { startPushRegistration }, { connectForegroundMessages }, { pushStatus, pushStatusLogger }] = await Promise.all([
      loadMessaging(),
      import('#app/lib/push/index.ts'),
      import('#app/lib/notifications/foreground.ts'),
      import('#app/lib/notifications/push-status.ts'),
    ]);
    if (stopped || !(await messaging.messagingSupported()) || stopped) return;
    const deps = messaging.browserPushDeps({
      app: firebase.app,
      db: firebase.db,
      uid,
      onSaved: () => pushStatus.recordSuccess(Date.now()),
    });
    stops.push(startPushRegistration({ ...deps, logger: pushStatusLogger }));
    stops.push(connectForegroundMessages(messaging.fcmForegroundSource(firebase.app), toast));
  })().catch(warn);
  return () => {
    stopped = true;
    stops.splice(0).forEach((stop) => stop());
  };
}

/** Mounted once in the signed-in layout: push, after hydration, for a person who turned it on. */
export function NotificationsWiring() {
  const auth = useClientAuth();
  const firebase = auth.status === 'signed-in' ? auth.firebase : null;
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  // The switch as the server has it: nothing starts on the defaults before the listener answers.
  const { data: settings, live } = useLiveDoc(notificationSettingsDoc, {}, defaultNotificationSettings);
  const pushEnabled = live && settings.pushEnabled;

  useEffect(() => {
    if (!pushEnabled || !firebase || !uid) return;
    return startPush(firebase, uid);
  }, [pushEnabled, firebase, uid]);

  return null;
}
