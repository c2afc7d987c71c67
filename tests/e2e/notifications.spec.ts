// The notification inbox: server-rendered, then live; mark read, mark all, delete, links; the
// unread badge in the shell; foreground pushes as toasts (through the injected message source).
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { adminFirestore } from './firestore-admin.ts';
import { expect, hydrated, test } from './fixtures.ts';

let admin: Firestore;
test.beforeAll(() => {
  admin = adminFirestore();
});
test.afterAll(async () => admin?.terminate());

/** A server-side write, as the server's reminders and test notifications do. */
function writeItem(uid: string, id: string, item: { title: string; body?: string; link?: string | null; read?: boolean; minutesAgo?: number }) {
  return admin.doc(`users/${uid}/notifications/${id}`).set({
    title: item.title,
    body: item.body ?? '',
    link: item.link ?? null,
    read: item.read ?? false,
    createdAt: item.minutesAgo === undefined ? FieldValue.serverTimestamp() : Timestamp.fromMillis(Date.now() - item.minutesAgo * 60_000),
  });
}

const bell = (page: Page) => page.locator('.topbar a[href="/notifications"]');

test('the first HTML already holds the inbox, unread first, and the unread count', async ({ page, signedIn }) => {
  await writeItem(signedIn.uid, 'a', { title: 'Ancienne lue', read: true, minutesAgo: 5 });
  await writeItem(signedIn.uid, 'b', { title: 'Bilan de la semaine', body: 'Trois séances', minutesAgo: 60 });
  await writeItem(signedIn.uid, 'c', { title: 'Séance du jour', body: 'Haut du corps à 18 h', link: '/sessions/new', minutesAgo: 1 });

  const html = await (await page.request.get('/notifications')).text();
  expect(html.indexOf('Séance du jour')).toBeGreaterThan(0);
  // Unread first (newest first), the read one last, even though it is newer than 'Bilan'.
  expect(html.indexOf('Séance du jour')).toBeLessThan(html.indexOf('Bilan de la semaine'));
  expect(html.indexOf('Bilan de la semaine')).toBeLessThan(html.indexOf('Ancienne lue'));
  expect(html).toContain('aria-label="Notifications, non lues : 2"');

  await page.goto('/notifications');
  await hydrated(page);
  const items = page.getByTestId('inbox-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0).getByRole('heading')).toHaveText('Non lue : Séance du jour');
  await expect(items.nth(2).getByRole('heading')).toHaveText('Ancienne lue');
  await expect(page.getByText('Non lues : 2')).toBeVisible();
});

test('live: an item written by the server appears, and the badge follows', async ({ page, signedIn }) => {
  await page.goto('/notifications');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Aucune notification pour l’instant' })).toBeVisible();
  await expect(page.locator('.inbox[data-live="on"]')).toBeAttached();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');

  await writeItem(signedIn.uid, 'live1', { title: 'Rappel repas', body: 'Pensez à noter votre dîner', link: '/nutrition/logs' });
  const item = page.getByTestId('inbox-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading')).toHaveText('Non lue : Rappel repas');
  await expect(item.getByText('Pensez à noter votre dîner')).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications, non lues : 1');
  await expect(page.getByTestId('unread-badge')).toHaveText('1');

  // The badge is live on every page, not only the inbox.
  await page.goto('/dashboard');
  await hydrated(page);
  await writeItem(signedIn.uid, 'live2', { title: 'Deuxième' });
  await expect(page.getByTestId('unread-badge')).toHaveText('2');
});

test('mark one read, mark all read, delete, and follow a link', async ({ page, signedIn }) => {
  await writeItem(signedIn.uid, 'n1', { title: 'Premier', minutesAgo: 3 });
  await writeItem(signedIn.uid, 'n2', { title: 'Deuxième', minutesAgo: 2 });
  await writeItem(signedIn.uid, 'n3', { title: 'Troisième', minutesAgo: 1 });
  await writeItem(signedIn.uid, 'n4', { title: 'Séance prévue', link: '/sessions/new', minutesAgo: 10 });
  await page.goto('/notifications');
  await hydrated(page);
  await expect(page.getByTestId('unread-badge')).toHaveText('4');

  await page.getByRole('button', { name: 'Marquer comme lue : « Deuxième »' }).click();
  await expect(page.getByTestId('unread-badge')).toHaveText('3');
  await expect(page.getByTestId('inbox-item').last().getByRole('heading')).toHaveText('Deuxième');
  await expect.poll(async () => (await admin.doc(`users/${signedIn.uid}/notifications/n2`).get()).get('read')).toBe(true);

  await page.getByRole('button', { name: 'Supprimer : « Premier »' }).click();
  await expect(page.getByText('Premier', { exact: true })).toHaveCount(0);
  await expect.poll(async () => (await admin.doc(`users/${signedIn.uid}/notifications/n1`).get()).exists).toBe(false);
  await expect(page.getByTestId('unread-badge')).toHaveText('2');

  // The link goes where the item points and marks it read.
  await page.getByTestId('inbox-item').filter({ hasText: 'Séance prévue' }).getByRole('link', { name: 'Voir' }).click();
  await expect(page).toHaveURL(/\/sessions\/new$/);
  await expect.poll(async () => (await admin.doc(`users/${signedIn.uid}/notifications/n4`).get()).get('read')).toBe(true);
  await expect(page.getByTestId('unread-badge')).toHaveText('1');

  await page.goto('/notifications');
  await hydrated(page);
  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(page.getByText('Tout est lu.')).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
  // The bell follows the browser's own write at once; the server has it a moment later.
  await expect.poll(async () => (await admin.collection(`users/${signedIn.uid}/notifications`).where('read', '==', false).get()).size).toBe(0);
  await expect(page.getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled();
});

test("someone else's inbox items never show", async ({ page, signedIn }) => {
  await writeItem('someone-else', 'x', { title: 'Pas pour vous' });
  await writeItem(signedIn.uid, 'mine', { title: 'Pour moi' });
  await page.goto('/notifications');
  await hydrated(page);
  await expect(page.locator('.inbox[data-live="on"]')).toBeAttached();
  await expect(page.getByText('Pour moi')).toBeVisible();
  await expect(page.getByText('Pas pour vous')).toHaveCount(0);
});

test("a foreground push is shown as a toast with its title (default 'notification') and body", async ({ page, signedIn }) => {
  expect(signedIn.uid).toBeTruthy();
  await page.goto('/__test/push-foreground');
  await hydrated(page);
  const region = page.getByRole('region', { name: 'Notifications' });
  await page.getByLabel('title').fill('Séance prévue');
  await page.getByLabel('body').fill('Haut du corps à 18 h');
  await page.getByRole('button', { name: 'emit foreground message' }).click();
  const first = region.locator('.toast').filter({ hasText: 'Séance prévue' });
  await expect(first.locator('.toast-title')).toHaveText('Séance prévue');
  await expect(first.locator('.toast-description')).toHaveText('Haut du corps à 18 h');

  await page.getByLabel('title').fill('');
  await page.getByLabel('body').fill('Sans titre');
  await page.getByRole('button', { name: 'emit foreground message' }).click();
  const untitled = region.locator('.toast').filter({ hasText: 'Sans titre' });
  await expect(untitled.locator('.toast-title')).toHaveText('notification');

  await page.getByRole('button', { name: 'emit message without notification' }).click();
  await expect(region.locator('.toast-title').filter({ hasText: /^notification$/ })).toHaveCount(2);
});
