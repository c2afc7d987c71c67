import { readFileSync } from 'node:fs';
import { createAccount, expect, live, signIn, test, TOKEN_REFUSED } from './fixtures.ts';
import { adminGet, adminList, adminSet, daysAgo, measurementDoc, watchWrites } from './firestore-admin.ts';
import { chili } from './seeds.ts';

/** A week's meal plan holding one portion of the chili on Monday's dinner, its beans ticked off. */
const emptyMeals = { 'petit-dejeuner': [], dejeuner: [], diner: [], collation: [] };
const plannedChili = { id: 'p1', ref: { kind: 'recipe', id: 'r1' }, name: 'Chili sin carne', grams: 300, serving: { label: 'portion', count: 1 }, nutrients: { kcal: 265, proteinG: 20, carbsG: 34, sugarsG: 3, fatG: 1.4, satFatG: null, fiberG: 15, saltG: 0.05 }, group: null };
const mealPlan = () => ({ days: [{ ...emptyMeals, diner: [plannedChili] }, ...Array.from({ length: 6 }, () => emptyMeals)], ticked: ['ciqual-20503'], updatedAt: new Date() });

test('fill the profile, reload: the values are there, and already in the server HTML', async ({ page, signedIn }) => {
  await page.goto('/profile');
  await live(page);
  await page.getByLabel('Prénom ou pseudo').fill('Léa Martin');
  await page.getByLabel('Sexe').selectOption('femme');
  await page.getByLabel('Date de naissance').fill('1991-05-20');
  await page.getByRole('textbox', { name: 'Taille', exact: true }).fill('167,5');
  await page.getByLabel('Objectif').selectOption('prise');
  await page.getByLabel('Unité d’énergie').selectOption('kj');
  await page.getByRole('radio', { name: /^Très actif/ }).check();
  await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Enregistré$/ })).toBeVisible();

  await expect
    .poll(() => adminGet(`users/${signedIn.uid}`))
    .toMatchObject({ displayName: 'Léa Martin', sex: 'femme', birthDate: '1991-05-20', heightCm: 167.5, goal: 'prise', energyUnit: 'kj', activityLevel: 'tres-actif' });

  // The raw response, before any script runs, already shows the saved values.
  const html = await (await page.request.get('/profile')).text();
  expect(html).toContain('value="Léa Martin"');
  expect(html).toContain('value="167,5"');
  expect(html).toContain('value="1991-05-20"');

  await page.reload();
  await live(page);
  await expect(page.getByLabel('Prénom ou pseudo')).toHaveValue('Léa Martin');
  await expect(page.getByRole('textbox', { name: 'Taille', exact: true })).toHaveValue('167,5');
  await expect(page.getByLabel('Sexe')).toHaveValue('femme');
  await expect(page.getByLabel('Objectif')).toHaveValue('prise');
  await expect(page.getByRole('radio', { name: /^Très actif/ })).toBeChecked();
  // The shell shows the new initials.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profil' })).toContainText('LM');
});

test('invalid profile input gets French messages and nothing is saved', async ({ page, signedIn }) => {
  await page.goto('/profile');
  await live(page);
  const writes = await watchWrites(`users/${signedIn.uid}`);
  await page.getByLabel('Prénom ou pseudo').fill('   ');
  await page.getByRole('textbox', { name: 'Taille', exact: true }).fill('1m80');
  await page.getByLabel('Date de naissance').fill(daysAgo(365 * 5));
  await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
  await expect(page.getByText('Saisissez un nombre (la virgule est acceptée, par exemple 72,5).')).toBeVisible();
  await expect(page.getByText('Élan s’adresse aux personnes de 13 à 110 ans : vérifiez la date de naissance.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Taille', exact: true }).fill('300');
  await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
  await expect(page.getByText('Saisissez une valeur entre 100 et 250 cm.')).toBeVisible();
  expect(await adminGet(`users/${signedIn.uid}`)).toBeNull();

  // Corrected, it is saved: the only write since the page opened.
  await page.getByLabel('Prénom ou pseudo').fill('Alex');
  await page.getByRole('textbox', { name: 'Taille', exact: true }).fill('180');
  await page.getByLabel('Date de naissance').fill('1990-01-01');
  await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
  await expect.poll(() => adminGet(`users/${signedIn.uid}`)).toMatchObject({ displayName: 'Alex', heightCm: 180 });
  expect((await writes.list()).map((write) => write.documents)).toEqual([[`users/${signedIn.uid}`]]);
});

test('a profile change in another tab shows without reload', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}`, { displayName: 'Alex', heightCm: 175, updatedAt: new Date() });
  await page.goto('/profile');
  await live(page);
  await expect(page.getByRole('textbox', { name: 'Taille', exact: true })).toHaveValue('175');
  await adminSet(`users/${signedIn.uid}`, { displayName: 'Alexandre', heightCm: 176, updatedAt: new Date() });
  await expect(page.getByRole('textbox', { name: 'Taille', exact: true })).toHaveValue('176');
  await expect(page.getByLabel('Prénom ou pseudo')).toHaveValue('Alexandre');
});

test('export downloads a JSON with the measurement, and a CSV per collection', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}`, { displayName: 'Alex', heightCm: 181, updatedAt: new Date('2025-01-02T10:00:00Z') });
  await adminSet(`users/${signedIn.uid}/measurements/m1`, measurementDoc('2025-03-04', { weightKg: 77.3, waistCm: 88 }, 'avec, une virgule'));
  await adminSet(`users/${signedIn.uid}/recipes/r1`, chili);
  await adminSet(`users/${signedIn.uid}/mealPlans/2030-W12`, mealPlan());
  await page.goto('/profile');
  await live(page);

  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Tout télécharger (JSON)' }).click()]);
  expect(json.suggestedFilename()).toMatch(/^elan-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await json.path())!, 'utf8'));
  expect(data).toMatchObject({ format: 'elan-export', uid: signedIn.uid, email: signedIn.email, profile: { displayName: 'Alex', heightCm: 181, updatedAt: '2025-01-02T10:00:00.000Z' } });
  expect(data.collections.measurements).toEqual([
    expect.objectContaining({ id: 'm1', date: '2025-03-04', weightKg: 77.3, waistCm: 88, neckCm: null, notes: 'avec, une virgule', createdAt: '2025-03-04T08:00:00.000Z' }),
  ]);
  expect(data.collections.recipes).toEqual([expect.objectContaining({ id: 'r1', name: 'Chili sin carne', servings: 4, cookedWeightG: 1200 })]);
  expect(data.collections.mealPlans).toEqual([expect.objectContaining({ id: '2030-W12', ticked: ['ciqual-20503'], days: mealPlan().days })]);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV : mensurations' }).click()]);
  const text = readFileSync((await csv.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, row] = text.split('\r\n');
  expect(header).toBe('id,date,weightKg,bodyFatPct,waistCm,hipsCm,chestCm,neckCm,armCm,thighCm,notes,createdAt,updatedAt');
  expect(row).toBe('m1,2025-03-04,77.3,,88,,,,,,"avec, une virgule",2025-03-04T08:00:00.000Z,2025-03-04T08:00:00.000Z');

  // Another person's session cannot export this one's data: the route reads the session's uid only.
  const other = await page.context().browser()!.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, await createAccount());
  const theirs = await (await otherPage.request.get('/profile/export?format=json')).json();
  expect(theirs.collections).toEqual({});
  await other.close();
});

test('account deletion erases everything, then a new sign-in finds no data', async ({ page, signedIn, pageErrors }) => {
  const uid = signedIn.uid;
  pageErrors.allow(TOKEN_REFUSED);
  await adminSet(`users/${uid}`, { displayName: 'Alex', heightCm: 181, updatedAt: new Date() });
  await adminSet(`users/${uid}/measurements/m1`, measurementDoc(daysAgo(1), { weightKg: 77 }));
  await adminSet(`users/${uid}/settings/nutritionGoals`, { mode: 'manuel', kcal: 2000, proteinG: 120, carbsG: 230, fatG: 70, fiberG: 30, updatedAt: new Date() });
  await adminSet(`users/${uid}/programs/p1`, { name: 'Force' });
  await adminSet(`users/${uid}/recipes/r1`, chili);
  await adminSet(`users/${uid}/mealPlans/2030-W12`, mealPlan());
  await adminSet(`pushTokens/${uid}`, { uid, token: 'abc', platform: 'web', updatedAt: new Date() });

  await page.goto('/profile');
  await live(page);
  // The warning names what goes, the nutrition areas included.
  await expect(page.getByText(/^Efface définitivement .*aliments, recettes, plans de repas, journaux alimentaires/)).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer mon compte…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
  const confirm = dialog.getByRole('button', { name: 'Supprimer mon compte' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Pour confirmer, tapez « SUPPRIMER »').fill('supprimer');
  await confirm.click();

  await expect(page).toHaveURL(/\/login/);
  // The browser's Firebase Auth no longer holds the person.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('firebaseLocalStorageDb');
            open.onerror = () => resolve(-1);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve(0);
              const request = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
              request.onsuccess = () => resolve((request.result as { value: { uid?: string } }[]).filter((r) => r.value?.uid).length);
              request.onerror = () => resolve(-1);
            };
          }),
      ),
    )
    .toBe(0);
  expect(await adminGet(`users/${uid}`)).toBeNull();
  expect(await adminList(`users/${uid}/measurements`)).toEqual([]);
  expect(await adminList(`users/${uid}/settings`)).toEqual([]);
  expect(await adminList(`users/${uid}/programs`)).toEqual([]);
  expect(await adminList(`users/${uid}/recipes`)).toEqual([]);
  expect(await adminList(`users/${uid}/mealPlans`)).toEqual([]);
  expect(await adminGet(`pushTokens/${uid}`)).toBeNull();
  // The session is gone: the app sends the browser back to /login.
  await page.goto('/measurements');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmeasurements/);

  // The Auth account is gone too: the old password no longer signs in; the address can start afresh.
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
  const identity = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
  const old = await fetch(`${identity}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: signedIn.email, password: signedIn.password, returnSecureToken: true }),
  });
  expect(old.ok).toBe(false);
  const again = await fetch(`${identity}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: signedIn.email, password: 'nouveau-1', returnSecureToken: true }),
  });
  const fresh = (await again.json()) as { localId: string; idToken: string };
  expect(fresh.localId).not.toBe(uid);
  await signIn(page, { uid: fresh.localId, email: signedIn.email, password: 'nouveau-1', idToken: fresh.idToken });
  await page.goto('/measurements');
  await expect(page.getByText('Aucune mesure pour l’instant.', { exact: false })).toBeVisible();
});

test('the deletion action refuses a wrong confirmation word and foreign origins', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}`, { displayName: 'Alex', updatedAt: new Date() });
  const baseURL = test.info().project.use.baseURL!;
  const wrong = await page.request.post('/profile', { form: { intent: 'delete-account', confirm: 'OUI' }, headers: { Origin: baseURL }, maxRedirects: 0 });
  expect(wrong.status()).toBe(400);
  const foreign = await page.request.post('/profile', { form: { intent: 'delete-account', confirm: 'SUPPRIMER' }, headers: { Origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(foreign.status()).toBe(403);
  expect(await adminGet(`users/${signedIn.uid}`)).toMatchObject({ displayName: 'Alex' });
});
