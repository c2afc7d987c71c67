import { expect, hydrated, test } from './fixtures.ts';

test('a render failure shows "oups, erreur d\'affichage" and the error text, inside the shell', async ({ page, signedIn }) => {
  expect(signedIn.uid).toBeTruthy();
  await page.goto('/__test/toasts');
  await hydrated(page);
  await page.getByRole('link', { name: 'render error' }).click();
  await expect(page.getByRole('heading', { name: "oups, erreur d'affichage" })).toBeVisible();
  await expect(page.getByText('test render failure')).toBeVisible();
  // The navigation still works.
  await page.getByRole('link', { name: 'Calendrier' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeVisible();
});

test('an uncaught loading error replaces the page with "erreur au chargement", no stack trace', async ({ page, signedIn }) => {
  expect(signedIn.uid).toBeTruthy();
  const response = await page.goto('/__test/load-error');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: 'erreur au chargement' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('test loader failure');
  await expect(page.locator('body')).not.toContainText('at loader');
});

test('a render failure during the server render is an uncaught error too: the load panel, no stack', async ({ page, signedIn }) => {
  expect(signedIn.uid).toBeTruthy();
  const response = await page.goto('/__test/render-error');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: 'erreur au chargement' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('RenderError');
});
