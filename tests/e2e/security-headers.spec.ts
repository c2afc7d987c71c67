import type { APIResponse, Page } from '@playwright/test';
import { offRecordingsURL } from '../../playwright.config.ts';
import { CSP_VIOLATION, expect, hydrated, test } from './fixtures.ts';

function expectSecurityHeaders(response: APIResponse, what: string): string {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
    expect(csp, `${what}: ${directive}`).toContain(directive);
  }
  // connect-src: the app itself, the local emulators and (the stand-in for) Open Food Facts, nothing else.
  const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
  const firestoreEmulator = `http://${process.env.FIRESTORE_EMULATOR_HOST}`;
  expect(csp, what).toContain(`connect-src 'self' ${authEmulator} ${firestoreEmulator} ${new URL(offRecordingsURL).origin};`);
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['permissions-policy'], what).toContain('camera=(self)');
  // The suite runs the server as production (NODE_ENV=production).
  expect(headers['strict-transport-security'], what).toBe('max-age=31536000');
  expect(response.headers()['content-security-policy'], `${what}: one policy only`).not.toContain(',');
  return csp;
}

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

test('every kind of response carries the security headers', async ({ page, request, signedIn }) => {
  expect(signedIn.uid).toBeTruthy();
  const baseURL = test.info().project.use.baseURL!;
  const html = await page.request.get('/dashboard');
  expectSecurityHeaders(html, 'page');
  const asset = /\/assets\/[\w.-]+\.js/.exec(await html.text())?.[0];
  expect(asset).toBeTruthy();

  const kinds: Array<[string, () => Promise<APIResponse>]> = [
    ['signed-out page', () => request.get('/login')],
    ['redirect', () => page.request.get('/', { maxRedirects: 0 })],
    ['404 page', () => page.request.get('/nope/not-here')],
    ['data request', () => page.request.get('/dashboard.data')],
    ['resource route', () => page.request.get('/api/locales/fr/common')],
    ['export', () => page.request.get('/profile/export?format=json')],
    ['service worker SDK', () => page.request.get('/firebase-messaging-sw-sdk.js')],
    ['service worker', () => page.request.get('/sw.js')],
    ['manifest', () => page.request.get('/manifest.webmanifest')],
    ['offline page', () => page.request.get('/offline.html')],
    ['static file', () => page.request.get('/favicon.svg')],
    ['hashed asset', () => page.request.get(asset!)],
    ['action', () => page.request.post('/api/notifications/send-test', { headers: { Origin: baseURL } })],
    ['foreign-origin refusal', () => page.request.post('/logout', { headers: { Origin: 'https://evil.example' }, maxRedirects: 0 })],
    ['too large a body', () => page.request.post('/login', { headers: { Origin: baseURL }, form: { idToken: 'x'.repeat(70_000) } })],
  ];
  for (const [what, request] of kinds) {
    const response = await request();
    expect(response.status(), what).toBeLessThan(500);
    const csp = expectSecurityHeaders(response, what);
    // Only React Router's responses may run inline scripts, each with its own nonce.
    if (['service worker', 'static file', 'hashed asset', 'foreign-origin refusal'].includes(what)) expect(nonceOf(csp), what).toBeUndefined();
  }
});

test('the page\'s inline scripts carry the response\'s nonce, new on every response', async ({ page }) => {
  const [first, second] = [await page.request.get('/login'), await page.request.get('/login')];
  const nonce = nonceOf(first.headers()['content-security-policy']!);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(nonceOf(second.headers()['content-security-policy']!)).not.toBe(nonce);
  const scripts = [...(await first.text()).matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(2);
  for (const attributes of scripts) {
    if (attributes.includes('type="application/json"')) continue;
    expect(attributes).toContain(`nonce="${nonce}"`);
  }
});

/** Records the page's securitypolicyviolation events from the start of every document. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('an inline script injected into a page does not run, and the browser reports it', async ({ browser }) => {
  // Its own page: the shared fixture fails any test that meets a violation, and this one must.
  const context = await browser.newContext();
  const page = await context.newPage();
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (CSP_VIOLATION.test(message.text())) consoleViolations.push(message.text());
  });
  const violations = await recordViolations(page);
  // As if a stored value had slipped unescaped into the server's HTML.
  await page.route('**/login', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('<body>', '<body><script>window.__injected = true</script>');
    await route.fulfill({ response, body });
  });
  await page.goto('/login');
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(await violations()).toContain('script-src-elem inline');
  expect(consoleViolations.join('\n')).toContain('inline script');
  await context.close();
});

test('no page breaks the policy: scripts, styles, the emulators and the live data all load', async ({ page, signedIn }) => {
  test.setTimeout(120_000);
  expect(signedIn.uid).toBeTruthy();
  const violations = await recordViolations(page);
  for (const path of ['/dashboard', '/profile', '/measurements', '/settings/notifications', '/notifications', '/tests/cooper-12min', '/calculators/bmi', '/timers/interval', '/settings/avatar', '/settings/nutrition-goals']) {
    await page.goto(path);
    await hydrated(page);
    // The Firebase SDK has signed in against the Auth emulator and Firestore listeners run.
    await expect(page.getByText('Chargement…')).toHaveCount(0);
    expect(await violations(), path).toEqual([]);
  }
  // Client-side navigation too (locale bundles, route chunks, data requests).
  for (const [link, heading] of [['Calendrier', 'Calendrier'], ['Minuteurs', 'Minuteurs'], ['Mensurations', 'Mensurations']]) {
    await page.getByRole('link', { name: link }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(await violations()).toEqual([]);
});
