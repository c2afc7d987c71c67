import type * as FirestoreModule from 'firebase/firestore';
// Shared setup for the emulator's own tests: start in-process on a free port, build real SDK clients.
import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore as LiteFirestore } from 'firebase/firestore/lite';
import { Firestore as AdminFirestore } from '@google-cloud/firestore';
import { startFirestoreEmulator, type FirestoreEmulator, type FirestoreEmulatorOptions } from '../server.ts';

export const PROJECT = 'demo-test';
let counter = 0;
const apps: FirebaseApp[] = [];

export async function startTestEmulator(opts: FirestoreEmulatorOptions = {}): Promise<FirestoreEmulator> {
  return startFirestoreEmulator({ port: 0, log: () => {}, ...opts });
}

/** `firebase/firestore/lite` (REST over fetch); `uid` signs in through `mockUserToken`. */
export function liteClient(emu: FirestoreEmulator, uid?: string): LiteFirestore {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'fake-key', appId: '1:2:web:3' }, `lite-${++counter}`);
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, emu.host, emu.port, uid ? { mockUserToken: { sub: uid } } : {});
  return db;
}

/**
 * firebase-admin's Firestore client over REST. `preferRest` still wants a Google auth client
 * (nodejs-firestore #1811), so an auth stand-in that adds no headers is passed; the library
 * itself adds `Authorization: Bearer owner` because ssl is false.
 */
export function adminClient(emu: FirestoreEmulator): AdminFirestore {
  return new AdminFirestore({
    projectId: PROJECT,
    host: emu.host,
    port: emu.port,
    ssl: false,
    preferRest: true,
    auth: { getRequestHeaders: async () => ({}) },
  } as ConstructorParameters<typeof AdminFirestore>[0]);
}

export async function cleanupApps(): Promise<void> {
  await Promise.all(apps.splice(0).map((a) => deleteApp(a).catch(() => {})));
}

export function dbPath(rel = ''): string {
  return `projects/${PROJECT}/databases/(default)/documents${rel ? '/' + rel : ''}`;
}

/** Raw JSON call against the REST surface. */
export async function rest(
  emu: FirestoreEmulator,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: any; headers: Headers }> {
  const res = await fetch(`${emu.url}${path}`, {
    method,
    headers: { 'Content-Type': 'text/plain', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // Keep the raw text for non-JSON bodies.
  }
  return { status: res.status, json, headers: res.headers };
}

/** An unsigned JWT like the Auth emulator's. */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const enc = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc(claims)}.`;
}

/**
 * The browser build of firebase/firestore (WebChannel transport). Importing the package from Node
 * selects its gRPC build instead; the browser build runs in Node 20 over fetch streams.
 */
export async function loadBrowserFirestore(): Promise<typeof FirestoreModule> {
  (globalThis as { self?: unknown }).self ??= globalThis;
  const path = '../../../node_modules/@firebase/firestore/dist/index.esm.js';
  return (await import(/* @vite-ignore */ path)) as typeof FirestoreModule;
}
