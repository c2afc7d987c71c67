import { type ErrorRecorder, expect, hydrated, test } from './fixtures.ts';

/** The 500 document, and the sanitised error the load panel reports in the browser. */
function allowServerFailure(pageErrors: ErrorRecorder, path: string) {
  pageErrors.allow(new RegExp(`^console\\.error: Failed to load resource: the server responded with a status of 500 \\(Internal Server Error\\) \\(.*${path}\\)$`));
  pageErrors.allow(/^console\.error: Error: Unexpected Server Error \(/);
}

test('a render failure shows "oups, erreur d\'affichage" and the error text, inside the shell', async ({ page, signedIn, pageErrors }) => {
  expect(signedIn.uid).toBeTruthy();
  // The boundary reports what it caught.
  pageErrors.allow(/^console\.error: Error: test render failure\b/);
  await page.goto('/__test/toasts');
  await hydrated(page);
  await page.getByRole('link', { name: 'render error' }).click();
  await expect(page.getByRole('heading', { name: "oups, erreur d'affichage" })).toBeVisible();
  await expect(page.getByText('test render failure')).toBeVisible();
  // The navigation still works.
  await page.getByRole('link', { name: 'Calendrier' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeVisible();
});

test('an uncaught loading error replaces the page with "erreur au chargement", no stack trace', async ({ page, signedIn, pageErrors }) => {
  expect(signedIn.uid).toBeTruthy();
  allowServerFailure(pageErrors, '/__test/load-error');
  const response = await page.goto('/__test/load-error');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: 'erreur au chargement' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('test loader failure');
  await expect(page.locator('body')).not.toContainText('at loader');
  // Only the page is replaced: the shell stays, and its navigation leads on.
  await hydrated(page);
  await page.getByRole('link', { name: 'Calendrier' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeVisible();
});

test('a render failure during the server render is an uncaught error too: the load panel, no stack', async ({ page, signedIn, pageErrors }) => {
  expect(signedIn.uid).toBeTruthy();
  allowServerFailure(pageErrors, '/__test/render-error');
  const response = await page.goto('/__test/render-error');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { name: 'erreur au chargement' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('RenderError');
});
