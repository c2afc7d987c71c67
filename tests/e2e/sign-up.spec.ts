import { createAccount, expect, hydrated, signIn, test, uniqueEmail } from './fixtures.ts';
import { adminGet } from './firestore-admin.ts';
import type { Locator, Page } from '@playwright/test';

const identity = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199'}/identitytoolkit.googleapis.com/v1`;

/** What Firebase Auth holds for an e-mail/password account. */
async function authAccount(email: string, password: string): Promise<{ localId: string; displayName?: string }> {
  const call = async (method: string, body: object) => {
    const response = await fetch(`${identity}/accounts:${method}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.ok, method).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  const { idToken } = (await call('signInWithPassword', { email, password, returnSecureToken: true })) as { idToken: string };
  const { users } = (await call('lookup', { idToken })) as { users: { localId: string; displayName?: string }[] };
  return users[0]!;
}

test('sign-up asks for a first name, which becomes the display name everywhere', async ({ page }) => {
  const email = uniqueEmail('prenom');
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  await page.getByLabel('Prénom', { exact: true }).fill('  Léa  ');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('secret-123');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL('/dashboard');

  const account = await authAccount(email, 'secret-123');
  expect(account.displayName).toBe('Léa');
  await expect.poll(async () => (await adminGet(`users/${account.localId}`))?.displayName).toBe('Léa');

  await page.goto('/profile');
  await expect(page.locator('.profile-name')).toHaveText('Léa');
  await expect(page.getByRole('textbox', { name: 'Prénom ou pseudo' })).toHaveValue('Léa');
});

test('the first name is required, bounded and not an address; the password rule is said once', async ({ page }) => {
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  const firstName = page.getByLabel('Prénom', { exact: true });
  const submit = page.getByRole('button', { name: 'Créer mon compte' });
  await page.getByLabel('Adresse e-mail').fill(uniqueEmail('prenom'));

  await page.getByLabel('Mot de passe').fill('abc');
  await expect(page.getByText(/6 caractères/)).toHaveCount(1);
  await firstName.fill('   ');
  await submit.click();
  await expect(page.getByText('Saisissez votre prénom.')).toBeVisible();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toBeFocused();
  // Hint and error both said "6 characters": only the error remains.
  await expect(page.getByText(/6 caractères/)).toHaveCount(1);
  await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères.')).toBeVisible();

  await firstName.fill('lea@example.fr');
  await page.getByLabel('Mot de passe').fill('secret-123');
  await submit.click();
  await expect(page.getByText('Saisissez votre prénom, pas une adresse e-mail.')).toBeVisible();
  await expect(page.getByText(/6 caractères/)).toHaveCount(1);
  await expect(page).toHaveURL('/login');
});

test('without any name, the part of the address before @ stands in, never the whole address', async ({ page }) => {
  const account = await createAccount('');
  await signIn(page, account);
  await page.goto('/profile');
  const local = account.email.split('@')[0]!;
  await expect(page.locator('.profile-name')).toHaveText(local);
  await expect(page.getByRole('textbox', { name: 'Prénom ou pseudo' })).toHaveValue(local);
});

/** Lines the text of an element wraps onto. */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function checkLoginLayout(page: Page) {
  const group = page.getByRole('group', { name: 'Mode de connexion' });
  const tabs = group.getByRole('button');
  await expect(tabs).toHaveCount(2);
  const groupBox = (await group.boundingBox())!;
  const boxes = [(await tabs.nth(0).boundingBox())!, (await tabs.nth(1).boundingBox())!];
  for (let i = 0; i < 2; i += 1) expect(await lineCount(tabs.nth(i)), `tab ${i} on one line`).toBe(1);
  // Side by side, together filling the group (its 0.25rem padding aside).
  expect(boxes[0]!.y).toBe(boxes[1]!.y);
  expect(boxes[0]!.x - groupBox.x).toBeLessThanOrEqual(6);
  expect(groupBox.x + groupBox.width - (boxes[1]!.x + boxes[1]!.width)).toBeLessThanOrEqual(6);
  expect(Math.abs(boxes[0]!.width - boxes[1]!.width)).toBeLessThanOrEqual(1);

  const theme = page.getByRole('button', { name: /Changer de thème/ });
  const card = page.locator('.login-card');
  for (const scroll of [0, 10_000]) {
    await page.evaluate((y) => window.scrollTo(0, y), scroll);
    expect(overlap((await theme.boundingBox())!, (await card.boundingBox())!), `theme button over the card at scroll ${scroll}`).toBe(false);
  }
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test(`login at ${viewport.width} px: tabs share the width on one line, the theme button covers nothing`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await hydrated(page);
    await checkLoginLayout(page);
    // Sign-up is the taller form: on a phone the page scrolls.
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    await checkLoginLayout(page);
  });
}
