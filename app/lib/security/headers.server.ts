/*
 * Security headers of every response, written once: the Content-Security-Policy (a per-request
 * nonce for the page's inline scripts), framing, referrer, MIME sniffing, HSTS and the
 * permissions policy. Applied to React Router's responses by app/middleware/security-headers
 * (pages, data, resource routes, under `npm run dev` too) and to static files by server.mjs,
 * through entry.server's `staticResponseHeaders`.
 */
import { readFirebaseConfig, type FirebaseEnv } from '#app/lib/firebase/config.ts';
import { FIRESTORE_CONNECTIVITY_CHECK_IMAGE } from '#app/lib/offline/connectivity-check.ts';

export interface HeaderSettings {
  /** The Firebase web config the browser bundle was built with: where the SDK connects. */
  readonly clientFirebaseEnv: FirebaseEnv;
  /** Vite's development server: its HMR websocket and injected styles. */
  readonly devServer: boolean;
  /** Served with NODE_ENV=production: only then is HSTS sent. */
  readonly production: boolean;
  /** Other services the browser calls itself (Open Food Facts' product API and search). */
  readonly connectOrigins?: readonly string[];
}

/** Endpoints of the Firebase client SDK in production (Auth, Firestore, Cloud Messaging). */
export const FIREBASE_CONNECT_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
] as const;

/** Firebase Auth's popup sign-in (Google) loads Google's iframe helper into the page. */
export const GOOGLE_SIGN_IN_SCRIPT_ORIGIN = 'https://apis.google.com';

/** Where the browser's Firebase SDK talks to and frames: production Google hosts or the local emulators. */
function firebaseSources(env: FirebaseEnv): { connect: string[]; frame: string[]; img: string[] } {
  let config: ReturnType<typeof readFirebaseConfig>;
  try {
    config = readFirebaseConfig(env);
  } catch {
    // 'Config Firebase incomplète': the SDK never starts, so it needs nothing.
    return { connect: [], frame: [], img: [] };
  }
  // The SDK's connectivity check (the emulators' channel probes the same image when it fails).
  const img = [FIRESTORE_CONNECTIVITY_CHECK_IMAGE];
  if (config.useEmulators) {
    const auth = new URL(config.authEmulatorUrl).origin;
    return { connect: [auth, `http://${config.firestoreEmulatorHost}`], frame: [auth], img };
  }
  const authDomain = `https://${config.firebase.authDomain}`;
  return { connect: [...FIREBASE_CONNECT_ORIGINS, authDomain], frame: [authDomain], img };
}

/**
 * `nonce`: the request's nonce for inline scripts; without one (static files, workers) no inline
 * script runs at all. `origin`: the page's origin, for the dev server's HMR websocket.
 */
export function contentSecurityPolicy(settings: HeaderSettings, request: { nonce?: string; origin?: string } = {}): string {
  const firebase = firebaseSources(settings.clientFirebaseEnv);
  const hmr = settings.devServer && request.origin ? [request.origin.replace(/^http/, 'ws')] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' compiles WebAssembly only (the barcode reader of browsers without
    // BarcodeDetector, served from 'self'); JavaScript eval stays refused.
    'script-src': ["'self'", ...(request.nonce ? [`'nonce-${request.nonce}'`] : []), "'wasm-unsafe-eval'", GOOGLE_SIGN_IN_SCRIPT_ORIGIN],
    // Style attributes (a chart's height, a progress bar's scale) are set by React; style
    // elements only come from Vite's development server, which injects CSS as it changes.
    'style-src': ["'self'", ...(settings.devServer ? ["'unsafe-inline'"] : [])],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...firebase.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...firebase.connect, ...(settings.connectOrigins ?? []), ...hmr],
    'frame-src': firebase.frame.length ? firebase.frame : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** camera=(self): the nutrition barcode scanner; every other powerful feature is off. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

export function securityHeaders(settings: HeaderSettings, request: { nonce?: string; origin?: string } = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings, request),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // Browsers ignore it over plain HTTP, and a development machine must never be pinned to HTTPS.
    ...(settings.production ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}

/** A fresh nonce per response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
