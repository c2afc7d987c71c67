import { expect, live, test } from './fixtures.ts';
import { adminGet, adminSet } from './firestore-admin.ts';
import type { Page } from '@playwright/test';

const shellAvatar = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Profil' });

test('a new avatar shows in the shell at once, in other tabs, and after reload', async ({ page, signedIn }) => {
  const other = await page.context().newPage();
  await Promise.all([page.goto('/settings/avatar'), other.goto('/dashboard')]);
  await Promise.all([live(page), live(other)]);
  // No profile yet: the initials of the account name on the default colour.
  await expect(shellAvatar(page)).toContainText('A');

  await page.getByRole('radio', { name: 'Vélo' }).check();
  await page.getByRole('radio', { name: 'Framboise' }).check();
  // The preview follows the choice before anything is saved.
  await expect(page.getByRole('img', { name: 'Aperçu de votre avatar' }).locator('img')).toHaveAttribute('src', '/avatars/velo.svg');
  await expect(shellAvatar(page).locator('img')).toHaveCount(0);

  await page.getByRole('button', { name: 'Enregistrer l’avatar' }).click();
  await expect(shellAvatar(page).locator('img')).toHaveAttribute('src', '/avatars/velo.svg');
  await expect(shellAvatar(page).locator('[data-color]')).toHaveAttribute('data-color', 'framboise');
  await expect(shellAvatar(other).locator('img')).toHaveAttribute('src', '/avatars/velo.svg');
  await expect.poll(() => adminGet(`users/${signedIn.uid}`)).toMatchObject({ displayName: 'Alex', avatar: { kind: 'illustration', id: 'velo', color: 'framboise' } });

  // Server-rendered on the next load, on every page.
  const html = await (await page.request.get('/calendar')).text();
  expect(html).toContain('/avatars/velo.svg');
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Votre avatar' }).locator('img')).toHaveAttribute('src', '/avatars/velo.svg');

  // Back to initials: the image goes, the letters come back.
  await page.goto('/settings/avatar');
  await live(page);
  await page.getByRole('radio', { name: 'Mes initiales' }).check();
  await page.getByRole('button', { name: 'Enregistrer l’avatar' }).click();
  await expect(shellAvatar(page).locator('img')).toHaveCount(0);
  await expect(shellAvatar(page)).toContainText('A');
  await expect.poll(async () => (await adminGet(`users/${signedIn.uid}`))?.avatar).toEqual({ kind: 'initiales', id: null, color: 'framboise' });
});

test('an avatar write does not overwrite the rest of the profile', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}`, { displayName: 'Sam', heightCm: 172, sex: 'homme', updatedAt: new Date() });
  await page.goto('/settings/avatar');
  await live(page);
  await page.getByRole('radio', { name: 'Montagne' }).check();
  await page.getByRole('button', { name: 'Enregistrer l’avatar' }).click();
  await expect
    .poll(() => adminGet(`users/${signedIn.uid}`))
    .toMatchObject({ displayName: 'Sam', heightCm: 172, sex: 'homme', avatar: { kind: 'illustration', id: 'montagne', color: 'emeraude' } });
});
