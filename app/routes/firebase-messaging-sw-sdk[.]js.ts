import { serviceWorkerSdkScript } from '#app/lib/firebase/notifications-sw.server.ts';

// GET /firebase-messaging-sw-sdk.js: Firebase SDK + config for the app's service worker (app/sw.ts).
let script: ReturnType<typeof serviceWorkerSdkScript> | undefined;

export function loader() {
  script ??= serviceWorkerSdkScript(import.meta.env, import.meta.env.MODE);
  return new Response(script.body, {
    status: script.status,
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // Browsers re-check service worker scripts; never let a cache keep an old config.
      'Cache-Control': 'no-cache',
    },
  });
}
