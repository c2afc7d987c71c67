// /settings/notifications: the push state in French with the permission emulated as denied or not
// yet asked, no prompt without a press, the test notification (inbox only without FCM), reminders.
import type { Firestore } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { adminFirestore } from './firestore-admin.ts';
import { expect, hydrated, test } from './fixtures.ts';

// These journeys are about the service worker, which the other specs keep out (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

let admin: Firestore;
test.beforeAll(() => {
  admin = adminFirestore();
});
test.afterAll(async () => admin?.terminate());

/** Chromium's own permission state, as if the person had blocked notifications for the site. */
async function denyNotifications(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  // Playwright runs each test in its own browser context: the permission must target it. The
  // override lives as long as this CDP session, so it is left attached.
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: test.info().project.use.baseURL!,
    browserContextId: targetInfo.browserContextId,
  });
}

/** Counts permission prompts the page asks for (the real API still answers). */
async function countPrompts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __prompts: number };
    w.__prompts = 0;
    if (typeof Notification === 'undefined') return;
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = ((...args: Parameters<typeof Notification.requestPermission>) => {
      w.__prompts += 1;
      return original(...args);
    }) as typeof Notification.requestPermission;
  });
  return () => page.evaluate(() => (window as unknown as { __prompts: number }).__prompts);
}

const state = (page: Page, id: string) => page.getByTestId(id);

test('permission denied: the state in French, a clear error on the press, and the page keeps working', async ({ page, signedIn }) => {
  await denyNotifications(page);
  const prompts = await countPrompts(page);
  await page.goto('/settings/notifications');
  await hydrated(page);
  expect(await page.evaluate(() => Notification.permission)).toBe('denied');

  await expect(page.getByRole('heading', { level: 1, name: 'Réglages des notifications' })).toBeVisible();
  await expect(state(page, 'push-permission')).toHaveText('Bloquées');
  await expect(state(page, 'push-enabled')).toHaveText('Désactivées');
  // Only meaningful rows: no device row while push is off, no error row without an error.
  await expect(state(page, 'push-registered')).toHaveCount(0);
  await expect(state(page, 'push-last-error')).toHaveCount(0);
  await expect(page.getByText('Aucune', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Les notifications sont bloquées pour Élan dans ce navigateur.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Activer les notifications' }).click();
  const region = page.getByRole('region', { name: 'Notifications' });
  await expect(region.getByRole('alert')).toContainText('Les notifications n’ont pas pu être activées');
  await expect(region.getByRole('alert')).toContainText('L’autorisation des notifications a été refusée dans ce navigateur.');
  await expect(state(page, 'push-last-error')).toContainText('L’autorisation des notifications a été refusée dans ce navigateur.');
  // The specified exact error string is kept as the detail.
  await expect(state(page, 'push-last-error')).toContainText('« permission denied »');
  // 'denied' is final: the browser is not asked again, nothing is stored, push stays off.
  expect(await prompts()).toBe(0);
  expect((await admin.doc(`pushTokens/${signedIn.uid}`).get()).exists).toBe(false);
  await expect(state(page, 'push-enabled')).toHaveText('Désactivées');

  // Still a working page: the reminders save.
  await page.getByRole('checkbox', { name: 'Me rappeler de noter mes repas' }).check();
  await page.getByRole('button', { name: 'Enregistrer les rappels' }).click();
  await expect(region.getByText('Rappels enregistrés')).toBeVisible();
  await expect(page.getByText('erreur au chargement')).toHaveCount(0);

  // The last error survives a reload (it is this browser's state).
  await page.reload();
  await hydrated(page);
  await expect(state(page, 'push-last-error')).toContainText('« permission denied »');
});

test('no permission prompt on page load; the press asks once and reports the answer', async ({ page, signedIn }) => {
  expect(signedIn.uid).toBeTruthy();
  const prompts = await countPrompts(page);
  await page.goto('/settings/notifications');
  await hydrated(page);
  await expect(state(page, 'push-permission')).not.toHaveText('Chargement…');
  const before = await page.evaluate(() => Notification.permission);
  await page.goto('/dashboard');
  await hydrated(page);
  await page.goto('/settings/notifications');
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(await prompts()).toBe(0);

  expect(before).toBe('default');
  {
    await expect(state(page, 'push-permission')).toHaveText('Pas encore demandée');
    // Headless Chromium answers the prompt itself; make it a refusal to stay deterministic.
    await page.evaluate(() => {
      Notification.requestPermission = (async () => 'denied') as unknown as typeof Notification.requestPermission;
    });
    await page.getByRole('button', { name: 'Activer les notifications' }).click();
    await expect(state(page, 'push-last-error')).toContainText('« permission denied »');
  }
});

test("'m'envoyer une notification de test' without FCM: the inbox item only, said in French, and an alert instead of a notification", async ({ page, signedIn }) => {
  await denyNotifications(page);
  await page.goto('/settings/notifications');
  await hydrated(page);
  await expect(state(page, 'push-permission')).toHaveText('Bloquées');
  const dialog = page.waitForEvent('dialog');
  await page.getByRole('button', { name: 'M’envoyer une notification de test' }).click();
  // A system notification cannot be created (permission denied): an alert dialog instead.
  const shown = await dialog;
  expect(shown.type()).toBe('alert');
  expect(shown.message()).toBe('Notification de test\n\nLes notifications d’Élan fonctionnent. Vous recevrez vos rappels ainsi.');
  await shown.accept();

  const region = page.getByRole('region', { name: 'Notifications' });
  await expect(region.getByText('Notification ajoutée à votre boîte de réception')).toBeVisible();
  await expect(region.getByText('Aucun service d’envoi push (FCM) n’est configuré sur ce serveur', { exact: false })).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveText('1');

  const stored = await admin.collection(`users/${signedIn.uid}/notifications`).get();
  expect(stored.size).toBe(1);
  expect(stored.docs[0]!.data()).toMatchObject({
    title: 'Notification de test',
    body: 'Les notifications d’Élan fonctionnent. Vous recevrez vos rappels ainsi.',
    link: '/settings/notifications',
    read: false,
  });

  await page.getByRole('link', { name: 'Boîte de réception' }).click();
  await expect(page.getByTestId('inbox-item').getByRole('heading')).toHaveText('Non lue : Notification de test');
});

test('the test action refuses another origin and anonymous callers', async ({ page, signedIn, playwright }) => {
  expect(signedIn.uid).toBeTruthy();
  const foreign = await page.request.post('/api/notifications/send-test', { headers: { Origin: 'https://evil.example' } });
  expect(foreign.status()).toBe(403);
  const baseURL = test.info().project.use.baseURL!;
  const anonymous = await playwright.request.newContext({ baseURL });
  // An API answers 401 to a caller without a session (pages redirect to /login).
  const response = await anonymous.post('/api/notifications/send-test', { headers: { Origin: baseURL }, maxRedirects: 0 });
  expect(response.status()).toBe(401);
  await anonymous.dispose();
});

test('reminders: French errors, nothing typed is lost, saved to users/{uid}/settings/notifications', async ({ page, signedIn, pageErrors }) => {
  // Invalid reminders are refused by the server with 400.
  pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(.*\/settings\/notifications\.data\)$/);
  await page.goto('/settings/notifications');
  await hydrated(page);
  await page.getByRole('checkbox', { name: 'Me rappeler mes séances' }).check();
  for (const day of ['Lundi', 'Mercredi', 'Vendredi']) await page.getByRole('checkbox', { name: day, exact: true }).uncheck();
  await page.getByLabel('Heure du rappel').first().fill('');
  await page.getByRole('checkbox', { name: 'Recevoir un résumé de ma semaine' }).check();
  await page.getByLabel('Jour du bilan').selectOption('samedi');
  await page.getByRole('button', { name: 'Enregistrer les rappels' }).click();

  await expect(page.getByText('Choisissez au moins un jour d’entraînement, ou désactivez ce rappel.')).toBeVisible();
  await expect(page.getByText('Indiquez une heure valide, par exemple 18:30.')).toBeVisible();
  await expect(page.getByLabel('Heure du rappel').first()).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Jour du bilan')).toHaveValue('samedi');
  expect((await admin.doc(`users/${signedIn.uid}/settings/notifications`).get()).exists).toBe(false);

  await page.getByRole('checkbox', { name: 'Mardi', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Jeudi', exact: true }).check();
  await page.getByLabel('Heure du rappel').first().fill('07:15');
  await page.getByRole('button', { name: 'Enregistrer les rappels' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Rappels enregistrés')).toBeVisible();
  await expect(page.getByText('Choisissez au moins un jour d’entraînement', { exact: false })).toHaveCount(0);

  const stored = (await admin.doc(`users/${signedIn.uid}/settings/notifications`).get()).data();
  expect(stored).toMatchObject({
    training: { enabled: true, days: ['mardi', 'jeudi'], time: '07:15' },
    meals: { enabled: false, time: '20:00' },
    weeklySummary: { enabled: true, day: 'samedi' },
    timeZone: 'Europe/Paris',
  });

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('checkbox', { name: 'Me rappeler mes séances' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Mardi', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Lundi', exact: true })).not.toBeChecked();
  await expect(page.getByLabel('Heure du rappel').first()).toHaveValue('07:15');
});

test('a reminder that is off keeps its days and time, greyed and locked, and saves them unchanged', async ({ page, signedIn }) => {
  await page.goto('/settings/notifications');
  await hydrated(page);
  const enabled = page.getByRole('checkbox', { name: 'Me rappeler mes séances' });
  const day = (name: string) => page.getByRole('checkbox', { name, exact: true });
  const time = page.getByLabel('Heure du rappel').first();
  // Off by default: the suggested days stay as they are, but cannot be changed or mistaken for active.
  await expect(enabled).not.toBeChecked();
  await expect(day('Lundi')).toBeChecked();
  await expect(day('Lundi')).toBeDisabled();
  await expect(time).toBeDisabled();
  await expect(page.getByLabel('Heure du rappel').nth(1)).toBeDisabled();
  await expect(page.getByLabel('Jour du bilan')).toBeDisabled();

  await enabled.check();
  await expect(day('Lundi')).toBeEnabled();
  await day('Lundi').uncheck();
  await day('Mardi').check();
  await time.fill('07:15');
  await enabled.uncheck();
  await expect(day('Mardi')).toBeDisabled();
  await expect(day('Mardi')).toBeChecked();
  await page.getByRole('button', { name: 'Enregistrer les rappels' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Rappels enregistrés')).toBeVisible();

  const stored = (await admin.doc(`users/${signedIn.uid}/settings/notifications`).get()).data();
  expect(stored).toMatchObject({ training: { enabled: false, days: ['mardi', 'mercredi', 'vendredi'], time: '07:15' } });
  await page.reload();
  await hydrated(page);
  await expect(day('Mardi')).toBeChecked();
  await expect(day('Mardi')).toBeDisabled();
  await expect(day('Lundi')).not.toBeChecked();
});

test('push on + permission granted: after hydration the page registers the service worker and tries to register, logging failures', async ({ page, context, signedIn, pageErrors }) => {
  await admin.doc(`users/${signedIn.uid}/settings/notifications`).set({ pushEnabled: true });
  await context.grantPermissions(['notifications']);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // Headless Chromium's contexts are incognito ones, where Chrome refuses push subscriptions.
  pageErrors.allow(/^console\.error: Chrome currently does not support the Push API in incognito mode/);

  // The worker's SDK and config are generated from the build's config (demo project here).
  const sdk = await page.request.get('/firebase-messaging-sw-sdk.js');
  expect(sdk.headers()['content-type']).toContain('text/javascript');
  expect(await sdk.text()).toContain('firebase.initializeApp({"apiKey":"demo-api-key","authDomain":"demo-elan.firebaseapp.com","projectId":"demo-elan"');

  await page.goto('/dashboard');
  await hydrated(page);
  // Push is handled by the app's one worker, installed and activated at '/': no second worker.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? null), { timeout: 15_000 })
    .toMatch(/\/sw\.js$/);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname))).toEqual(['/']);
  // Without a real FCM the token cannot be obtained: logged and ignored, the page is unharmed.
  await expect.poll(() => warnings.some((w) => w.startsWith('[push] registration failed (start)')), { timeout: 25_000 }).toBe(true);
  await expect(page.getByText('erreur au chargement')).toHaveCount(0);

  await page.goto('/settings/notifications');
  await hydrated(page);
  await expect(state(page, 'push-permission')).toHaveText('Autorisées');
  await expect(state(page, 'push-enabled')).toHaveText('Activées');
  await expect(state(page, 'push-last-error')).toBeVisible();
  await expect(state(page, 'push-registered')).toHaveText('Pas encore inscrit');
  expect((await admin.doc(`pushTokens/${signedIn.uid}`).get()).exists).toBe(false);

  // Turning push off stops it and forgets the token record.
  await page.getByRole('button', { name: 'Désactiver les notifications' }).click();
  await expect(state(page, 'push-enabled')).toHaveText('Désactivées');
  await expect.poll(async () => (await admin.doc(`users/${signedIn.uid}/settings/notifications`).get()).get('pushEnabled')).toBe(false);
});
