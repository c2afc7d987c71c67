// The reminders endpoint the scheduler calls every minute: refused without its secret; with it, a
// due reminder reaches the person's inbox once, even when two calls arrive at the same time.
import { cronSecret } from '../../playwright.config.ts';
import { adminList, adminSet } from './firestore-admin.ts';
import { createAccount, expect, hydrated, signIn, test } from './fixtures.ts';

// Sunday 29 November 2026, 03:17 in Paris: a minute no other test's reminders are set for.
const SUNDAY_0317 = '2026-11-29T02:17:00Z';

test('the endpoint answers 401 without the secret or with a wrong one, and changes nothing', async ({ request }) => {
  for (const headers of [{}, { 'X-Cron-Secret': 'wrong' }, { 'X-Cron-Secret': `${cronSecret}x` }] as Record<string, string>[]) {
    const response = await request.post('/api/cron/reminders', { headers, data: { now: SUNDAY_0317 } });
    expect(response.status()).toBe(401);
    expect(await response.text()).not.toContain('sent');
  }
  expect((await request.get('/api/cron/reminders')).status()).toBe(405);
});

test('a due training reminder is sent once to the inbox, even by two calls at once, and opens the session screen', async ({ page, request }) => {
  const person = await createAccount('Camille');
  await adminSet(`users/${person.uid}/settings/notifications`, {
    pushEnabled: false,
    training: { enabled: true, days: ['dimanche'], time: '03:17' },
    meals: { enabled: false, time: '20:00' },
    weeklySummary: { enabled: false, day: 'dimanche' },
    timeZone: 'Europe/Paris',
  });
  const call = () => request.post('/api/cron/reminders', { headers: { 'X-Cron-Secret': cronSecret }, data: { now: SUNDAY_0317 } });
  const answers = await Promise.all([call(), call()]);
  expect(answers.map((answer) => answer.status())).toEqual([200, 200]);
  const sent = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { sent: number }).sent));
  expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1);
  expect((await call()).ok()).toBe(true);

  const inbox = await adminList(`users/${person.uid}/notifications`);
  expect(inbox.map((item) => [item.title, item.link])).toEqual([['C’est l’heure de votre séance', '/sessions/new']]);

  await signIn(page, person);
  await page.goto('/dashboard');
  await hydrated(page);
  await page.locator('.topbar a[href="/notifications"]').click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByText('C’est l’heure de votre séance')).toHaveCount(1);
  await expect(page.getByText('Votre entraînement du jour vous attend. Ouvrez Élan pour commencer.')).toBeVisible();
});

test('the weekly summary reaches the inbox on its day, with the week’s sessions and food days, and opens the progress', async ({ page, request }) => {
  const person = await createAccount('Camille');
  await adminSet(`users/${person.uid}/settings/notifications`, {
    pushEnabled: false,
    training: { enabled: false, days: ['dimanche'], time: '03:17' },
    meals: { enabled: false, time: '20:00' },
    weeklySummary: { enabled: true, day: 'dimanche' },
    timeZone: 'Europe/Paris',
  });
  const session = (date: string, durationSec: number, volumeKg: number) => ({ date, status: 'terminee', durationSec, volumeKg, title: 'Haut du corps' });
  await adminSet(`users/${person.uid}/sessions/monday`, session('2026-11-23', 2700, 8450));
  await adminSet(`users/${person.uid}/sessions/friday`, session('2026-11-27', 4500, 3000));
  await adminSet(`users/${person.uid}/foodLogs/2026-11-24`, {
    entries: [{ id: 'e1', meal: 'collation', ref: { kind: 'base', id: '13039' }, name: 'Pomme', grams: 150, serving: null, nutrients: { kcal: 78, proteinG: null, carbsG: null, sugarsG: null, fatG: null, satFatG: null, fiberG: null, saltG: null } }],
  });
  // Sunday 29 November 2026, 19:00 in Paris.
  const answer = await request.post('/api/cron/reminders', { headers: { 'X-Cron-Secret': cronSecret }, data: { now: '2026-11-29T18:00:00Z' } });
  expect(answer.status()).toBe(200);

  const inbox = await adminList(`users/${person.uid}/notifications`);
  expect(inbox.map((item) => [item.title, item.link])).toEqual([['Votre semaine en bref', '/progress']]);
  expect(inbox[0]!.body).toMatch(/^2 séances \(2 h 00, 11\s450 kg soulevés\) · repas notés 1 jour sur 7\.$/);

  await signIn(page, person);
  await page.goto('/notifications');
  await hydrated(page);
  await page.getByRole('link', { name: /^Voir/ }).first().click();
  await expect(page).toHaveURL(/\/progress$/);
});
