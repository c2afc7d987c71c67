// `npm run dev` as on a first run: the development server of this project starts with an empty
// dependency cache (scripts/test.mjs), and every page, on its first visit, must render and hydrate
// without a page error. Dependencies Vite found late used to re-bundle mid-visit and load a second
// copy of React ("Invalid hook call"). Run by the `dev` project only (playwright.config.ts).
import { cronSecret } from '../../playwright.config.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { fr } from './locales.ts';
import { pathFor, ROUTES } from './routes.ts';
import { seedRouteTableChallenge, seedRouteTablePrograms, seedRouteTableRecipe } from './seeds.ts';

// Two halves, one per worker, each visiting its pages in one browser context: the browser keeps
// the development modules it already fetched, as a person's browser would.
const halves = [ROUTES.filter((_, index) => index % 2 === 0), ROUTES.filter((_, index) => index % 2 === 1)];

halves.forEach((routes, half) => {
  test(`every page renders and hydrates on its first visit (${half + 1}/2)`, async ({ page, context, sharedSession, pageErrors }) => {
    test.setTimeout(routes.length * 30_000);
    pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 404 .*\/nope\/not-here\)$/);
    await seedRouteTablePrograms(sharedSession.account.uid);
    await seedRouteTableRecipe(sharedSession.account.uid);
    await seedRouteTableChallenge(sharedSession.account.uid);
    for (const route of routes) {
      if (route.public) await context.clearCookies();
      else await context.addCookies(sharedSession.cookies);
      const response = await page.goto(pathFor(route, sharedSession.account.uid));
      expect(response?.status(), route.path).toBe(route.status ?? 200);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.headingText ?? fr(route.heading));
    }
  });
});

// `npm run dev` calls the reminders endpoint every minute as Cloud Scheduler does in production:
// no browser Origin, the secret in a header.
test('the reminders endpoint answers the scheduler’s call, and refuses it without the secret', async ({ request }) => {
  expect((await request.post('/api/cron/reminders')).status()).toBe(401);
  const run = await request.post('/api/cron/reminders', { headers: { 'X-Cron-Secret': cronSecret } });
  expect(run.status()).toBe(200);
  expect(await run.json()).toMatchObject({ ok: true, failed: 0 });
});
