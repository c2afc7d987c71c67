import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, live, test } from './fixtures.ts';
import { adminList, adminSet, daysAgo, measurementDoc, watchWrites } from './firestore-admin.ts';
import type { Page } from '@playwright/test';

const history = (page: Page) => page.getByRole('region', { name: /Historique des mesures/ });

test('the first HTML already holds the measurements, newest first', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/measurements/old`, measurementDoc(daysAgo(20), { weightKg: 74.2 }));
  await adminSet(`users/${signedIn.uid}/measurements/new`, measurementDoc(daysAgo(2), { weightKg: 72.5, waistCm: 81 }));
  const html = await (await page.request.get('/measurements')).text();
  expect(html).toContain('72,5 kg');
  expect(html).toContain('74,2 kg');
  expect(html.indexOf('72,5 kg')).toBeLessThan(html.indexOf('74,2 kg'));
});

test('a measurement added in one page appears live in a second page of the same account', async ({ page, signedIn }) => {
  const second = await page.context().newPage();
  await Promise.all([page.goto('/measurements'), second.goto('/measurements')]);
  await Promise.all([live(page), live(second)]);
  await expect(history(second)).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Poids', exact: true }).fill('72,5');
  await page.getByRole('textbox', { name: 'Tour de taille', exact: true }).fill('81.5');
  await page.getByRole('textbox', { name: 'Notes', exact: true }).fill('après le footing');
  await page.getByRole('button', { name: 'Ajouter la mesure' }).click();

  // Latency compensation: the author's page shows it at once; the other page through its listener.
  await expect(history(page).getByRole('cell', { name: '72,5 kg' })).toBeVisible();
  await expect(history(second).getByRole('cell', { name: '72,5 kg' })).toBeVisible();
  await expect(history(second).getByRole('cell', { name: '81,5 cm' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Enregistré$/ })).toBeVisible();
  // The form is ready for the next entry.
  await expect(page.getByRole('textbox', { name: 'Poids', exact: true })).toHaveValue('');

  const stored = await adminList(`users/${signedIn.uid}/measurements`);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ weightKg: 72.5, waistCm: 81.5, neckCm: null, notes: 'après le footing' });
});

test('invalid input gets a French message and nothing is saved', async ({ page, signedIn }) => {
  await page.goto('/measurements');
  await live(page);
  const writes = await watchWrites(`users/${signedIn.uid}`);
  const add = page.getByRole('button', { name: 'Ajouter la mesure' });

  await add.click();
  await expect(page.getByText('Renseignez au moins une mesure (poids, masse grasse ou un tour).')).toBeVisible();

  await page.getByRole('textbox', { name: 'Poids', exact: true }).fill('soixante-dix');
  await add.click();
  await expect(page.getByText('Saisissez un nombre (la virgule est acceptée, par exemple 72,5).')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Poids', exact: true })).toBeFocused();

  await page.getByRole('textbox', { name: 'Poids', exact: true }).fill('500');
  await page.getByRole('textbox', { name: 'Tour de cou', exact: true }).fill('12,5');
  await add.click();
  await expect(page.getByText('Saisissez une valeur entre 20 et 300 kg.')).toBeVisible();
  await expect(page.getByText('Saisissez une valeur entre 20 et 70 cm.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Poids', exact: true })).toHaveAttribute('aria-invalid', 'true');
  // What was typed stays for correction.
  await expect(page.getByRole('textbox', { name: 'Tour de cou', exact: true })).toHaveValue('12,5');

  await page.getByRole('textbox', { name: 'Poids', exact: true }).fill('72');
  await page.getByRole('textbox', { name: 'Tour de cou', exact: true }).fill('');
  await page.getByLabel('Date', { exact: true }).fill('2999-01-01');
  await add.click();
  await expect(page.getByText('La date ne peut pas être dans le futur.')).toBeVisible();

  await expect(page.getByText('Aucune mesure pour l’instant.', { exact: false })).toBeVisible();

  // Corrected, it is saved: the only write since the page opened.
  await page.getByLabel('Date', { exact: true }).fill(daysAgo(1));
  await add.click();
  await expect.poll(() => adminList(`users/${signedIn.uid}/measurements`)).toHaveLength(1);
  const [stored] = await adminList(`users/${signedIn.uid}/measurements`);
  expect(stored).toMatchObject({ weightKg: 72 });
  expect((await writes.list()).map((write) => write.documents)).toEqual([[`users/${signedIn.uid}/measurements/${stored!.id}`]]);
});

test('edit and delete an entry', async ({ page, signedIn }) => {
  const date = daysAgo(3);
  await adminSet(`users/${signedIn.uid}/measurements/m1`, measurementDoc(date, { weightKg: 80, neckCm: 38 }));
  await page.goto('/measurements');
  await live(page);

  await history(page).getByRole('button', { name: /^Modifier la mesure du/ }).click();
  await expect(page.getByRole('heading', { name: /^Modifier la mesure du/ })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Poids', exact: true })).toHaveValue('80');
  await page.getByRole('textbox', { name: 'Poids', exact: true }).fill('79,4');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(history(page).getByRole('cell', { name: '79,4 kg' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nouvelle mesure' })).toBeVisible();
  await expect.poll(async () => (await adminList(`users/${signedIn.uid}/measurements`))[0]?.weightKg).toBe(79.4);

  await history(page).getByRole('button', { name: /^Supprimer la mesure du/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Supprimer la mesure du/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Supprimer la mesure' }).click();
  await expect(page.getByText('Aucune mesure pour l’instant.', { exact: false })).toBeVisible();
  await expect.poll(async () => (await adminList(`users/${signedIn.uid}/measurements`)).length).toBe(0);
});

test('derived indicators come from the profile and the latest measures', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}`, { displayName: 'Alex', sex: 'homme', heightCm: 180, updatedAt: new Date() });
  await adminSet(`users/${signedIn.uid}/measurements/m1`, measurementDoc(daysAgo(10), { waistCm: 85, neckCm: 38 }));
  await adminSet(`users/${signedIn.uid}/measurements/m2`, measurementDoc(daysAgo(1), { weightKg: 81 }));
  await page.goto('/measurements');
  const indicators = page.getByRole('region', { name: 'Indicateurs' }).or(page.locator('section[aria-labelledby="indicators-title"]'));
  await expect(indicators.getByText('25,0 kg/m²')).toBeVisible();
  await expect(indicators.getByText('Surpoids')).toBeVisible();
  await expect(indicators.getByText('0,47')).toBeVisible();
  // US Navy, men: 495 / (1.0324 − 0.19077 log10(85 − 38) + 0.15456 log10(180)) − 450.
  const navy = 495 / (1.0324 - 0.19077 * Math.log10(85 - 38) + 0.15456 * Math.log10(180)) - 450;
  await expect(indicators.getByText(`${navy.toFixed(1).replace('.', ',')} %`)).toBeVisible();
});

test('the chart renders the chosen measure and period', async ({ page, signedIn }) => {
  for (const [i, days] of [80, 50, 20, 5].entries()) {
    await adminSet(`users/${signedIn.uid}/measurements/m${i}`, measurementDoc(daysAgo(days), { weightKg: 75 - i, waistCm: 84 - i }));
  }
  const chartChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/chart-impl-[\w-]+\.js$/.test(r.url())) chartChunks.push(r.url());
  });
  await page.goto('/measurements');
  await live(page);
  const figure = page.getByRole('figure', { name: 'Poids — 3 mois' });
  await expect(figure.locator('canvas').first()).toBeVisible();
  await expect(figure).toContainText('Poids : 4 valeurs');
  expect(chartChunks.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: '1 mois', exact: true }).click();
  await expect(page.getByRole('figure', { name: 'Poids — 1 mois' })).toContainText('Poids : 2 valeurs');
  await page.getByLabel('Mesure affichée').selectOption({ label: 'Tour de taille' });
  const waist = page.getByRole('figure', { name: 'Tour de taille — 1 mois' });
  await expect(waist.locator('canvas').first()).toBeVisible();
  await waist.getByText('Voir les valeurs').click();
  await expect(waist.getByRole('cell', { name: '81 cm' })).toBeVisible();
});

const longDay = (day: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

test('the chart holds its place while uPlot loads, then tells the date and value of a point', async ({ page, signedIn }) => {
  const days = [20, 9, 2].map(daysAgo);
  for (const [i, day] of days.entries()) {
    await adminSet(`users/${signedIn.uid}/measurements/m${i}`, measurementDoc(day, { weightKg: [74.2, 73.1, 72.5][i]! }));
  }
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/chart-impl-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/measurements');
  await live(page);
  const figure = page.getByRole('figure', { name: 'Poids — 3 mois' });
  const placeholder = figure.getByTestId('chart-placeholder');
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toHaveText('Chargement du graphique…');
  const reserved = (await placeholder.boundingBox())!;
  expect(reserved.height).toBeGreaterThanOrEqual(239);
  release();
  await expect(figure.locator('canvas').first()).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  // The drawn chart takes the place the placeholder held: nothing below it moves.
  const drawn = (await figure.locator('.chart-canvas').boundingBox())!;
  expect(Math.abs(drawn.height - reserved.height)).toBeLessThanOrEqual(1);
  expect(Math.abs(drawn.width - reserved.width)).toBeLessThanOrEqual(1);

  // Pointing at the newest point (right edge of the plot) shows its date and value.
  const tooltip = figure.locator('.chart-tooltip');
  const plot = figure.locator('.u-over');
  const { width, height } = (await plot.boundingBox())!;
  await plot.hover({ position: { x: width - 2, y: height / 2 } });
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(`${longDay(days[2]!)}72,5 kg`);
  await plot.hover({ position: { x: 2, y: height / 2 } });
  await expect(tooltip).toHaveText(`${longDay(days[0]!)}74,2 kg`);
  await page.getByRole('heading', { name: 'Évolution' }).hover();
  await expect(tooltip).toBeHidden();

  // From the keyboard: a slider over the points, each announced by its value text.
  const points = figure.getByRole('slider', { name: 'Parcourir les points : Poids — 3 mois' });
  await points.focus();
  await expect(points).toHaveAttribute('aria-valuetext', `${longDay(days[2]!)} · 72,5 kg`);
  await expect(tooltip).toHaveText(`${longDay(days[2]!)}72,5 kg`);
  await page.keyboard.press('Home');
  await expect(points).toHaveAttribute('aria-valuetext', `${longDay(days[0]!)} · 74,2 kg`);
  await page.keyboard.press('ArrowRight');
  await expect(points).toHaveAttribute('aria-valuetext', `${longDay(days[1]!)} · 73,1 kg`);
  await expect(tooltip).toHaveText(`${longDay(days[1]!)}73,1 kg`);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
});

// ---- The chart library stays out of every route's bundle.

function readManifest(): { routes: Record<string, { module: string; imports?: string[] }> } {
  const assets = join(process.env.ELAN_BUILD_DIR ?? 'build', 'client', 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${assets}`);
  const text = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''));
}

test('no route bundle includes uPlot: it is only ever loaded on demand', () => {
  const client = join(process.env.ELAN_BUILD_DIR ?? 'build', 'client');
  const read = (asset: string) => readFileSync(join(client, asset), 'utf8');
  // A string only uPlot's source contains (its cursor point class).
  const isUplot = (asset: string) => read(asset).includes('u-cursor-pt');
  const uplotChunks = readdirSync(join(client, 'assets')).filter((f) => f.endsWith('.js') && isUplot(`/assets/${f}`));
  expect(uplotChunks.length, 'uPlot is in the build').toBeGreaterThan(0);
  const { routes } = readManifest();
  const offenders = Object.entries(routes).flatMap(([id, route]) =>
    [route.module, ...(route.imports ?? [])].filter(isUplot).map((asset) => `${id}: ${asset}`),
  );
  expect(offenders).toEqual([]);
});

test('pages without charts never download the chart library', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/measurements/m1`, measurementDoc(daysAgo(1), { weightKg: 70 }));
  const chartChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/chart-impl-[\w-]+\.(js|css)$/.test(r.url())) chartChunks.push(r.url());
  });
  for (const path of ['/dashboard', '/profile', '/settings/avatar', '/settings/nutrition-goals']) {
    await page.goto(path);
    await live(page);
  }
  // Navigating inside the app (client-side) to a chart-free page does not fetch it either.
  await page.getByRole('link', { name: 'Profil' }).first().click();
  await live(page);
  expect(chartChunks).toEqual([]);
});

// ---- The history shows every measure, at 1280 px as on a phone.

const FULL = { weightKg: 72.5, bodyFatPct: 24.3, waistCm: 81, hipsCm: 98.5, chestCm: 92, neckCm: 33.5, armCm: 29, thighCm: 55.5 };
const FULL_CELLS = [
  ['Poids', '72,5 kg'],
  ['Masse grasse', '24,3 %'],
  ['Tour de taille', '81 cm'],
  ['Tour de hanches', '98,5 cm'],
  ['Tour de poitrine', '92 cm'],
  ['Tour de cou', '33,5 cm'],
  ['Tour de bras', '29 cm'],
  ['Tour de cuisse', '55,5 cm'],
] as const;

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

async function openFullHistory(page: Page, uid: string) {
  await adminSet(`users/${uid}/measurements/full`, measurementDoc(daysAgo(2), FULL, 'après le footing du dimanche matin'));
  await adminSet(`users/${uid}/measurements/weight`, measurementDoc(daysAgo(9), { weightKg: 73.1 }));
  await page.goto('/measurements');
  await live(page);
  const region = history(page);
  await region.scrollIntoViewIfNeeded();
  // Nothing to scroll sideways, and no cell cuts its own text.
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const clipped = await region.locator('th, td').evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent));
  expect(clipped).toEqual([]);
  return region;
}

test('at 1280 px every column of the history is visible, none under the action buttons', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const region = await openFullHistory(page, signedIn.uid);
  const regionBox = (await region.boundingBox())!;
  const row = region.getByRole('row').filter({ hasText: 'après le footing' });
  const actions = (await row.getByRole('button', { name: /^Supprimer la mesure du/ }).boundingBox())!;
  expect(inside(actions, regionBox)).toBe(true);
  for (const [, text] of FULL_CELLS) {
    const cell = (await row.getByRole('cell', { name: text, exact: true }).boundingBox())!;
    expect(inside(cell, regionBox), text).toBe(true);
    expect(cell.x + cell.width <= actions.x, `${text} left of the actions`).toBe(true);
  }
});

test('on a phone each entry lists every measure under its name', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const region = await openFullHistory(page, signedIn.uid);
  const row = region.getByRole('row').filter({ hasText: 'après le footing' });
  for (const [label, text] of FULL_CELLS) {
    // Still a table cell for assistive technology, shown within the screen under its name.
    const cell = row.getByRole('cell', { name: text, exact: true });
    const box = (await cell.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= 360, text).toBe(true);
    expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content), text).toMatch(new RegExp(`^"${label}"`));
  }
  await expect(row.getByRole('button', { name: /^Modifier la mesure du/ })).toBeInViewport();
});
