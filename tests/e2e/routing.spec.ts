import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { seedRouteTableChallenge, seedRouteTablePrograms, seedRouteTableRecipe } from './seeds.ts';
import { pathFor, ROUTES, SIGNED_IN_ROUTES } from './routes.ts';

const redirects: Array<[string, string]> = [
  ['/progression', '/progress'],
  ['/analytics', '/progress'],
  ['/analytics/progression', '/progress'],
  ['/settings/notifications/inbox', '/notifications'],
  ['/', '/dashboard'],
];

// Every page of the route table behind the session guard.
const guarded = SIGNED_IN_ROUTES.map((route) => route.path);

test.describe('redirects', () => {
  for (const [from, to] of redirects) {
    test(`${from} → ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(to);
    });
  }
});

test.describe('session guard', () => {
  for (const path of guarded) {
    test(`anonymous ${path} → /login`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    });
  }

  test('a forged session cookie is refused', async ({ request }) => {
    const response = await request.get('/dashboard', { maxRedirects: 0, headers: { Cookie: '__session=forged' } });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/login?redirectTo=%2Fdashboard');
  });
});

test('every route of the table is server-rendered with its French title for a signed-in person', async ({ page, signedIn }) => {
  test.setTimeout(90_000);
  await seedRouteTablePrograms(signedIn.uid);
  await seedRouteTableRecipe(signedIn.uid);
  await seedRouteTableChallenge(signedIn.uid);
  for (const path of SIGNED_IN_ROUTES.map((route) => pathFor(route, signedIn.uid))) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html, path).toContain('<html lang="fr"');
    // One document title, the page's own: a second <title> would leave the tab's name to chance.
    expect(html.match(/<title>([^<]*)<\/title>/g), path).toHaveLength(1);
    expect(html, path).toMatch(/<title>[^<]+ · Élan<\/title>/);
  }
});

test('unknown paths answer 404 with the French page', async ({ page, pageErrors }) => {
  pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(.*\/nope\/not-here\)$/);
  const response = await page.goto('/nope/not-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 — Page introuvable' })).toBeVisible();
  await expect(page).toHaveTitle('404 — Page introuvable · Élan');
});

test('unknown test and calculator ids are 404 too', async ({ page, signedIn }) => {
  expect(signedIn.uid).toBeTruthy();
  expect((await page.request.get('/tests/marathon')).status()).toBe(404);
  expect((await page.request.get('/calculators/horoscope')).status()).toBe(404);
});

test('locale bundles: only real namespaces, never an inherited property', async ({ request }) => {
  expect((await request.get('/api/locales/fr/common')).status()).toBe(200);
  for (const name of ['constructor', '__proto__', 'hasOwnProperty', 'toString', 'valueOf', 'nope']) {
    expect((await request.get(`/api/locales/fr/${name}`)).status(), name).toBe(404);
  }
  expect((await request.get('/api/locales/en/common')).status()).toBe(404);
  expect((await request.get('/locales/fr/constructor')).status()).toBe(404);
});

test('every page module of app/routes has a page in the route table', () => {
  const routesDir = new URL('../../app/routes/', import.meta.url);
  // Flat routes: dots separate segments, `_x` segments add no path, `x_` opts out of nesting under
  // `x` (same path), `$x` is a parameter, `$` the splat.
  const pattern = (file: string) =>
    file
      .replace(/\.tsx?$/, '')
      .split('.')
      .filter((segment) => !segment.startsWith('_'))
      .map((segment) => (segment === '$' ? '.+' : segment.startsWith('$') ? '[^/]+' : segment.replace(/[[\]]/g, '').replace(/_$/, '')))
      .join('/');
  const pages = readdirSync(routesDir).filter((file) => /export default/.test(readFileSync(new URL(file, routesDir), 'utf8')));
  const missing = pages
    .map((file) => ({ file, matcher: new RegExp(`^/${pattern(file)}$`) }))
    .filter(({ file, matcher }) => file !== '_app.tsx' && !ROUTES.some((route) => matcher.test(route.path)))
    .map(({ file }) => file);
  expect(pages.length).toBeGreaterThan(30);
  expect(missing).toEqual([]);
});
