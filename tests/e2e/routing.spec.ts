import { expect, test } from './fixtures.ts';

const redirects: Array<[string, string]> = [
  ['/progression', '/progress'],
  ['/analytics', '/progress'],
  ['/analytics/progression', '/progress'],
  ['/settings/notifications/inbox', '/notifications'],
  ['/', '/dashboard'],
];

// One route or more of every area of the seed's route table.
const guarded = [
  '/dashboard',
  '/leaderboard',
  '/challenges',
  '/profile',
  '/programs',
  '/programs/new',
  '/programs/abc123',
  '/programs/instant',
  '/programs/custom',
  '/sessions',
  '/sessions/new',
  '/sessions/new/p1/2/0',
  '/sessions/edit/s1',
  '/sessions/view/s1',
  '/progress',
  '/tests',
  '/tests/cooper-12min',
  '/tests/sit-and-reach',
  '/calculators',
  '/calculators/bmi',
  '/calculators/whtr',
  '/measurements',
  '/notifications',
  '/settings/notifications',
  '/settings/avatar',
  '/settings/nutrition-goals',
  '/calendar',
  '/timers',
  '/timers/rest',
  '/timers/interval',
  '/timers/workout',
  '/nutrition',
  '/nutrition/foods',
  '/nutrition/foods/search',
  '/nutrition/recipes',
  '/nutrition/seed',
  '/nutrition/logs',
  '/nutrition/meal-plans',
  '/nutrition/energy-balance',
];

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
  expect(signedIn.uid).toBeTruthy();
  for (const path of guarded) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html, path).toContain('<html lang="fr"');
  }
});

test('unknown paths answer 404 with the French page', async ({ page }) => {
  const response = await page.goto('/nope/not-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 — Page introuvable' })).toBeVisible();
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
