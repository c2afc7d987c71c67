// The calendar as iCalendar: the signed-in download, and the private subscription link that a
// calendar app follows without a cookie, which stops at once when it is replaced or turned off.
import { readFileSync } from 'node:fs';
import type { APIResponse, Browser } from '@playwright/test';
import ICAL from 'ical.js';
import { adminSet, daysAgo } from './firestore-admin.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { fr } from './locales.ts';
import { pastSession } from './session-docs.ts';

const ics = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));

/** A done session two days ago, a test planned in three days, and a fitness test done a week ago. */
async function seedCalendar(uid: string) {
  await adminSet(`users/${uid}/sessions/s1`, pastSession(daysAgo(2), 80, { title: 'Jambes; squat, fentes' }));
  const at = new Date();
  await adminSet(`users/${uid}/calendar/c1`, { date: daysAgo(-3), kind: 'test-prevu', title: 'Test de Cooper 🏃', link: '/tests/cooper-12min', done: false, createdAt: at, updatedAt: at });
  await adminSet(`users/${uid}/testResults/t1`, {
    testId: 'cooper-12min', date: daysAgo(7), inputs: { distanceM: 2650 }, result: { value: 2650, unit: 'm' }, estimates: { vo2max: 47.9 },
    rating: 'bon', age: 34, sex: 'femme', createdAt: at,
  });
}

/** A GET from a browser context that never signed in: what a phone's calendar app sends. */
async function fetchWithoutCookie(browser: Browser, url: string): Promise<{ status: number; type: string | undefined; text: string }> {
  const context = await browser.newContext();
  try {
    expect(await context.cookies()).toEqual([]);
    const response: APIResponse = await context.request.get(url, { maxRedirects: 0 });
    return { status: response.status(), type: response.headers()['content-type'], text: await response.text() };
  } finally {
    await context.close();
  }
}

test('signed in, /calendar.ics downloads the planned and done sessions and tests as iCalendar', async ({ page, signedIn, request }) => {
  await seedCalendar(signedIn.uid);

  // Without a session: to the sign-in page, nothing served.
  const anonymous = await request.get('/calendar.ics', { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toBe('/login?redirectTo=%2Fcalendar.ics');

  const response = await page.request.get('/calendar.ics');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="elan-calendrier-\d{4}-\d{2}-\d{2}\.ics"$/);
  expect(response.headers()['cache-control']).toBe('private, no-store');

  await page.goto('/calendar');
  await hydrated(page);
  await page.getByRole('link', { name: fr('calendar-feed:page.openFromCalendar') }).click();
  await expect(page.getByRole('heading', { level: 1, name: fr('calendar-feed:page.title') })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: fr('calendar-feed:page.download') }).click()]);
  expect(download.suggestedFilename()).toMatch(/^elan-calendrier-\d{4}-\d{2}-\d{2}\.ics$/);
  const text = readFileSync((await download.path())!, 'utf8');
  for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

  const events = ics(text);
  const bySummary = new Map(events.map((event) => [event.summary, event]));
  expect([...bySummary.keys()].sort()).toEqual(['Jambes; squat, fentes', 'Test : Test de Cooper (12 minutes)', 'Test de Cooper 🏃']);
  const session = bySummary.get('Jambes; squat, fentes')!;
  // pastSession starts at 08:00 UTC and lasts an hour.
  expect(session.startDate.toJSDate().toISOString()).toBe(`${daysAgo(2)}T08:00:00.000Z`);
  expect(session.endDate.toJSDate().toISOString()).toBe(`${daysAgo(2)}T09:00:00.000Z`);
  expect(session.description).toContain('Volume : 800 kg');
  expect(session.component.getFirstPropertyValue('url')).toMatch(/\/sessions\/view\/s1$/);
  const planned = bySummary.get('Test de Cooper 🏃')!;
  expect(planned.startDate.isDate).toBe(true);
  expect(planned.startDate.toString()).toBe(daysAgo(-3));
  expect(planned.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
  expect(bySummary.get('Test : Test de Cooper (12 minutes)')!.description).toContain('Niveau : Bon');
});

test('the subscription link serves the feed without a cookie and answers 404 once replaced or turned off', async ({ page, signedIn, browser }) => {
  await seedCalendar(signedIn.uid);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/calendar/abonnement');
  await hydrated(page);
  await expect(page.getByText(fr('calendar-feed:page.noLink'))).toBeVisible();
  await page.getByRole('button', { name: fr('calendar-feed:page.create') }).click();

  const linkField = page.getByLabel(fr('calendar-feed:page.linkLabel'));
  await expect(linkField).toHaveValue(/\/calendar\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
  const first = await linkField.inputValue();
  const firstUrl = new URL(first);
  await expect(page.getByRole('link', { name: fr('calendar-feed:page.openWebcal') })).toHaveAttribute('href', `webcal://${firstUrl.host}${firstUrl.pathname}`);

  await page.getByRole('button', { name: fr('calendar-feed:page.copy') }).click();
  await expect(page.getByText(fr('calendar-feed:page.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  const served = await fetchWithoutCookie(browser, first);
  expect(served.status).toBe(200);
  expect(served.type).toBe('text/calendar; charset=utf-8');
  expect(ics(served.text).map((event) => event.summary).sort()).toEqual(['Jambes; squat, fentes', 'Test : Test de Cooper (12 minutes)', 'Test de Cooper 🏃']);

  // Replacing asks first; cancelling keeps the link.
  await page.getByRole('button', { name: fr('calendar-feed:page.regenerate') }).click();
  const dialog = page.getByRole('dialog', { name: fr('calendar-feed:page.regenerateTitle') });
  await expect(dialog).toContainText(fr('calendar-feed:page.regenerateBody'));
  await dialog.getByRole('button', { name: fr('common:confirm.cancel') }).click();
  await expect(linkField).toHaveValue(first);
  await page.getByRole('button', { name: fr('calendar-feed:page.regenerate') }).click();
  await dialog.getByRole('button', { name: fr('calendar-feed:page.regenerateConfirm') }).click();
  await expect(page.getByText(fr('calendar-feed:page.regenerated'))).toBeVisible();
  await expect(linkField).not.toHaveValue(first);
  const second = await linkField.inputValue();
  expect(second).toMatch(/\/calendar\/feed\/[A-Za-z0-9_-]{32}\.ics$/);

  const old = await fetchWithoutCookie(browser, first);
  expect(old.status).toBe(404);
  expect(old.text).toBe(fr('calendar-feed:errors.notFound'));
  expect((await fetchWithoutCookie(browser, second)).status).toBe(200);

  // Turning it off: the link stops and the page offers to create one again.
  await page.getByRole('button', { name: fr('calendar-feed:page.revoke') }).click();
  await page.getByRole('dialog', { name: fr('calendar-feed:page.revokeTitle') }).getByRole('button', { name: fr('calendar-feed:page.revokeConfirm') }).click();
  await expect(page.getByRole('button', { name: fr('calendar-feed:page.create') })).toBeVisible();
  expect((await fetchWithoutCookie(browser, second)).status).toBe(404);

  // A made-up token, and a path that is not a feed file, are not found either.
  const origin = firstUrl.origin;
  expect((await fetchWithoutCookie(browser, `${origin}/calendar/feed/${'A'.repeat(32)}.ics`)).status).toBe(404);
  expect((await fetchWithoutCookie(browser, `${origin}/calendar/feed/${second.split('/').pop()!.replace('.ics', '')}`)).status).toBe(404);
});
