// The calendar: plan a program day on today's date, start it from the calendar, finish it and see
// it done; move an entry with the keyboard (and by dragging); the phones' list, opening on today;
// starting a program with its training weekdays from its page; a URL that names no period.
import type { Locator, Page } from '@playwright/test';
import { periodSearch } from '#app/lib/calendar/period.ts';
import { addDays, isoWeekday } from '#app/lib/dates/index.ts';
import { formatDay } from '#app/lib/format/index.ts';
import { axeViolations } from './axe.ts';
import { adminGet, adminList, adminSet } from './firestore-admin.ts';
import { expect, live, parisDay, test } from './fixtures.ts';
import { storedProgram } from './seeds.ts';

const at = new Date('2026-01-05T08:00:00Z');

const lift = { exerciseId: 'squat', sets: 1, reps: 5, loadKg: 60, restSec: 60 };
const program = storedProgram('Bloc calendrier', [[{ name: 'Jambes', exercises: [lift] }, { name: 'Pecs', exercises: [{ ...lift, exerciseId: 'developpe-couche' }] }]], {
  level: 'debutant',
});

const entry = (date: string, title: string) => ({ date, kind: 'note', title, link: null, done: false, createdAt: at, updatedAt: at });

function cell(page: Page, day: string) {
  return page.locator(`[role="gridcell"][data-day="${day}"]`);
}

/** The day's dialog, opened from its cell. */
async function openDay(page: Page, day: string) {
  await cell(page, day).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A mouse drag in small steps: Chromium starts a drag only once the pointer has moved a little while pressed. */
async function drag(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + 10, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}

test('plan a program day on today, start it from the calendar, finish it, and see it done in the month view', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/programs/cal`, program);
  const today = parisDay();

  await page.goto('/calendar');
  await live(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeVisible();
  await expect(cell(page, today)).toHaveAttribute('aria-current', 'date');

  const dialog = await openDay(page, today);
  await dialog.getByLabel('Quoi').selectOption({ label: 'Une séance de programme' });
  await dialog.getByLabel('Programme', { exact: true }).selectOption({ label: 'Bloc calendrier' });
  await dialog.getByLabel('Séance du programme').selectOption({ label: 'Semaine 1 · Pecs' });
  await dialog.getByRole('button', { name: 'Planifier' }).click();

  const planned = dialog.locator('.day-item').filter({ hasText: 'Pecs · Bloc calendrier' });
  await expect(planned).toContainText('à faire');
  await expect.poll(async () => (await adminList(`users/${signedIn.uid}/calendar`)).map((e) => [e.date, e.kind, e.link])).toEqual([[today, 'seance-prevue', '/sessions/new/cal/1/1']]);

  await planned.getByRole('link', { name: 'Commencer' }).click();
  await expect(page).toHaveURL(/\/sessions\/new\/cal\/1\/1$/);
  await live(page);
  const card = page.getByRole('region', { name: 'Développé couché' });
  await card.getByRole('button', { name: 'Valider : Développé couché, série 1' }).click();
  await page.getByRole('button', { name: 'Terminer la séance' }).click();
  await expect(page.getByRole('heading', { name: 'Séance terminée' })).toBeVisible();

  await page.goto(`/calendar?vue=mois&date=${today.slice(0, 7)}`);
  await live(page);
  const chip = cell(page, today).locator('.calendar-chip').filter({ hasText: 'Pecs · Bloc calendrier' });
  await expect(chip).toHaveClass(/done/);
  // Done by its session: it opens the session, and is not listed twice.
  const done = (await openDay(page, today)).locator('.day-item').filter({ hasText: 'Pecs · Bloc calendrier' });
  await expect(done).toHaveCount(1);
  await expect(done).toContainText('fait');
  await done.getByRole('link', { name: 'Ouvrir' }).click();
  await expect(page).toHaveURL(/\/sessions\/view\//);
});

test('move an entry with the keyboard, and by dragging it; arrows and Page Down move between days and periods', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/calendar/rendez-vous`, entry('2026-11-10', 'Kiné'));
  // The whole month on screen: a mouse drag does not scroll.
  await page.setViewportSize({ width: 1280, height: 1200 });
  await page.goto('/calendar?vue=mois&date=2026-11');
  await live(page);
  await expect(page.getByRole('heading', { name: 'Novembre 2026' })).toBeVisible();

  // One tab stop in the grid; arrows move it.
  await cell(page, '2026-11-10').focus();
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, '2026-11-11')).toBeFocused();
  await expect(cell(page, '2026-11-11')).toHaveAttribute('tabindex', '0');
  await expect(cell(page, '2026-11-10')).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'mardi 10 novembre 2026' });
  await expect(dialog).toBeVisible();
  const item = dialog.locator('.day-item').filter({ hasText: 'Kiné' });
  await item.getByRole('button', { name: 'Déplacer au…' }).focus();
  await page.keyboard.press('Enter');
  const target = item.getByLabel('Nouvelle date');
  await target.fill('2026-11-10');
  await target.press('Enter');
  await expect(item.getByRole('alert')).toHaveText('Choisissez une autre date que le jour actuel.');
  await target.fill('2026-11-12');
  await target.press('Enter');
  await expect.poll(async () => (await adminGet(`users/${signedIn.uid}/calendar/rendez-vous`))?.date).toBe('2026-11-12');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cell(page, '2026-11-10')).toBeFocused();
  await expect(cell(page, '2026-11-12').locator('.calendar-chip')).toContainText('Kiné');

  // Dragging does the same.
  await drag(page, cell(page, '2026-11-12').locator('.calendar-chip', { hasText: 'Kiné' }), cell(page, '2026-11-19'));
  await expect.poll(async () => (await adminGet(`users/${signedIn.uid}/calendar/rendez-vous`))?.date).toBe('2026-11-19');
  await expect(cell(page, '2026-11-19').locator('.calendar-chip')).toContainText('Kiné');

  // Page Down: the next month, the same day focused; the URL keeps the period, back returns.
  await cell(page, '2026-11-19').focus();
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/\?vue=mois&date=2026-12$/);
  await expect(page.getByRole('heading', { name: 'Décembre 2026' })).toBeVisible();
  await expect(cell(page, '2026-12-19')).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Novembre 2026' })).toBeVisible();

  // The week view, by its link, keeps the focused day.
  await cell(page, '2026-11-19').focus();
  await page.getByRole('link', { name: 'Semaine', exact: true }).click();
  await expect(page).toHaveURL(/\?vue=semaine&date=2026-11-16$/);
  await expect(cell(page, '2026-11-19').locator('.calendar-chip')).toContainText('Kiné');
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Semaine du 16 nov\. au 22 novembre 2026$/ })).toBeVisible();
  await live(page);

  // Marked done, then deleted after a confirmation.
  await cell(page, '2026-11-19').focus();
  await page.keyboard.press('Enter');
  const day = page.getByRole('dialog', { name: 'jeudi 19 novembre 2026' });
  const kine = day.locator('.day-item').filter({ hasText: 'Kiné' });
  await kine.getByRole('button', { name: 'Marquer fait' }).click();
  await expect(kine.getByRole('button', { name: 'Marquer à faire' })).toBeVisible();
  await expect.poll(async () => (await adminGet(`users/${signedIn.uid}/calendar/rendez-vous`))?.done).toBe(true);
  await expect(cell(page, '2026-11-19').locator('.calendar-chip')).toHaveClass(/done/);
  await kine.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog', { name: 'Supprimer « Kiné » ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect.poll(() => adminGet(`users/${signedIn.uid}/calendar/rendez-vous`)).toBeNull();
  await expect(day.getByText('Rien de prévu ce jour-là.')).toBeVisible();
});

test('on a phone the period is a list of days opening on today, the days before it folded; a URL that names no period says so', async ({ page, signedIn }) => {
  const today = parisDay();
  // Today's month, or on the 1st today's week: a period holding today and the day before it.
  const view = today.endsWith('-01') ? 'semaine' : 'mois';
  test.skip(view === 'semaine' && isoWeekday(today) === 1, 'on a Monday the 1st no period holding today has a day before it');
  const yesterday = addDays(today, -1);
  await page.setViewportSize({ width: 360, height: 800 });
  await adminSet(`users/${signedIn.uid}/calendar/a`, entry(yesterday, 'Étirements'));
  await adminSet(`users/${signedIn.uid}/calendar/b`, entry(today, 'Randonnée'));
  await page.goto(`/calendar${periodSearch(view, today)}`);
  await live(page);
  await expect(page.getByRole('grid')).toBeHidden();

  // Today comes first, under the folded days before it; yesterday's entry is not on screen.
  const list = page.getByRole('region', { name: 'Liste de la période' });
  const earlier = list.locator('details').getByText(view === 'mois' ? 'Plus tôt ce mois-ci (1 jour)' : 'Plus tôt cette semaine (1 jour)');
  const todayItem = list.locator('.calendar-list-day[aria-current="date"]');
  await expect(earlier).toBeVisible();
  await expect(todayItem).toContainText(formatDay(today, 'full'));
  await expect(todayItem).toContainText('Randonnée');
  await expect(list.getByText('Étirements')).toBeHidden();
  const visibleDays = list.locator('.calendar-list-day').filter({ visible: true });
  await expect(visibleDays.first()).toHaveAttribute('aria-current', 'date');
  expect((await earlier.boundingBox())!.y).toBeLessThan((await todayItem.boundingBox())!.y);

  // Opened, the days before today show above it, in order.
  await earlier.click();
  const yesterdayItem = list.locator('.calendar-list-day').filter({ hasText: formatDay(yesterday, 'full') });
  await expect(yesterdayItem).toContainText('Étirements');
  await expect(visibleDays).toHaveText([new RegExp(formatDay(yesterday, 'full')), new RegExp(formatDay(today, 'full'))]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await yesterdayItem.getByRole('button').click();
  await expect(page.getByRole('dialog', { name: formatDay(yesterday, 'full') })).toBeVisible();

  // The day's dialog, its plan form refusing a note without a title, passes axe.
  const dialog = page.getByRole('dialog', { name: formatDay(yesterday, 'full') });
  await dialog.getByLabel('Quoi').selectOption({ label: 'Une note' });
  await dialog.getByRole('button', { name: 'Planifier', exact: true }).click();
  await expect(dialog.getByText('Donnez un titre.').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/calendar?vue=mois&date=2026-13');
  await expect(page.getByText('Cette adresse ne désigne pas une période du calendrier ; voici le mois en cours.')).toBeVisible();
});

test('starting a program with its weekdays places its days in the calendar; the days change and the program stops', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/programs/cal`, program);
  const today = parisDay();
  await page.goto('/programs/cal');
  await live(page);
  await page.getByRole('button', { name: 'Commencer ce programme' }).click();
  // Two days a week: Tuesday and Friday offered.
  await expect(page.getByRole('checkbox', { name: 'mardi' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'vendredi' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'mardi' }).uncheck();
  await page.getByRole('checkbox', { name: 'vendredi' }).uncheck();
  await page.getByRole('button', { name: 'Commencer le programme' }).click();
  await expect(page.getByText('Choisissez au moins un jour d’entraînement.').first()).toBeVisible();
  for (const day of ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']) await page.getByRole('checkbox', { name: day }).check();
  await page.getByRole('button', { name: 'Commencer le programme' }).click();
  await expect(page.getByText('Programme actif : séances le lundi, mardi, mercredi, jeudi, vendredi, samedi et dimanche.')).toBeVisible();
  expect(await adminGet(`users/${signedIn.uid}/settings/programSchedule`)).toMatchObject({ programId: 'cal', weekdays: [1, 2, 3, 4, 5, 6, 7], startDate: today });

  // Every day a training day: the two days of the program today and tomorrow.
  await page.getByRole('link', { name: 'Voir le calendrier' }).click();
  await live(page);
  await expect(cell(page, today).locator('.calendar-chip').first()).toContainText('Jambes · Bloc calendrier');
  const tomorrow = new Date(`${today}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const tomorrowDay = tomorrow.toISOString().slice(0, 10);
  await page.goto(`/calendar?vue=semaine&date=${tomorrowDay}`);
  await expect(cell(page, tomorrowDay).locator('.calendar-chip').first()).toContainText('Pecs · Bloc calendrier');

  await page.goto('/programs/cal');
  await live(page);
  await page.getByRole('button', { name: 'Modifier les jours' }).click();
  await page.getByRole('checkbox', { name: 'dimanche' }).uncheck();
  await page.getByRole('button', { name: 'Enregistrer les jours' }).click();
  await expect(page.getByText('Programme actif : séances le lundi, mardi, mercredi, jeudi, vendredi et samedi.')).toBeVisible();
  await expect.poll(async () => (await adminGet(`users/${signedIn.uid}/settings/programSchedule`))?.weekdays).toEqual([1, 2, 3, 4, 5, 6]);

  await page.getByRole('button', { name: 'Arrêter ce programme' }).click();
  await expect(page.getByRole('button', { name: 'Commencer ce programme' })).toBeVisible();
  await expect.poll(() => adminGet(`users/${signedIn.uid}/settings/programSchedule`)).toBeNull();
});
