import { test as base, expect, type Page } from '@playwright/test';

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
  return { uid: body.localId, email, password, idToken: body.idToken };
}

/** Opens a server session for the page's browser context the way the login form does. */
export async function signIn(page: Page, account: Account): Promise<void> {
  const baseURL = test.info().project.use.baseURL!;
  const response = await page.request.post('/login', {
    form: { idToken: account.idToken, redirectTo: '/dashboard' },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status(), 'POST /login with a fresh ID token').toBe(302);
}

/** Chromium reports each Content-Security-Policy violation as a console error naming the policy. */
export const CSP_VIOLATION = /violates the following Content Security Policy directive/;

export const test = base.extend<{ account: Account; signedIn: Account }>({
  // No page of any journey may break the Content-Security-Policy: a blocked script, style,
  // connection or frame fails the test that met it.
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && CSP_VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  account: async ({}, use) => {
    await use(await createAccount());
  },
  // A page whose context already holds a valid session cookie (the form itself is tested once).
  signedIn: async ({ page, account }, use) => {
    await signIn(page, account);
    await use(account);
  },
});

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export { expect };
