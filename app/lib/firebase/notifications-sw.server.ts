/*
 * The script behind GET /firebase-messaging-sw-sdk.js, imported by the app's service worker (app/sw.ts):
 * the Firebase SDK for service workers (the compat builds shipped in the installed `firebase`
 * package, the same version as the page's SDK, inlined into the server build by Vite) followed by
 * `firebase.initializeApp(config)`. The config comes from the VITE_FIREBASE_* values Vite inlines
 * at build time, through the page's own validation, so a test or dev build gets the demo project
 * and a production build missing a value serves an error instead of a wrongly configured worker.
 */
import appCompat from '/node_modules/firebase/firebase-app-compat.js?raw';
import messagingCompat from '/node_modules/firebase/firebase-messaging-compat.js?raw';
import { firebaseEnvWithDevDefaults, readFirebaseConfig, type FirebaseEnv } from './config.ts';

const stripSourceMap = (source: string) => source.replace(/^\/\/# sourceMappingURL=.*$/gm, '');

export function serviceWorkerSdkScript(env: FirebaseEnv, mode: string): { status: number; body: string } {
  try {
    const config = readFirebaseConfig(firebaseEnvWithDevDefaults(env, mode !== 'production'));
    return {
      status: 200,
      body: [stripSourceMap(appCompat), stripSourceMap(messagingCompat), `firebase.initializeApp(${JSON.stringify(config.firebase)});`, ''].join('\n'),
    };
  } catch (error) {
    // The worker's installation then fails, which the page reports as a registration error.
    return { status: 500, body: `throw new Error(${JSON.stringify(error instanceof Error ? error.message : 'config')});\n` };
  }
}
