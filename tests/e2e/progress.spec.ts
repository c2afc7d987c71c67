// /progress: the estimated 1RM of a chosen exercise, weekly volume and sessions, records per
// exercise, body weight with its 7-day moving average and the fitness tests' estimates, each
// chart with its table, all following the period selector.
import type { Locator } from '@playwright/test';
import { expect, live, test } from './fixtures.ts';
import { adminSet, daysAgo, measurementDoc } from './firestore-admin.ts';
import { pastBench, pastSession } from './session-docs.ts';

/** A chart's text alternative: its table of values, opened if it is not yet (it stays open across periods). */
async function valuesOf(figure: Locator): Promise<Locator> {
  const details = figure.locator('details');
  if (!(await details.evaluate((element: HTMLDetailsElement) => element.open))) await figure.getByText('Voir les valeurs').click();
  return figure.getByRole('table');
}

test('/progress: 1RM of the chosen exercise, volume and sessions, records, body weight and its average, test estimates, a period selector', async ({ page, signedIn }) => {
  const uid = signedIn.uid;
  await adminSet(`users/${uid}/sessions/s1`, pastBench(daysAgo(20), 100, 'Pecs A'));
  await adminSet(`users/${uid}/sessions/s2`, pastBench(daysAgo(6), 102.5, 'Pecs B'));
  await adminSet(`users/${uid}/sessions/s3`, pastSession(daysAgo(40), 120, { title: 'Jambes', exerciseId: 'squat', name: 'Squat' }));
  // 80 and 80.6 then 79.4 kg within a week; 85 kg long before the period.
  await adminSet(`users/${uid}/measurements/m1`, measurementDoc(daysAgo(9), { weightKg: 80 }));
  await adminSet(`users/${uid}/measurements/m2`, measurementDoc(daysAgo(8), { weightKg: 80.6, waistCm: 84 }));
  await adminSet(`users/${uid}/measurements/m3`, measurementDoc(daysAgo(3), { weightKg: 79.4 }));
  await adminSet(`users/${uid}/measurements/m4`, measurementDoc(daysAgo(120), { weightKg: 85 }));
  await adminSet(`users/${uid}/measurements/m5`, measurementDoc(daysAgo(2), { waistCm: 83 }));
  const testedAt = new Date(`${daysAgo(5)}T08:00:00Z`);
  await adminSet(`users/${uid}/testResults/t1`, {
    testId: 'cooper-12min',
    date: daysAgo(5),
    inputs: { distanceM: 2500 },
    result: { value: 2500, unit: 'm' },
    estimates: { vo2max: 44.63 },
    rating: null,
    age: 35,
    sex: 'homme',
    createdAt: testedAt,
  });

  await page.goto('/sessions');
  await live(page);
  await page.getByRole('link', { name: 'Progression' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progression' })).toBeVisible();

  // The most practised exercise first; its chart's text alternative is a table of its points.
  const chooser = page.getByRole('combobox', { name: 'Exercice' });
  await expect(chooser).toHaveValue('developpe-couche');
  const bench = page.getByRole('figure', { name: '1RM estimé, Développé couché, 3 mois' });
  const benchValues = await valuesOf(bench);
  await expect(benchValues).toContainText('119,6 kg');
  await expect(page.getByRole('figure', { name: 'Volume par semaine, 3 mois' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Séances par semaine, 3 mois' })).toBeVisible();
  const records = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Charge max' }) });
  await expect(records.getByRole('row', { name: /Développé couché/ })).toContainText('102,5 kg');
  await expect(records.getByRole('row', { name: /Squat/ })).toContainText('120 kg');

  await live(page);
  await chooser.selectOption({ label: 'Squat (1 séance)' });
  await expect(page).toHaveURL(/\/progress\?periode=3m&exercice=squat$/);
  const squat = page.getByRole('figure', { name: '1RM estimé, Squat, 3 mois' });
  const squatValues = await valuesOf(squat);
  await expect(squatValues).toContainText('140 kg');

  // Body weight: the day's weight and the mean of the last 7 days ((80 + 80,6 + 79,4) / 3 = 80).
  const weight = page.getByRole('figure', { name: 'Poids corporel, 3 mois' });
  const weightValues = await valuesOf(weight);
  const weightRows = weightValues.getByRole('row');
  await expect(weightRows).toHaveCount(4);
  await expect(weightRows.nth(2)).toContainText(/80,6 kg\s*80,3 kg/);
  await expect(weightRows.nth(3)).toContainText(/79,4 kg\s*80 kg/);
  await expect(weightValues).not.toContainText('85 kg');

  const vo2max = page.getByRole('figure', { name: 'VO2max estimée, 3 mois' });
  const vo2maxValues = await valuesOf(vo2max);
  await expect(vo2maxValues).toContainText('44,6 ml/kg/min');
  await expect(vo2maxValues).toContainText('Test de Cooper');

  // Another period keeps the chosen exercise, when it was done in it.
  await page.getByRole('link', { name: '4 semaines' }).click();
  await expect(page).toHaveURL(/\/progress\?periode=4s&exercice=squat$/);
  await expect(page.getByRole('link', { name: '4 semaines' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('figure', { name: '1RM estimé, Développé couché, 4 semaines' })).toBeVisible();
  await page.getByRole('link', { name: 'Tout' }).click();
  await expect(page).toHaveURL(/\/progress\?periode=tout&exercice=squat$/);
  await expect(page.getByRole('figure', { name: '1RM estimé, Squat, Tout' })).toBeVisible();
  const allWeight = page.getByRole('figure', { name: 'Poids corporel, Tout' });
  const allWeightValues = await valuesOf(allWeight);
  await expect(allWeightValues).toContainText('85 kg');

  // A phone: each exercise's records are a card that fits the screen, nothing cut at the right.
  await page.setViewportSize({ width: 390, height: 800 });
  const recordsFrame = page.locator('.table-scroll', { has: page.locator('.records-table') });
  await expect.poll(() => recordsFrame.evaluate((frame) => frame.scrollWidth - frame.clientWidth)).toBeLessThanOrEqual(0);
  const lastCell = records.getByRole('row', { name: /Squat/ }).getByRole('cell').last();
  await lastCell.scrollIntoViewIfNeeded();
  const cellBox = (await lastCell.boundingBox())!;
  expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(390);

  // A phone: the tables scroll in their frames, the page never scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('/progress without any data says what to do for each part', async ({ page, signedIn }) => {
  expect(signedIn.uid).toBeTruthy();
  await page.goto('/progress');
  await expect(page.getByText('Aucune séance terminée sur cette période.')).toBeVisible();
  await expect(page.getByText('Aucune pesée sur cette période.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Noter une pesée dans les mensurations' })).toHaveAttribute('href', '/measurements');
  await expect(page.getByRole('link', { name: 'Faire un test' })).toHaveAttribute('href', '/tests');
});
