// A page's translations travel with its HTML; after a client-side navigation the next page's
// namespaces come from /api/locales/… and the page must not render before they are in. Walks the
// app as a person does (links and forms only), in the production build and under `npm run dev`,
// and fails on any translation key shown instead of its French text.
import type { Page } from '@playwright/test';
import { type Account, expect, hydrated, test, uniqueEmail } from './fixtures.ts';
import { fr, rawKeysIn, rawKeysOn } from './locales.ts';
import { ROUTES, routeAt, type AppRoute } from './routes.ts';

// Desktop width: the side navigation lists every area.
test.use({ viewport: { width: 1280, height: 900 } });

/** Matches a name that starts with `text`; accessible names have their no-break spaces normalised. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}`);

/** The page shows `route` in French: its heading, and no key anywhere. */
async function expectTranslated(page: Page, route: AppRoute) {
  await expect(page).toHaveURL(route.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr(route.heading));
  expect(await rawKeysOn(page), `raw translation keys on ${route.path}`).toEqual([]);
}

/** Reaches `route` by clicking, from wherever the page is: the side navigation, or a link on its parent page. */
async function follow(page: Page, route: AppRoute) {
  const { link } = route;
  if (!link) throw new Error(`nothing links to ${route.path}`);
  if (link.from === 'nav') {
    await page.getByRole('navigation', { name: fr('common:nav.label') }).getByRole('link', { name: fr(link.label), exact: true }).click();
    return;
  }
  if (new URL(page.url()).pathname !== link.from) {
    const parent = routeAt(link.from);
    await follow(page, parent);
    await expectTranslated(page, parent);
  }
  // Card links are named by their title followed by a description.
  await page.getByRole('main').getByRole('link', { name: startsWith(fr(link.label)) }).click();
}

async function signInWithForm(page: Page, account: Account) {
  await page.getByLabel(fr('auth:fields.email')).fill(account.email);
  await page.getByLabel(fr('auth:fields.password'), { exact: true }).fill(account.password);
  await page.locator('form').getByRole('button', { name: fr('auth:actions.signIn') }).click();
}

test('the raw-key detector flags keys, and no French text of the locale files', () => {
  expect(rawKeysIn('title')).toEqual(['title']);
  expect(rawKeysIn('fields.date *')).toEqual(['fields.date']);
  expect(rawKeysIn('programs:title')).toEqual(['programs:title']);
  expect(rawKeysIn('Bonjour {{name}}')).toEqual(['Bonjour {{name}}']);
  const texts = ROUTES.map((route) => fr(route.heading)).concat(fr('auth:or'), fr('auth:subtitle'), fr('common:comingSoon'));
  expect(texts.flatMap(rawKeysIn)).toEqual([]);
});

test('the locale resource answers JSON, and 404 for an unknown namespace', async ({ request }) => {
  const response = await request.get('/api/locales/fr/auth');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toMatchObject({ title: fr('auth:title') });
  expect((await request.get('/api/locales/fr/nope')).status()).toBe(404);
});

test('signed in through the form, every area reached by its links shows French, then sign out and in again', async ({ page, account }) => {
  test.slow();
  await page.goto('/login');
  await hydrated(page);
  await expectTranslated(page, routeAt('/login'));
  await signInWithForm(page, account);
  await expectTranslated(page, routeAt('/dashboard'));

  for (const route of ROUTES.filter((candidate) => candidate.link)) {
    await follow(page, route);
    await expectTranslated(page, route);
  }

  // From a page loaded from the server (its own strings only): /login needs the auth strings,
  // the dashboard its own.
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: fr('common:auth.signOut') }).first().click();
  await expectTranslated(page, routeAt('/login'));
  await signInWithForm(page, account);
  await expectTranslated(page, routeAt('/dashboard'));
});

test('an account created through the form lands on a dashboard in French', async ({ page }) => {
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('button', { name: fr('auth:tabs.signUp') }).click();
  await page.getByLabel(fr('auth:fields.firstName')).fill('Léa');
  await page.getByLabel(fr('auth:fields.email')).fill(uniqueEmail('walk'));
  await page.getByLabel(fr('auth:fields.password'), { exact: true }).fill('secret-123');
  await page.locator('form').getByRole('button', { name: fr('auth:actions.signUp') }).click();
  await expectTranslated(page, routeAt('/dashboard'));
});

test('a page whose strings cannot be loaded shows the load error, not its keys', async ({ page, signedIn, pageErrors }) => {
  expect(signedIn.uid).toBeTruthy();
  await page.goto('/dashboard');
  await hydrated(page);
  await page.route('**/api/locales/**', (route) => route.abort());
  // Provoked here: the aborted requests, and the error the panel reports.
  pageErrors.allow(/^console\.error: Failed to load resource: net::ERR_FAILED \(.*\/api\/locales\/fr\/programs\)$/);
  pageErrors.allow(/Could not load the translations programs/);
  await follow(page, routeAt('/programs'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('common:errors.loadTitle'));
  expect(await rawKeysOn(page)).toEqual([]);
});

test('a page from the server carries only the strings it shows; a link to a page of one of its namespaces shows French', async ({ page, signedIn }) => {
  expect(signedIn.uid).toBeTruthy();
  await page.goto('/dashboard');
  await hydrated(page);
  await expectTranslated(page, routeAt('/dashboard'));
  const embedded = JSON.parse((await page.locator('#i18n-data').textContent()) ?? '{}') as Record<string, Record<string, unknown>>;
  expect(embedded.dashboard?.title).toBe(fr('dashboard:title'));
  // The navigation's labels are there, the sessions page's title is not: it comes with the
  // sessions namespace, which the page waits for.
  expect(embedded.common?.nav).toMatchObject({ sessions: fr('common:nav.sessions') });
  expect(embedded.sessions?.title).toBeUndefined();
  await follow(page, routeAt('/sessions'));
  await expectTranslated(page, routeAt('/sessions'));
});
