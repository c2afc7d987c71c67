import { describe, expect, it } from 'vitest';
import { demoFirebaseEnv } from '#app/lib/firebase/config.ts';
import { FIRESTORE_CONNECTIVITY_CHECK_IMAGE } from '#app/lib/offline/connectivity-check.ts';
import { contentSecurityPolicy, createNonce, FIREBASE_CONNECT_ORIGINS, securityHeaders, type HeaderSettings } from './headers.server.ts';

const productionFirebase = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'elan-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'elan-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'elan-prod.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

const production: HeaderSettings = { clientFirebaseEnv: productionFirebase, devServer: false, production: true };
const development: HeaderSettings = { clientFirebaseEnv: demoFirebaseEnv, devServer: true, production: false };

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('in production: the page nonce, Google sign-in, the Firebase endpoints and the auth domain, nothing inline', () => {
    const policy = contentSecurityPolicy(production, { nonce: 'abc', origin: 'https://elan.example' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc' 'wasm-unsafe-eval' https://apis.google.com");
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${FIREBASE_CONNECT_ORIGINS.join(' ')} https://elan-prod.firebaseapp.com`);
    expect(directive(policy, 'frame-src')).toBe('frame-src https://elan-prod.firebaseapp.com');
    expect(directive(policy, 'style-src')).toBe("style-src 'self'");
    // The Firestore SDK's connectivity check, and no other image of another origin.
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https://www.google.com/images/cleardot.gif");
    expect(policy).not.toContain('127.0.0.1');
    expect(policy).not.toContain("'unsafe-eval'");
    for (const fixed of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "default-src 'self'"]) expect(policy).toContain(fixed);
  });

  it('adds the services the browser calls itself to connect-src', () => {
    const policy = contentSecurityPolicy({ ...production, connectOrigins: ['https://world.openfoodfacts.org', 'https://search.openfoodfacts.org'] });
    expect(directive(policy, 'connect-src')).toBe(
      `connect-src 'self' ${FIREBASE_CONNECT_ORIGINS.join(' ')} https://elan-prod.firebaseapp.com https://world.openfoodfacts.org https://search.openfoodfacts.org`,
    );
  });

  it('against the emulators: their hosts instead of Google\'s', () => {
    const policy = contentSecurityPolicy({ ...production, clientFirebaseEnv: demoFirebaseEnv }, { nonce: 'abc' });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:9099 http://127.0.0.1:8080");
    expect(directive(policy, 'frame-src')).toBe('frame-src http://127.0.0.1:9099');
    expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: ${FIRESTORE_CONNECTIVITY_CHECK_IMAGE}`);
    expect(policy).not.toContain('googleapis.com');
  });

  it('under the dev server: the HMR websocket and injected styles', () => {
    const policy = contentSecurityPolicy(development, { nonce: 'abc', origin: 'http://localhost:5173' });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:9099 http://127.0.0.1:8080 ws://localhost:5173");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });

  it('without a nonce (static files), no inline script is allowed', () => {
    expect(directive(contentSecurityPolicy(production), 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' https://apis.google.com");
  });

  it('with an incomplete Firebase config, no Firebase source at all', () => {
    const policy = contentSecurityPolicy({ ...production, clientFirebaseEnv: {} });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data:");
  });
});

describe('securityHeaders', () => {
  it('sends HSTS in production only', () => {
    expect(securityHeaders(production)['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(securityHeaders(development)).not.toHaveProperty('Strict-Transport-Security');
  });

  it('allows the camera for this origin only', () => {
    expect(securityHeaders(production)['Permissions-Policy']).toBe('camera=(self), microphone=(), geolocation=(), payment=(), usb=()');
  });

  it('sets the referrer, sniffing and framing headers', () => {
    expect(securityHeaders(development)).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
  });
});

describe('createNonce', () => {
  it('is 128 random bits in base64, new each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
