import { chromium } from '../../playwright.config.ts';
import { expect, live, test } from './fixtures.ts';

// A fake camera, so that what is tested is the permission, not the absence of a device; and
// Chromium answering a permission prompt as a person refusing it (a granted permission asks nothing).
test.use({ launchOptions: { ...chromium, args: [...chromium.args, '--use-fake-device-for-media-stream', '--deny-permission-prompts'] } });

test('camera permission denied: a French message and the manual entry, focused', async ({ page, signedIn }) => {
  void signedIn;
  await page.goto('/nutrition/foods/search');
  await live(page);
  await page.getByRole('button', { name: 'Scanner avec la caméra' }).click();
  await expect(page.getByText('L’accès à la caméra a été refusé. Autorisez-le dans les réglages du navigateur, ou saisissez le code-barres ci-dessous.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Saisir un code-barres' })).toBeFocused();
  await expect(page.locator('video')).toHaveCount(0);
});

test('camera allowed: the ZXing reader is loaded only then, from the app itself', async ({ page, signedIn, context, baseURL }) => {
  void signedIn;
  await context.grantPermissions(['camera'], { origin: baseURL });
  const wasm: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) wasm.push(request.url());
  });
  await page.goto('/nutrition/foods/search');
  await live(page);
  expect(wasm).toEqual([]);
  await page.getByRole('button', { name: 'Scanner avec la caméra' }).click();
  await expect(page.getByLabel('Image de la caméra')).toBeVisible();
  await expect.poll(() => wasm.length).toBe(1);
  expect(new URL(wasm[0]!).origin).toBe(new URL(baseURL!).origin);
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.paused)).toBe(true);
  await page.getByRole('button', { name: 'Fermer la caméra' }).click();
  await expect(page.locator('video')).toHaveCount(0);
});
