// A challenge between two people: Anna creates a private challenge (bad input first), Bruno
// joins it through the invite link, his finished sessions move his progress bar on Anna's screen
// without a reload until he completes it (and ranks first), then he leaves and disappears from
// her ranking at once.
import type { Browser, Page } from '@playwright/test';
import { formatDay } from '#app/lib/format/index.ts';
import { adminGet, adminSet } from './firestore-admin.ts';
import { createAccount, expect, hydrated, live, parisDay, recordErrors, signIn, test, type Account, type ErrorRecorder } from './fixtures.ts';
import { fr } from './locales.ts';


/** A finished 40-minute session dated today (Paris), 3 × 10 × 100 kg of bench press: one séance for the challenge. */
const finishedSession = () => {
  const now = Date.now();
  const set = (id: string) => ({ id, kind: 'normale', reps: 10, weightKg: 100, done: true, updatedAt: now });
  return {
    title: 'Haut du corps', date: parisDay(), status: 'terminee', startedAt: now - 40 * 60_000, endedAt: now, durationSec: 40 * 60, volumeKg: 3000, prs: [],
    exercises: [{ id: 'e1', exerciseId: 'developpe-couche', name: 'Développé couché', sets: [set('s1'), set('s2'), set('s3')], updatedAt: now }], notes: '', changedAt: now,
  };
};

/** What a forged document claims without a set done: the server counts no séance for it. */
const forgedSession = () => ({ ...finishedSession(), volumeKg: 99_000, durationSec: 6 * 3600, exercises: [] });

const recorders: ErrorRecorder[] = [];

async function openAs(browser: Browser, person: Account, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const recorder = recordErrors(context);
  recorder.allow(/^console\.error: Loading the image 'https:\/\/www\.google\.com\/images\/cleardot\.gif\?[^']*' violates the following Content Security Policy directive/);
  recorders.push(recorder);
  const page = await context.newPage();
  await signIn(page, person);
  await page.goto(path);
  await hydrated(page);
  return page;
}

/** What the session screens do once a session is finished: ask the server to recompute. */
async function refreshAfterSession(page: Page) {
  const response = await page.request.post('/api/leaderboard/refresh', { headers: { Origin: new URL(page.url()).origin } });
  expect(response.status()).toBe(200);
}

const ranking = (page: Page, title: string) => page.getByRole('table', { name: `Classement du défi « ${title} »` });

test('a private challenge: created, joined by link, progress live to the other, ranked, left', async ({ browser }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-5);
  const [anna, bruno] = [`Anna ${suffix}`, `Bruno ${suffix}`];
  const title = `Deux séances ${suffix}`;
  const [first, second] = await Promise.all([createAccount('Anna'), createAccount('Bruno')]);

  const annaPage = await openAs(browser, first, '/dashboard');
  await annaPage.getByRole('navigation', { name: fr('common:nav.label') }).getByRole('link', { name: fr('common:nav.challenges'), exact: true }).click();
  await expect(annaPage.getByRole('heading', { level: 1, name: 'Défis' })).toBeVisible();
  await annaPage.getByRole('link', { name: 'Créer un défi' }).click();
  await expect(annaPage.getByRole('heading', { level: 1, name: 'Créer un défi' })).toBeVisible();
  await live(annaPage);

  // Bad input: French messages, nothing created.
  await annaPage.getByRole('button', { name: 'Créer le défi' }).click();
  await expect(annaPage.getByText('Donnez un titre au défi.')).toBeVisible();
  await expect(annaPage.getByText(fr('common:form.required'))).toBeVisible();
  await expect(annaPage.getByText('Le pseudonyme doit compter au moins 3 caractères.')).toBeVisible();
  await annaPage.getByLabel('Titre').fill(title);
  await annaPage.getByLabel('Objectif').fill('deux');
  await annaPage.getByLabel('Premier jour').fill(parisDay(2));
  await annaPage.getByLabel('Dernier jour').fill(parisDay(1));
  await annaPage.getByLabel('Ce qui compte').selectOption({ label: 'Saisie manuelle' });
  await annaPage.getByRole('button', { name: 'Créer le défi' }).click();
  await expect(annaPage.getByText('Indiquez l’unité de ce que chacun notera (par exemple : km).')).toBeVisible();
  await expect(annaPage.getByText('Le dernier jour doit être le premier jour ou après.')).toBeVisible();
  await expect(annaPage.getByText(fr('common:form.notANumber'))).toBeVisible();

  await annaPage.getByLabel('Ce qui compte').selectOption({ label: 'Séances' });
  await annaPage.getByLabel('Objectif').fill('2');
  await annaPage.getByLabel('Premier jour').fill(parisDay(0));
  await annaPage.getByLabel('Dernier jour').fill(parisDay(6));
  await annaPage.getByLabel('Sur invitation : le défi est privé, rejoint par un lien').check();
  await annaPage.getByLabel('Votre pseudonyme').fill(anna);
  await annaPage.getByRole('button', { name: 'Créer le défi' }).click();
  await expect(annaPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(ranking(annaPage, title).getByRole('row', { name: new RegExp(anna) })).toBeVisible();
  const inviteLink = await annaPage.getByLabel('Lien à partager').inputValue();
  expect(inviteLink).toMatch(/\/challenges\/join\/[A-Za-z0-9_-]{22}$/);
  const challengeId = new URL(annaPage.url()).pathname.split('/').at(-1)!;
  await live(annaPage);

  // Bruno cannot see the private challenge without the link.
  const brunoPage = await openAs(browser, second, `/challenges/view/${challengeId}`);
  recorders.at(-1)!.allow(/^console\.error: Failed to load resource: the server responded with a status of 404 /);
  await expect(brunoPage.getByRole('heading', { level: 1, name: fr('common:errors.notFoundTitle') })).toBeVisible();

  // With it, he sees what he is invited to and joins under a pseudonym of his own.
  await brunoPage.goto(new URL(inviteLink).pathname);
  await hydrated(brunoPage);
  await expect(brunoPage.getByRole('heading', { level: 1, name: 'Rejoindre un défi' })).toBeVisible();
  await expect(brunoPage.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await brunoPage.getByLabel('Votre pseudonyme').fill('ab');
  await brunoPage.getByRole('button', { name: 'Rejoindre le défi' }).click();
  await expect(brunoPage.getByText('Le pseudonyme doit compter au moins 3 caractères.')).toBeVisible();
  expect(await adminGet(`challenges/${challengeId}/participants/${second.uid}`)).toBeNull();
  await brunoPage.getByLabel('Votre pseudonyme').fill(bruno);
  await brunoPage.getByRole('button', { name: 'Rejoindre le défi' }).click();
  await expect(brunoPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await live(brunoPage);

  // Anna sees him arrive without reloading; she can no longer edit or delete, only end early.
  const brunoRow = ranking(annaPage, title).getByRole('row', { name: new RegExp(bruno) });
  await expect(brunoRow).toContainText('0 sur 2 séances');
  await expect(annaPage.getByText(/· 2 participants$/)).toBeVisible();
  await expect(annaPage.getByRole('link', { name: 'Modifier le défi' })).toHaveCount(0);
  await expect(annaPage.getByRole('button', { name: 'Terminer maintenant' })).toBeVisible();

  // Bruno finishes a session: his bar moves on Anna's screen.
  await adminSet(`users/${second.uid}/sessions/s1`, finishedSession());
  await refreshAfterSession(brunoPage);
  await expect(brunoRow).toContainText('1 sur 2 séances');
  await expect(brunoRow.getByRole('progressbar')).toHaveAttribute('value', '0.5');

  // A session with no set done, whatever it claims, moves nothing.
  await adminSet(`users/${second.uid}/sessions/forged`, forgedSession());
  await refreshAfterSession(brunoPage);
  expect((await adminGet(`challenges/${challengeId}/participants/${second.uid}`))?.progress).toBe(1);
  await expect(brunoRow).toContainText('1 sur 2 séances');

  // A second one completes the challenge: he ranks first, with his completion day.
  await adminSet(`users/${second.uid}/sessions/s2`, finishedSession());
  await refreshAfterSession(brunoPage);
  await expect(brunoRow).toContainText('2 sur 2 séances');
  await expect(brunoRow).toContainText('Réussi le');
  const names = await ranking(annaPage, title).getByRole('rowheader').allInnerTexts();
  expect(names[0]).toContain(bruno);
  expect(names[1]).toContain(anna);
  const completed = await adminGet(`challenges/${challengeId}/participants/${second.uid}`);
  expect(completed?.completedAt).toEqual(expect.any(String));

  // On his list, the challenge is among his active ones, completed.
  await brunoPage.getByRole('link', { name: 'Défis', exact: true }).first().click();
  await expect(brunoPage.getByRole('heading', { level: 1, name: 'Défis' })).toBeVisible();
  const mine = brunoPage.getByRole('region', { name: 'Mes défis en cours' });
  await expect(mine.getByRole('link', { name: title })).toBeVisible();
  await expect(mine.getByText('Réussi')).toBeVisible();

  // He leaves: gone from Anna's ranking at once.
  await mine.getByRole('link', { name: title }).click();
  await expect(brunoPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await hydrated(brunoPage);
  await brunoPage.getByRole('button', { name: 'Quitter le défi' }).click();
  await brunoPage.getByRole('dialog').getByRole('button', { name: 'Quitter le défi' }).click();
  await expect(brunoPage.getByRole('heading', { level: 1, name: 'Défis' })).toBeVisible();
  await expect(brunoRow).toHaveCount(0);
  await expect(annaPage.getByText(/· 1 participant$/)).toBeVisible();
  expect((await adminGet(`challenges/${challengeId}`))?.participantCount).toBe(1);

  for (const recorder of recorders) expect(recorder.takeUnexpected()).toEqual([]);
});

test('a public challenge counted by hand: joined from the list, my total typed (bad input refused), completion', async ({ page, signedIn }) => {
  const title = `20 km à pied ${Date.now().toString(36).slice(-5)}`;
  const at = new Date();
  await adminSet('challenges/manual-e2e', {
    title, description: 'Marche ou course, à votre rythme.', metric: 'manuel', unit: 'km', target: 20, startDate: parisDay(-2), endDate: parisDay(12),
    visibility: 'publique', inviteCode: null, createdBy: 'someone-else', participantCount: 1, createdAt: at, updatedAt: at,
  });
  await adminSet('challenges/manual-e2e/participants/someone-else', { uid: 'someone-else', pseudonym: 'Zoé', progress: 8, completedAt: null, createdAt: at, updatedAt: at });

  await page.goto('/challenges');
  await hydrated(page);
  await page.getByRole('region', { name: 'Défis publics à rejoindre' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Its dates stated once, with the days left, today included.
  const lastDay = formatDay(parisDay(12), 'long');
  await expect(page.getByText(new RegExp(`^Du .+ au ${lastDay} · encore 13 jours$`))).toBeVisible();
  await expect(page.getByText(lastDay)).toHaveCount(1);
  await live(page);
  await page.getByLabel('Votre pseudonyme').fill(`Moi ${signedIn.uid.slice(0, 6)}`);
  await page.getByRole('button', { name: 'Rejoindre le défi' }).click();
  await expect(page.getByText(`Vous participez au défi « ${title} ».`)).toBeVisible();

  const total = page.getByLabel('Mon total depuis le début (km)');
  await total.fill('beaucoup');
  await page.getByRole('button', { name: 'Enregistrer mon total' }).click();
  await expect(page.getByText('Indiquez un total entre 0 et 10 000 000.')).toBeVisible();
  await total.fill('12,5');
  await page.getByRole('button', { name: 'Enregistrer mon total' }).click();
  await expect(page.getByText('Progression enregistrée.')).toBeVisible();
  const myRow = ranking(page, title).getByRole('row', { name: /vous/ });
  await expect(myRow).toContainText('12,5 sur 20 km');
  // Ahead of Zoé's 8 km.
  expect((await ranking(page, title).getByRole('rowheader').allInnerTexts())[0]).toContain('vous');

  await total.fill('20');
  await page.getByRole('button', { name: 'Enregistrer mon total' }).click();
  await expect(page.getByText('Défi réussi, bravo ! Un total saisi à la main ne rapporte pas de points au classement.')).toBeVisible();
  await expect(myRow).toContainText('Réussi le');
  expect((await adminGet(`challenges/manual-e2e/participants/${signedIn.uid}`))?.completedAt).toEqual(expect.any(String));
});
