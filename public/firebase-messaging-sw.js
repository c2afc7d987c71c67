/*
 * Élan's push service worker (Firebase Cloud Messaging, web).
 *
 * Registered by app/lib/firebase/messaging.ts with the scope '/firebase-cloud-messaging-push-scope',
 * so it never controls the app's pages and has no fetch handler. The Firebase SDK and the
 * project's config come from /firebase-messaging-sw-sdk.js, which the server generates from the
 * build's VITE_FIREBASE_* values (app/routes/firebase-messaging-sw-sdk[.]js.ts): nothing about a
 * Firebase project is written here.
 *
 * The SDK shows pushes that carry a `notification` when no page of the app is visible, opens
 * their `fcmOptions.link` on click, and hands them to a visible page instead (the page shows a
 * toast: app/components/notifications/foreground.ts).
 */
/* global firebase, importScripts */
importScripts('/firebase-messaging-sw-sdk.js');

const DEFAULT_TITLE = 'notification';
const INBOX_PATH = '/notifications';

// Take over at once: the page waits at most 10 s for this worker to activate.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const messaging = firebase.messaging();

// Data-only pushes are not displayed by the SDK: show them the same way.
messaging.onBackgroundMessage((payload) => {
  if (payload.notification) return undefined;
  const data = payload.data || {};
  return self.registration.showNotification(data.title || DEFAULT_TITLE, {
    body: data.body || '',
    data: { link: data.link || INBOX_PATH },
  });
});

function sameOriginPath(link) {
  try {
    const url = new URL(link || INBOX_PATH, self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL(INBOX_PATH, self.location.origin).href;
  } catch {
    return new URL(INBOX_PATH, self.location.origin).href;
  }
}

// Notifications shown by the page or by onBackgroundMessage (the SDK handles its own first).
self.addEventListener('notificationclick', (event) => {
  const data = event.notification.data || {};
  if (data.FCM_MSG) return;
  event.notification.close();
  const target = sameOriginPath(data.link);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open && 'navigate' in open) return open.focus().then((client) => client.navigate(target));
      return self.clients.openWindow(target);
    }),
  );
});
