import { describe, expect, it } from 'vitest';
import { demoFirebaseEnv } from './config.ts';
import { serviceWorkerSdkScript } from './notifications-sw.server.ts';

const prodEnv = {
  VITE_FIREBASE_API_KEY: 'key-1',
  VITE_FIREBASE_AUTH_DOMAIN: 'elan-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'elan-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'elan-prod.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234',
  VITE_FIREBASE_APP_ID: '1:1234:web:abcd',
};

describe('service worker SDK script', () => {
  it('is the SDK followed by initializeApp with the build config', () => {
    const { status, body } = serviceWorkerSdkScript(prodEnv, 'production');
    expect(status).toBe(200);
    expect(body).toContain('@firebase/messaging-compat');
    expect(body).not.toContain('sourceMappingURL');
    expect(body.trimEnd().split('\n').at(-1)).toBe(
      'firebase.initializeApp({"apiKey":"key-1","authDomain":"elan-prod.firebaseapp.com","projectId":"elan-prod","storageBucket":"elan-prod.appspot.com","messagingSenderId":"1234","appId":"1:1234:web:abcd"});',
    );
  });

  it('uses the demo project outside production when nothing is configured', () => {
    const { body } = serviceWorkerSdkScript({}, 'test');
    expect(body).toContain(`"projectId":"${demoFirebaseEnv.VITE_FIREBASE_PROJECT_ID}"`);
  });

  it("serves an error when a production value is missing: 'Config Firebase incomplète'", () => {
    expect(serviceWorkerSdkScript({ ...prodEnv, VITE_FIREBASE_APP_ID: '' }, 'production')).toStrictEqual({
      status: 500,
      body: 'throw new Error("Config Firebase incomplète");\n',
    });
  });
});
