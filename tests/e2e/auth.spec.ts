import { createAccount, expect, test, uniqueEmail } from './fixtures.ts';

test('create an account, land on the dashboard, stay signed in, sign out, be guarded again', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  await page.getByLabel('Prénom', { exact: true }).fill('Léa');
  await page.getByLabel('Adresse e-mail').fill(uniqueEmail('signup'));
  await page.getByLabel('Mot de passe').fill('secret-123');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  // The browser's Firebase Auth agrees with the server session.
  await expect(page.getByText('Chargement…')).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
  await expect(page).toHaveURL('/login');
  await page.goto('/profile');
  await expect(page).toHaveURL('/login?redirectTo=%2Fprofile');
});

test('wrong password shows a French message and stays on /login', async ({ page, account, pageErrors }) => {
  // The Auth emulator refuses the password with 400.
  pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(.*\/accounts:signInWithPassword\?/);
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe').fill('pas-le-bon');
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await expect(page.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect.');
  await expect(page).toHaveURL('/login');
});

test('invalid e-mail and empty password are caught before any request', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await expect(page.getByText('Cette adresse e-mail n’est pas valide.')).toBeVisible();
  await expect(page.getByText('Saisissez votre mot de passe.')).toBeVisible();
});

test('redirectTo is honoured after signing in with the form', async ({ page, account }) => {
  await page.goto('/calendar');
  await expect(page).toHaveURL('/login?redirectTo=%2Fcalendar');
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).last().click();
  await expect(page).toHaveURL('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeVisible();
});

// Payloads that look like paths but leave the origin once normalised (dot segments, encoded
// dots, backslashes), and plain off-site values.
const offSiteTargets = [
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/.\\/evil.example',
  '/a/..//evil.example',
  '/%2E%2E//evil.example/x',
  'https://evil.example/x',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
];

/** Where a browser would go with this Location header. */
const originOf = (location: string | undefined) => new URL(location ?? '', test.info().project.use.baseURL!).origin;

test('off-site redirectTo values are refused by the sign-in POST', async ({ page }) => {
  const baseURL = test.info().project.use.baseURL!;
  for (const target of offSiteTargets) {
    const account = await createAccount();
    const response = await page.request.post('/login', {
      form: { idToken: account.idToken, redirectTo: target },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(response.status(), target).toBe(302);
    expect(response.headers().location, target).toBe('/dashboard');
    expect(originOf(response.headers().location), target).toBe(new URL(baseURL).origin);
  }
});

test('off-site redirectTo values are refused by /login for a signed-in person, and never reach the form', async ({ page, request, signedIn }) => {
  expect(signedIn.uid).toBeTruthy();
  const baseURL = test.info().project.use.baseURL!;
  for (const target of offSiteTargets) {
    const url = `/login?${new URLSearchParams({ redirectTo: target })}`;
    const response = await page.request.get(url, { maxRedirects: 0 });
    expect(response.status(), target).toBe(302);
    expect(response.headers().location, target).toBe('/dashboard');
    // Signed out, the page hands the value to its form: it must already be the safe one.
    const html = await (await request.get(url)).text();
    expect(html, target).not.toContain('evil.example');
  }
  // The normalised in-app path is kept.
  const inApp = await page.request.get(`/login?${new URLSearchParams({ redirectTo: '/a/../calendar?x=1' })}`, { maxRedirects: 0 });
  expect(inApp.headers().location).toBe('/calendar?x=1');
  expect(originOf(inApp.headers().location)).toBe(new URL(baseURL).origin);
});

test('a POST from a foreign origin is refused with 403', async ({ request }) => {
  const account = await createAccount();
  for (const origin of ['https://evil.example', undefined]) {
    const response = await request.post('/login', {
      form: { idToken: account.idToken, redirectTo: '/dashboard' },
      headers: origin ? { Origin: origin } : {},
      maxRedirects: 0,
    });
    expect(response.status(), String(origin)).toBe(403);
    expect(response.headers()['set-cookie']).toBeUndefined();
  }
  const logout = await request.post('/logout', { headers: { Origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(logout.status()).toBe(403);
});

test('the session cookie is httpOnly, SameSite=Lax, 5 days', async ({ page, account }) => {
  const baseURL = test.info().project.use.baseURL!;
  const response = await page.request.post('/login', {
    form: { idToken: account.idToken, redirectTo: '/dashboard' },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  const cookie = response.headers()['set-cookie'] ?? '';
  expect(cookie).toMatch(/^__session=/);
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('SameSite=Lax');
  expect(cookie).toContain('Max-Age=432000');
});

test('a signed-in person opening /login goes to /dashboard', async ({ page, signedIn }) => {
  expect(signedIn.uid).toBeTruthy();
  await page.goto('/login');
  await expect(page).toHaveURL('/dashboard');
});

test('with a server session but no browser auth state, the client signs back in silently', async ({ page, signedIn }) => {
  expect(signedIn.uid).toBeTruthy();
  // Hold the Firebase SDK's chunk back to see the loading state, then let it through. (Other
  // modules are named client.ts too, such as the i18n one the page needs to hydrate.)
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index\.esm-[\w-]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toBeVisible();
  release();
  await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0);
  // The cookie alone opened the page: the browser's Firebase Auth now holds the same person.
  const uids = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
          request.onsuccess = () => resolve((request.result as Array<{ value: { uid?: string } }>).map((r) => r.value.uid ?? ''));
          request.onerror = () => reject(request.error);
        };
      }),
  );
  expect(uids).toEqual([signedIn.uid]);
});

test('signing out revokes the session: the old cookie no longer opens pages', async ({ page, signedIn }) => {
  expect(signedIn.uid).toBeTruthy();
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === '__session');
  expect(session).toBeTruthy();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
  await expect(page).toHaveURL('/login');
  const baseURL = test.info().project.use.baseURL!;
  const token = await page.request.post('/api/custom-token', {
    headers: { Origin: baseURL, Cookie: `__session=${session!.value}` },
  });
  expect(token.status()).toBe(401);
});

test('forgotten password: the reset e-mail is requested and confirmed in French', async ({ page, account }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'e-mail de réinitialisation' })).toContainText(account.email);
  // The Auth emulator recorded the out-of-band code for this address.
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
  const codes = (await (await fetch(`http://${authHost}/emulator/v1/projects/demo-elan/oobCodes`)).json()) as {
    oobCodes: Array<{ email: string; requestType: string }>;
  };
  expect(codes.oobCodes.some((c) => c.email === account.email && c.requestType === 'PASSWORD_RESET')).toBe(true);
  await page.getByRole('button', { name: 'Retour à la connexion' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
});
