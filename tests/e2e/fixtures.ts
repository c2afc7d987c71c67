import { test as base, expect, request as playwrightRequest, type APIRequestContext, type BrowserContext, type ConsoleMessage, type Cookie, type Page } from '@playwright/test';

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
const identity = `http://${authHost}/identitytoolkit.googleapis.com/v1`;

export interface Account {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@elan.test`;
}

/** Creates a person directly in the Auth emulator (no UI), returning a fresh ID token. */
export async function createAccount(displayName = 'Alex'): Promise<Account> {
  const email = uniqueEmail();
  const password = 'motdepasse-1';
  const response = await fetch(`${identity}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId: string; idToken: string };
  if (!response.ok) throw new Error(`signUp failed: ${JSON.stringify(body)}`);
  // The emulator stamps a new account's sign-in time before its tokens-valid-since time; when a
  // second boundary falls between the two, the sign-up token counts as revoked. A sign-in after
  // the sign-up gives a token that is valid however the clock falls.
  const signedIn = await fetch(`${identity}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const signInBody = (await signedIn.json()) as { idToken: string };
  if (!signedIn.ok) throw new Error(`signInWithPassword failed: ${JSON.stringify(signInBody)}`);
  return { uid: body.localId, email, password, idToken: signInBody.idToken };
}

/** Posts the ID token to /login the way the login form does; the request context keeps the cookie. */
async function openSession(request: APIRequestContext, account: Account, baseURL: string): Promise<void> {
  const response = await request.post('/login', {
    form: { idToken: account.idToken, redirectTo: '/dashboard' },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), 'POST /login with a fresh ID token').toBe(302);
}

/**
 * The browser's Firebase Auth restoring itself with a cookie that was just revoked, or for an
 * account being erased: the token endpoint refuses, as it should, and Chromium logs the 401.
 */
export const TOKEN_REFUSED = /^console\.error: Failed to load resource: the server responded with a status of 401 \(Unauthorized\) \(.*\/api\/custom-token\)$/;

/** Chromium reports each Content-Security-Policy violation as a console error naming the policy. */
export const CSP_VIOLATION = /violates the following Content Security Policy directive/;

/** Opens a server session for the page's browser context the way the login form does. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await openSession(page.request, account, test.info().project.use.baseURL!);
}

/**
 * Uncaught page errors and console.error messages of every page of a browser context (or of one
 * page). A test that provokes an error on purpose allows it by pattern, as narrowly as it can.
 */
export interface ErrorRecorder {
  allow(pattern: RegExp): void;
  /** What was recorded and not allowed, emptying the record. */
  takeUnexpected(): string[];
}

export function recordErrors(target: BrowserContext | Page): ErrorRecorder {
  const allowed: RegExp[] = [];
  let recorded: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    recorded.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
  };
  const onPageError = (error: Error) => recorded.push(`page error: ${error.stack || error.message || String(error)}`);
  if ('pages' in target) {
    target.on('console', onConsole);
    target.on('weberror', (webError) => onPageError(webError.error()));
  } else {
    target.on('console', onConsole);
    target.on('pageerror', onPageError);
  }
  return {
    allow: (pattern) => void allowed.push(pattern),
    takeUnexpected() {
      const unexpected = recorded.filter((entry) => !allowed.some((pattern) => pattern.test(entry)));
      recorded = [];
      return unexpected;
    },
  };
}

interface TestFixtures {
  account: Account;
  signedIn: Account;
  /** The worker's shared account, its session cookie added to this test's browser context. */
  sharedSignedIn: Account;
  /** Fails the test on a page error or an unexpected console.error (see ErrorRecorder). */
  pageErrors: ErrorRecorder;
}

interface WorkerFixtures {
  sharedSession: { account: Account; cookies: Cookie[] };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  pageErrors: [
    async ({ context }, use) => {
      const recorder = recordErrors(context);
      // When a request of its channel fails (a slow emulator under load), the Firestore SDK probes
      // the network with an image from www.google.com, which this machine cannot reach.
      recorder.allow(/^console\.error: Failed to load resource: net::ERR_[A-Z_]+ \(https:\/\/www\.google\.com\/images\/cleardot\.gif\?/);
      await use(recorder);
      expect(recorder.takeUnexpected(), 'page errors and console.error messages nothing allowed').toEqual([]);
    },
    { auto: true },
  ],
  account: async ({}, use) => {
    await use(await createAccount());
  },
  // A page whose context already holds a valid session cookie (the form itself is tested once).
  signedIn: async ({ page, account }, use) => {
    await signIn(page, account);
    await use(account);
  },
  // One account and one sign-in per worker, for specs that only read what they seed (a11y).
  sharedSession: [
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const account = await createAccount();
      const request = await playwrightRequest.newContext({ baseURL });
      await openSession(request, account, baseURL);
      const { cookies } = await request.storageState();
      await request.dispose();
      await use({ account, cookies });
    },
    { scope: 'worker' },
  ],
  sharedSignedIn: async ({ context, sharedSession }, use) => {
    await context.addCookies(sharedSession.cookies);
    await use(sharedSession.account);
  },
});

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Hydrated, and the page's listener has taken over (Firebase Auth restored in the browser). */
export async function live(page: Page): Promise<void> {
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0);
}

/** The Paris day, as the server counts "today" (the browser runs in Europe/Paris too), `offset` days away. */
export function parisDay(offset = 0): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  if (offset === 0) return day;
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

export { expect };
