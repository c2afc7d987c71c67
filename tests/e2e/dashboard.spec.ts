// The dashboard: a new account walks through the first-run path (one step skipped, the others
// done, progress kept across a reload, then the cards); an account with data sees every card
// filled in the first HTML; the cards' links navigate inside the app; a card whose data cannot be
// read says so alone while the others show.
import { addDays, isoDayIn, isoWeekKey } from '#app/lib/dates/index.ts';
import { axeViolations } from './axe.ts';
import { adminGet, adminSet, measurementDoc } from './firestore-admin.ts';
import { expect, hydrated, live, test } from './fixtures.ts';
import { pastSession } from './session-docs.ts';
import type { Page } from '@playwright/test';

const fr = (value: number, decimals = 0, signed = false) =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: signed ? 'exceptZero' : 'auto' }).format(value);

const card = (page: Page, name: string) => page.locator(`[data-card="${name}"]`);
const step = (page: Page, id: string) => page.locator(`.first-run-step[data-step="${id}"]`);

/** Birth date of someone who turned `age` ten days ago. */
function birthDateFor(age: number): string {
  return addDays(`${Number(isoDayIn().slice(0, 4)) - age}${isoDayIn().slice(4)}`, -10);
}

test('a new account walks through the first-run path, keeps its progress, then gets the cards', async ({ page, signedIn }) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard');
  await live(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
  await expect(page.getByRole('heading', { level: 2, name: 'Bienvenue sur Élan' })).toBeVisible();
  await expect(page.locator('[data-card]')).toHaveCount(0);
  for (const id of ['profil', 'objectifs', 'programme', 'rappels']) await expect(step(page, id)).toHaveAttribute('data-status', 'a-faire');
  await expect(page.getByText('Étape 1 sur 4')).toBeVisible();

  // 1. The profile, then today's weight: the step is done only with both.
  await page.getByLabel('Sexe').selectOption('homme');
  await page.getByLabel('Date de naissance').fill(birthDateFor(30));
  await page.getByRole('textbox', { name: 'Taille', exact: true }).fill('180');
  await page.getByLabel('Objectif').selectOption('perte');
  await page.getByRole('radio', { name: /^Modérément actif/ }).check();
  await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
  await expect(page.getByText('Profil enregistré')).toBeVisible();
  await expect(step(page, 'profil')).toHaveAttribute('data-status', 'a-faire');
  await page.getByRole('textbox', { name: 'Poids', exact: true }).fill('400');
  await page.getByRole('button', { name: 'Enregistrer mon poids' }).click();
  await expect(page.getByText('Saisissez une valeur entre 20 et 300 kg.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Poids', exact: true }).fill('80');
  await page.getByRole('button', { name: 'Enregistrer mon poids' }).click();
  await expect(step(page, 'profil')).toHaveAttribute('data-status', 'fait');

  // 2. Goals computed from that profile (Mifflin-St Jeor × 1.55 − 20 %), saved as they are.
  await expect(page.getByText('Étape 2 sur 4')).toBeVisible();
  const kcal = Math.round((10 * 80 + 6.25 * 180 - 5 * 30 + 5) * 1.55 * 0.8);
  await expect(page.getByTestId('auto-goals').locator('[data-goal="kcal"] dd')).toHaveText(`${fr(kcal)} kcal`);
  await page.getByRole('button', { name: 'Enregistrer ces objectifs' }).click();
  await expect(step(page, 'objectifs')).toHaveAttribute('data-status', 'fait');
  await expect.poll(() => adminGet(`users/${signedIn.uid}/settings/nutritionGoals`)).toMatchObject({ mode: 'auto', kcal });

  // 3. The program: skipped.
  await expect(page.getByText('Étape 3 sur 4')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Générer mon programme' })).toHaveAttribute('href', '/programs/new');
  await page.getByRole('button', { name: 'Passer cette étape' }).click();
  await expect(step(page, 'programme')).toHaveAttribute('data-status', 'passe');
  await expect(page.getByText('Étape 4 sur 4')).toBeVisible();
  await expect.poll(() => adminGet(`users/${signedIn.uid}/settings/firstRun`)).toMatchObject({ skipped: ['programme'], dismissed: false });

  // Progress is kept: a reload resumes at the step left to do.
  await page.reload();
  await live(page);
  await expect(step(page, 'profil')).toHaveAttribute('data-status', 'fait');
  await expect(step(page, 'objectifs')).toHaveAttribute('data-status', 'fait');
  await expect(step(page, 'programme')).toHaveAttribute('data-status', 'passe');
  await expect(page.getByRole('heading', { level: 3, name: 'Vos rappels' })).toBeVisible();

  // 4. Reminders are switched on where they live, and the path sees it on the way back.
  await page.getByRole('link', { name: 'Activer mes rappels' }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await hydrated(page);
  await page.getByRole('checkbox', { name: 'Me rappeler de noter mes repas' }).check();
  await page.getByRole('button', { name: 'Enregistrer les rappels' }).click();
  await expect(page.getByText('Rappels enregistrés')).toBeVisible();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Accueil' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(step(page, 'rappels')).toHaveAttribute('data-status', 'fait');

  // A skipped step can be reopened, and the path closes once every step is done or skipped.
  await step(page, 'programme').getByRole('button').click();
  await expect(page.getByText('Étape passée : vous pouvez la reprendre quand vous voulez.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Passer cette étape' })).toHaveCount(0);
  await step(page, 'rappels').getByRole('button').click();
  await expect(page.getByText('Étape faite.')).toBeVisible();
  await page.reload();
  await live(page);
  await expect(page.getByRole('heading', { name: 'Tout est prêt' })).toBeVisible();
  await page.getByRole('button', { name: 'Afficher mon tableau de bord' }).click();
  await expect(card(page, 'today')).toBeVisible();
  await expect.poll(() => adminGet(`users/${signedIn.uid}/settings/firstRun`)).toMatchObject({ skipped: ['programme'], dismissed: true });

  // The cards, empty, each lead to what fills them; the goals just saved are today's target.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Bienvenue sur Élan' })).toHaveCount(0);
  await expect(card(page, 'today').getByText('Aucune séance prévue')).toBeVisible();
  await expect(card(page, 'today').getByRole('link', { name: 'Choisir un programme' })).toHaveAttribute('href', '/programs');
  await expect(card(page, 'week').getByText('Pas encore de série en cours')).toBeVisible();
  await expect(card(page, 'nutrition').getByTestId('nutrition-energy')).toHaveText(`0 kcal sur ${fr(kcal)} kcal`);
  await expect(card(page, 'nutrition').getByRole('link', { name: 'Noter un repas' })).toHaveAttribute('href', '/nutrition');
  await expect(card(page, 'weight').getByText('80 kg')).toBeVisible();
  await expect(card(page, 'records').getByText('Vos records apparaîtront ici dès votre première séance terminée.')).toBeVisible();
  await expect(card(page, 'challenges').getByRole('link', { name: 'Relever un défi' })).toHaveAttribute('href', '/challenges');
  await expect(card(page, 'leaderboard').getByRole('link', { name: 'Rejoindre le classement' })).toHaveAttribute('href', '/leaderboard');
  await expect(card(page, 'notifications').getByText(/^Rien de nouveau/)).toBeVisible();
});

/** A food log entry as the app stores it: the nutrients of the portion eaten. */
function logEntry(id: string, kcal: number) {
  const nutrients = { kcal, proteinG: 42, carbsG: 70, sugarsG: null, fatG: 21, satFatG: null, fiberG: 8, saltG: null };
  return { id, meal: 'dejeuner', ref: { kind: 'base', id: '20505' }, name: 'Lentilles', grams: 300, serving: null, nutrients };
}

/** A person with a program under way, a week of training, food, weigh-ins, a challenge, a rank and unread messages. */
async function seedActivePerson(uid: string, today: string): Promise<void> {
  const at = new Date();
  await adminSet(`users/${uid}`, { displayName: 'Noé', sex: 'homme', birthDate: '1990-03-02', heightCm: 178, activityLevel: 'moderement-actif', goal: 'maintien', energyUnit: 'kcal', createdAt: at, updatedAt: at });
  await adminSet(`users/${uid}/programs/bloc`, {
    name: 'Bloc force',
    goal: 'force',
    level: 'intermediaire',
    weeks: [{ days: ['Jambes', 'Pecs', 'Dos'].map((name) => ({ name, exercises: [{ exerciseId: 'squat', sets: 3, reps: 5, restSec: 120 }] })) }],
    source: 'custom',
    archived: false,
    createdAt: at,
    updatedAt: at,
  });
  await adminSet(`users/${uid}/sessions/w2`, pastSession(addDays(today, -14), 90, { title: 'Jambes', exerciseId: 'squat', name: 'Squat', programId: 'bloc' }));
  await adminSet(`users/${uid}/sessions/w1`, pastSession(addDays(today, -7), 95, { title: 'Pecs', prs: [{ exerciseId: 'developpe-couche', kind: 'charge-max', value: 95, previous: 90 }] }));
  await adminSet(`users/${uid}/sessions/w0`, pastSession(today, 100, { title: 'Pecs lourds', prs: [{ exerciseId: 'developpe-couche', kind: 'charge-max', value: 100, previous: 95 }] }));
  await adminSet(`users/${uid}/calendar/plan1`, { date: today, kind: 'test-prevu', title: 'Test de Cooper', link: '/tests/cooper-12min', done: false, createdAt: at, updatedAt: at });
  await adminSet(`users/${uid}/foodLogs/${today}`, { entries: [logEntry('e1', 650)], updatedAt: at });
  await adminSet(`users/${uid}/settings/nutritionGoals`, { mode: 'manuel', kcal: 2400, proteinG: 150, carbsG: 280, fatG: 80, fiberG: 30, updatedAt: at });
  await adminSet(`users/${uid}/measurements/m1`, measurementDoc(addDays(today, -1), { weightKg: 78.4 }));
  await adminSet(`users/${uid}/measurements/m2`, measurementDoc(addDays(today, -9), { weightKg: 79.2 }));
  await adminSet(`challenges/defi-${uid}`, {
    title: '50 km en novembre',
    description: '',
    metric: 'manuel',
    unit: 'km',
    target: 50,
    startDate: addDays(today, -10),
    endDate: addDays(today, 10),
    visibility: 'publique',
    inviteCode: null,
    createdBy: uid,
    participantCount: 1,
    createdAt: at,
  });
  await adminSet(`challenges/defi-${uid}/participants/${uid}`, { uid, pseudonym: `noe${uid.slice(0, 8)}`, progress: 12.5, completedAt: null, createdAt: at, updatedAt: at });
  const avatar = { kind: 'initiales', id: null, color: 'ocean' };
  // Few points, reached late: other tests' people share this week's leaderboard and expect their own ranks.
  const week = { key: isoWeekKey(today), points: 1, reachedAt: Date.now() };
  await adminSet(`leaderboard/${uid}`, { pseudonym: `noe${uid.slice(0, 8)}`, avatar, semaine: week, mois: { ...week, key: today.slice(0, 7) }, total: { ...week, key: 'total' }, joinedAt: at, updatedAt: at });
  await adminSet(`users/${uid}/notifications/n1`, { title: 'Votre bilan de la semaine', body: 'Trois séances.', link: '/progress', read: false, createdAt: at });
  await adminSet(`users/${uid}/notifications/n2`, { title: 'Déjà lu', body: '', link: null, read: true, createdAt: at });
}

test('an account with data sees every card filled in the first HTML', async ({ page, signedIn }) => {
  const today = isoDayIn();
  await seedActivePerson(signedIn.uid, today);

  // The server's HTML, before any script runs, already holds every card's data.
  const html = await (await page.request.get('/dashboard')).text();
  for (const text of ['Bonjour Noé', 'Test de Cooper', '1 séance faite', 'Série : 3 semaines d’affilée', `650 kcal sur ${fr(2400)} kcal`, '78,4 kg', 'charge max 100 kg', '50 km en novembre', 'Votre bilan de la semaine']) {
    expect(html, text).toContain(text);
  }

  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Bienvenue sur Élan' })).toHaveCount(0);
  // Today: the test planned in the calendar leads; the program's next day stays one click away.
  const today$ = card(page, 'today');
  await expect(today$.getByText('Test prévu')).toBeVisible();
  await expect(today$.getByText('Test de Cooper')).toBeVisible();
  await expect(today$.getByRole('link', { name: 'Commencer' })).toHaveAttribute('href', '/tests/cooper-12min');
  // The week: today's session, three weeks in a row.
  await expect(card(page, 'week').getByText('1 séance faite')).toBeVisible();
  await expect(card(page, 'week').getByText('Série : 3 semaines d’affilée')).toBeVisible();
  // Nutrition against the goals, macros included.
  await expect(card(page, 'nutrition').getByTestId('nutrition-energy')).toHaveText(`650 kcal sur ${fr(2400)} kcal`);
  await expect(card(page, 'nutrition').getByText(`Reste ${fr(1750)} kcal`)).toBeVisible();
  await expect(card(page, 'nutrition').locator('[data-macro="proteinG"] dd')).toHaveText('42 g sur 150 g');
  // Weight: the latest weigh-in, and this week's mean against last week's.
  await expect(card(page, 'weight').getByText('78,4 kg')).toBeVisible();
  await expect(card(page, 'weight').getByTestId('weight-trend')).toHaveText(`${fr(-0.8, 1, true)} kg sur 7 jours`);
  // Records, newest first, each opening its session.
  const records = card(page, 'records').getByRole('link', { name: /charge max/ });
  await expect(records).toHaveCount(2);
  await expect(records.first()).toHaveText('Développé couché : charge max 100 kg (avant 95 kg)');
  await expect(records.first()).toHaveAttribute('href', '/sessions/view/w0');
  // The challenge, the rank, the unread message (the read one left out).
  await expect(card(page, 'challenges').getByText('50 km en novembre')).toBeVisible();
  await expect(card(page, 'challenges').getByText('12,5 sur 50 km')).toBeVisible();
  // The exact rank depends on the other tests' people this week (rankOf has its own tests).
  await expect(card(page, 'leaderboard').getByText(/^\d+ᵉ(ʳ)? cette semaine$/)).toBeVisible();
  await expect(card(page, 'notifications').getByText('1 non lue')).toBeVisible();
  await expect(card(page, 'notifications').getByRole('link', { name: 'Votre bilan de la semaine' })).toHaveAttribute('href', '/progress');
  await expect(card(page, 'notifications').getByText('Déjà lu')).toHaveCount(0);

  // Today's nutrition is live: a meal logged elsewhere shows without a reload.
  await live(page);
  await adminSet(`users/${signedIn.uid}/foodLogs/${today}`, { entries: [logEntry('e1', 650), logEntry('e2', 350)], updatedAt: new Date() });
  await expect(card(page, 'nutrition').getByTestId('nutrition-energy')).toHaveText(`${fr(1000)} kcal sur ${fr(2400)} kcal`);

  // Without the calendar's plan, the program's next day: the one after the furthest done.
  await adminSet(`users/${signedIn.uid}/calendar/plan1`, { date: today, kind: 'test-prevu', title: 'Test de Cooper', link: '/tests/cooper-12min', done: true, createdAt: new Date(), updatedAt: new Date() });
  await page.reload();
  await hydrated(page);
  await expect(today$.getByText('Prochaine séance de « Bloc force »')).toBeVisible();
  await expect(today$.getByText('Pecs · semaine 1')).toBeVisible();
  await expect(today$.getByRole('link', { name: 'Commencer' })).toHaveAttribute('href', '/sessions/new/bloc/1/1');

  // A session in progress in this browser: the card offers to resume it instead.
  await page.evaluate(() => {
    localStorage.setItem('elan-session:en-cours', JSON.stringify({ path: '/sessions/new/bloc/1/1', data: { status: 'en-cours', title: 'Pecs' } }));
    window.dispatchEvent(new Event('elan-session-change'));
  });
  await expect(today$.getByText('Séance en cours : Pecs')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reprendre la séance' })).toHaveCount(1);
  await expect(today$.getByRole('link', { name: 'Reprendre la séance' })).toHaveAttribute('href', '/sessions/new/bloc/1/1');
});

test('the records card says a session’s records of one exercise as one line, on a phone too', async ({ page, signedIn }) => {
  const today = isoDayIn();
  await seedActivePerson(signedIn.uid, today);
  // One heavy bench set beat two records, a squat a third, in the same session.
  const prs = [
    { exerciseId: 'developpe-couche', kind: 'charge-max', value: 105, previous: 100 },
    { exerciseId: 'developpe-couche', kind: '1rm-estime', value: 122.5, previous: 116.67 },
    { exerciseId: 'squat', kind: 'charge-max', value: 140, previous: 135 },
  ];
  await adminSet(`users/${signedIn.uid}/sessions/w0`, pastSession(today, 105, { title: 'Pecs lourds', prs }));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await hydrated(page);
  // Three lines, each an exercise of a session: the card counts lines, not records, so last week's
  // bench record still shows under today's three.
  const lines = card(page, 'records').getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.getByRole('link')).toHaveText([
    'Développé couché : charge max 105 kg (avant 100 kg) et 1RM estimé 122,5 kg (avant 116,67 kg)',
    'Squat : charge max 140 kg (avant 135 kg)',
    'Développé couché : charge max 95 kg (avant 90 kg)',
  ]);
  const links = lines.getByRole('link');
  for (const [at, session] of ['w0', 'w0', 'w1'].entries()) await expect(links.nth(at)).toHaveAttribute('href', `/sessions/view/${session}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

test('a card whose data cannot be read says so alone, the others show, and a retry reads it again', async ({ page, signedIn }) => {
  const today = isoDayIn();
  const uid = signedIn.uid;
  await seedActivePerson(uid, today);
  // A schedule naming a program by something that is no document id: the today card's planning cannot be read.
  const schedule = (programId: string) => ({ programId, weekdays: [1, 2, 3, 4, 5, 6, 7], startDate: today, updatedAt: new Date() });
  await adminSet(`users/${uid}/settings/programSchedule`, schedule('bloc/semaine-1'));

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/dashboard');
  await hydrated(page);
  const failed = page.getByTestId('card-failed');
  await expect(failed).toHaveCount(1);
  const today$ = card(page, 'today');
  await expect(today$.getByRole('heading', { level: 2, name: 'Aujourd’hui' })).toBeVisible();
  await expect(today$.getByTestId('card-failed')).toHaveText('Cette carte n’a pas pu être chargée. Vos données ne sont pas perdues : réessayez dans un instant.');
  await expect(today$.getByText('Test de Cooper')).toHaveCount(0);
  // The other cards show as they would; the week leaves out what it cannot know was planned.
  await expect(card(page, 'week').getByText('1 séance faite')).toBeVisible();
  await expect(card(page, 'week').getByText(/prévues? au calendrier/)).toHaveCount(0);
  await expect(card(page, 'week').getByRole('link', { name: 'Planifier ma semaine' })).toHaveCount(0);
  await expect(card(page, 'nutrition').getByTestId('nutrition-energy')).toHaveText(`650 kcal sur ${fr(2400)} kcal`);
  await expect(card(page, 'weight').getByText('78,4 kg')).toBeVisible();
  await expect(card(page, 'records').getByRole('link', { name: /charge max 100 kg/ })).toBeVisible();
  await expect(card(page, 'challenges').getByText('50 km en novembre')).toBeVisible();
  await expect(card(page, 'leaderboard').getByText(/^\d+ᵉ(ʳ)? cette semaine$/)).toBeVisible();
  await expect(card(page, 'notifications').getByText('1 non lue')).toBeVisible();
  // The failed card reads well on a phone, with no error detail, in every way axe checks.
  await today$.screenshot({ path: test.info().outputPath('failed-card-360.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.locator('body')).not.toContainText('invalid path parameter');

  // Once the data is fixed, "Réessayer" reads the page again in place (no reload) and the card shows.
  await page.evaluate(() => Object.assign(window, { dashboardMarker: true }));
  await adminSet(`users/${uid}/settings/programSchedule`, schedule('bloc'));
  await today$.getByRole('link', { name: 'Réessayer' }).click();
  await expect(today$.getByText('Test de Cooper')).toBeVisible();
  await expect(failed).toHaveCount(0);
  await expect(card(page, 'week').getByText(/prévues? au calendrier/)).toBeVisible();
  expect(await page.evaluate(() => (window as { dashboardMarker?: boolean }).dashboardMarker)).toBe(true);
});

test('the cards’ links navigate inside the app, without reloading the page', async ({ page, signedIn }) => {
  await seedActivePerson(signedIn.uid, isoDayIn());
  await page.goto('/dashboard');
  await hydrated(page);
  // A marker on the window survives client-side navigations only.
  await page.evaluate(() => Object.assign(window, { dashboardMarker: true }));
  const links: [cardName: string, name: string, url: RegExp, heading: string][] = [
    ['week', 'Historique des séances', /\/sessions$/, 'Séances'],
    ['nutrition', 'Journal du jour', /\/nutrition$/, 'Nutrition'],
    ['weight', 'Mensurations', /\/measurements$/, 'Mensurations'],
    ['records', 'Voir ma progression', /\/progress$/, 'Progression'],
    ['challenges', 'Voir les défis', /\/challenges$/, 'Défis'],
    ['leaderboard', 'Voir le classement', /\/leaderboard/, 'Classement'],
    ['notifications', 'Toutes les notifications', /\/notifications$/, 'Notifications'],
    ['today', 'Calendrier', /\/calendar$/, 'Calendrier'],
  ];
  for (const [cardName, name, url, heading] of links) {
    await card(page, cardName).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await page.evaluate(() => (window as { dashboardMarker?: boolean }).dashboardMarker), `${name} kept the page`).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(card(page, cardName)).toBeVisible();
  }
});

// The route table's accessibility check sees a new account's first-run path; the cards with data are checked here.
test('the cards with data have no axe violations and never scroll sideways, in each theme at 360 and 1280 px', async ({ page, signedIn }) => {
  test.setTimeout(90_000);
  await seedActivePerson(signedIn.uid, isoDayIn());
  await page.goto('/dashboard');
  await hydrated(page);
  const violations: string[] = [];
  for (const theme of ['dark', 'light', 'rose']) {
    await page.evaluate((value) => localStorage.setItem('elan-theme', value), theme);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      violations.push(...(await axeViolations(page)).map((violation) => `${theme} ${width} px — ${violation}`));
      // Reflow (WCAG 1.4.10), as the route table's check: the page never scrolls sideways.
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (sideways > 0) violations.push(`${theme} ${width} px — the page scrolls sideways by ${sideways} px`);
    }
  }
  expect(violations).toEqual([]);
});

test('the program started from its page leads the today card, over the program of the latest session', async ({ page, signedIn }) => {
  const today = isoDayIn();
  const at = new Date();
  const uid = signedIn.uid;
  await adminSet(`users/${uid}`, { displayName: 'Noé', sex: 'homme', birthDate: '1990-03-02', heightCm: 178, activityLevel: 'moderement-actif', goal: 'maintien', energyUnit: 'kcal', createdAt: at, updatedAt: at });
  const program = (name: string, days: string[]) => ({
    name, goal: 'force', level: 'intermediaire', source: 'custom', archived: false, createdAt: at, updatedAt: at,
    weeks: [{ days: days.map((day) => ({ name: day, exercises: [{ exerciseId: 'squat', sets: 3, reps: 5, restSec: 120 }] })) }],
  });
  await adminSet(`users/${uid}/programs/bloc`, program('Bloc force', ['Jambes', 'Pecs']));
  await adminSet(`users/${uid}/programs/haut`, program('Haut du corps', ['Poussée', 'Tirage']));
  await adminSet(`users/${uid}/sessions/w1`, pastSession(addDays(today, -2), 90, { title: 'Jambes', exerciseId: 'squat', name: 'Squat', programId: 'bloc' }));
  // Started today, trained on tomorrow's weekday only: nothing planned today, the next day is the program's first.
  const tomorrow = new Date(`${addDays(today, 1)}T12:00:00Z`).getUTCDay() || 7;
  await adminSet(`users/${uid}/settings/programSchedule`, { programId: 'haut', weekdays: [tomorrow], startDate: today, updatedAt: at });

  await page.goto('/dashboard');
  await hydrated(page);
  const today$ = card(page, 'today');
  await expect(today$.getByText('Prochaine séance de « Haut du corps »')).toBeVisible();
  await expect(today$.getByRole('link', { name: 'Commencer' })).toHaveAttribute('href', '/sessions/new/haut/1/0');
});

test('the demo account of `npm run dev` signs in to a dashboard whose every card has data', async ({ page }) => {
  // @ts-expect-error -- plain ESM script without type declarations
  const { seedDemoAccount } = (await import('../../scripts/seed.mjs')) as { seedDemoAccount: (env: NodeJS.ProcessEnv) => Promise<{ email: string; password: string }> };
  const demo = await seedDemoAccount(process.env);
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel('Adresse e-mail').fill(demo.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(demo.password);
  await page.locator('form').getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Bienvenue sur Élan' })).toHaveCount(0);
  await expect(card(page, 'today').getByText('Aucune séance prévue')).toHaveCount(0);
  await expect(card(page, 'week').getByText(/^Série : \d+ semaines? d’affilée$/)).toBeVisible();
  await expect(card(page, 'nutrition').getByTestId('nutrition-energy')).not.toHaveText(/^0 kcal/);
  await expect(card(page, 'weight').getByText(/ kg$/).first()).toBeVisible();
  await expect(card(page, 'records').locator('a[href^="/sessions/view/"]').first()).toBeVisible();
  await expect(card(page, 'challenges').getByText('100 km en un mois')).toBeVisible();
  await expect(card(page, 'leaderboard').getByText(/^\d+ᵉ(ʳ)? cette semaine$/)).toBeVisible();
  await expect(card(page, 'notifications').getByRole('link', { name: 'C’est l’heure de votre séance' })).toBeVisible();
});
