// The logging screen on a phone: at 360 px every column header on one line (no word cut in two),
// the headers over their columns, no sideways scrolling; at 390 px a set is one row of at most
// 56 px with 44 px tap targets, an exercise's name is not broken by its buttons, the first save
// does not move the sets, the set's menu (type, RPE, moves, delete), and one line per exercise
// for records beaten together.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, live, test } from './fixtures.ts';
import { adminGet, adminSet, daysAgo } from './firestore-admin.ts';
import { storedProgram } from './seeds.ts';
import { pastBench } from './session-docs.ts';


test('at 360 px the set table’s headers stay whole and over their columns', async ({ page, signedIn }) => {
  await adminSet(
    `users/${signedIn.uid}/programs/bloc`,
    storedProgram('Bloc', [
      [
        {
          name: 'Pecs et tapis',
          exercises: [
            { exerciseId: 'developpe-couche', sets: 2, reps: 5, loadKg: 102.5, restSec: 60 },
            { exerciseId: 'course-tapis', sets: 1, durationSec: 600, restSec: 60 },
          ],
        },
      ],
    ]),
  );
  await adminSet(`users/${signedIn.uid}/sessions/past`, pastBench(daysAgo(3), 102.5));
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/sessions/new/bloc/1/0');
  await live(page);

  for (const name of ['Développé couché', 'Course sur tapis']) {
    const card = page.getByRole('region', { name });
    const layout = await card.locator('.set-grid').evaluate((grid) => {
      const cells = (row: Element | null) => [...(row?.children ?? [])].map((cell) => cell.getBoundingClientRect());
      const head = grid.querySelector('.set-head');
      const lineHeight = parseFloat(getComputedStyle(head!).lineHeight) || parseFloat(getComputedStyle(head!).fontSize) * 1.5;
      return {
        labels: [...head!.children].map((cell) => ({ text: cell.textContent, lines: Math.round(cell.getBoundingClientRect().height / lineHeight) })),
        head: cells(head).map((rect) => Math.round(rect.left)),
        row: cells(grid.querySelector('.set-block .set-row')).map((rect) => Math.round(rect.left)),
      };
    });
    for (const label of layout.labels) expect(label.lines, `${name}: ${label.text}`).toBe(1);
    // Each header box starts where its column's cells start.
    expect(layout.head).toEqual(layout.row);
  }
  await expect(page.getByRole('region', { name: 'Développé couché' }).getByText('102,5 kg × 5').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

type StoredSet = { kind: string; rpe?: number | null; weightKg: number | null; done: boolean };

/** The session document of the screen, once the browser wrote it. */
async function storedSets(uid: string, page: Page): Promise<StoredSet[] | null> {
  const id = await page.evaluate(() => (JSON.parse(localStorage.getItem('elan-session:en-cours') ?? '{}') as { id?: string }).id);
  const session = id ? ((await adminGet(`users/${uid}/sessions/${id}`)) as { exercises: { sets: StoredSet[] }[] } | null) : null;
  return session?.exercises[0]?.sets ?? null;
}

/** A day of three exercises of five sets, one with a name too long to share its line with buttons. */
async function seedFiveByThree(uid: string): Promise<void> {
  await adminSet(
    `users/${uid}/programs/cinq`,
    storedProgram('Cinq séries', [
      [
        {
          name: 'Haut du corps',
          exercises: [
            { exerciseId: 'developpe-couche', sets: 5, reps: 5, loadKg: 102.5, restSec: 60 },
            { exerciseId: 'developpe-couche-halteres', sets: 5, reps: 10, loadKg: 30, restSec: 60 },
            { exerciseId: 'course-tapis', sets: 5, durationSec: 600, restSec: 60 },
          ],
        },
      ],
    ]),
  );
  await adminSet(`users/${uid}/sessions/past`, pastBench(daysAgo(3), 100));
}

test('at 390 px a set is one row of at most 56 px, tap targets are 44 px, names stay on one line, the first save moves nothing', async ({ page, signedIn }) => {
  await seedFiveByThree(signedIn.uid);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sessions/new/cinq/1/0');
  await live(page);
  const cards = page.locator('.exercise-card');
  await expect(cards).toHaveCount(3);

  const rows = page.locator('.set-block');
  await expect(rows).toHaveCount(15);
  for (const height of await rows.evaluateAll((blocks) => blocks.map((block) => block.getBoundingClientRect().height))) {
    expect(height).toBeLessThanOrEqual(56);
  }
  // Everything a thumb taps in a card: the set's number, its fields and tick, the header's buttons.
  const targets = await cards.evaluateAll((all) =>
    all.flatMap((card) =>
      [...card.querySelectorAll('.set-block button, .set-block input, .exercise-card-tools a, .exercise-card-tools button, .exercise-card-actions button, summary')]
        .filter((element) => element.checkVisibility())
        .map((element) => {
        const box = element.getBoundingClientRect();
        return { name: element.getAttribute('aria-label') ?? element.textContent, width: Math.round(box.width), height: Math.round(box.height) };
      }),
    ),
  );
  // 15 sets of 3 or 4 each, and the headers' and cards' own.
  expect(targets.length).toBeGreaterThan(55);
  for (const target of targets) {
    expect(target.width, `${target.name} width`).toBeGreaterThanOrEqual(44);
    expect(target.height, `${target.name} height`).toBeGreaterThanOrEqual(44);
  }
  // Each name on one line, the long one included: its buttons went under it.
  for (const heading of await cards.locator('h2').evaluateAll((all) =>
    all.map((h2) => ({ text: h2.textContent, height: h2.getBoundingClientRect().height, line: parseFloat(getComputedStyle(h2).lineHeight) })),
  )) {
    expect(heading.height, `${heading.text}`).toBeLessThan(heading.line * 1.5);
  }
  await expect(cards.locator('h2')).toHaveText(['Développé couché', 'Développé couché aux haltères', 'Course sur tapis']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The first save: the line saying so was kept, the first exercise stays where the thumb is.
  const firstTop = () => cards.first().evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
  const before = await firstTop();
  await cards.first().getByRole('button', { name: 'Valider : Développé couché, série 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toBeVisible();
  expect(await firstTop()).toBe(before);
});

test('the set’s menu, from its number: type and RPE changed in place, a set deleted, by keyboard too', async ({ page, signedIn }) => {
  // axe over a page of fifteen sets takes seconds on a loaded machine.
  test.setTimeout(60_000);
  await seedFiveByThree(signedIn.uid);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sessions/new/cinq/1/0');
  await live(page);
  const bench = page.getByRole('region', { name: 'Développé couché', exact: true });
  const second = 'Développé couché, série 2';
  const opener = bench.getByRole('button', { name: `Options : ${second}` });
  await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
  await opener.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: second });
  await expect(menu).toBeVisible();
  await menu.getByLabel('Type de série').selectOption({ label: 'Dégressive' });
  await menu.getByRole('textbox', { name: `RPE, ${second}` }).fill('8,5');
  expect(await axeViolations(page)).toEqual([]);
  // Escape closes it and gives the focus back to the set's number, which now shows both.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAccessibleDescription('Dégressive, RPE 8,5');
  await expect(bench.locator('.set-marks')).toHaveText(['dégr. @8,5']);
  await expect.poll(async () => (await storedSets(signedIn.uid, page))?.map((set) => [set.kind, set.rpe ?? null])).toEqual([
    ['normale', null],
    ['degressive', 8.5],
    ['normale', null],
    ['normale', null],
    ['normale', null],
  ]);

  // A tap on the dimmed background above the sheet closes it too, the focus back on the number.
  await opener.click();
  await expect(menu).toBeVisible();
  const sheetTop = (await menu.boundingBox())!.y;
  expect(sheetTop).toBeGreaterThan(40);
  await page.mouse.click(195, sheetTop / 2);
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
  // A tap inside the sheet, off its controls, leaves it open.
  await opener.click();
  await menu.getByRole('heading', { name: second }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Deleted from its menu: four sets left, the menu closed, the next set numbered 2.
  await bench.getByRole('button', { name: 'Options : Développé couché, série 3' }).click();
  await page.getByRole('dialog', { name: 'Développé couché, série 3' }).getByRole('button', { name: 'Supprimer : Développé couché, série 3' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(bench.locator('.set-number')).toHaveText(['1', '2', '3', '4']);
  await expect.poll(async () => (await storedSets(signedIn.uid, page))?.map((set) => set.kind)).toEqual(['normale', 'degressive', 'normale', 'normale']);
});

test('one heavy set beating three records is one line', async ({ page, signedIn }) => {
  await seedFiveByThree(signedIn.uid);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sessions/new/cinq/1/0');
  await live(page);
  const bench = page.getByRole('region', { name: 'Développé couché', exact: true });
  await bench.getByRole('textbox', { name: 'Charge en kg, Développé couché, série 1' }).fill('105');
  await bench.getByRole('button', { name: 'Valider : Développé couché, série 1' }).click();
  await page.getByRole('region', { name: 'Repos en cours' }).getByRole('button', { name: 'Passer' }).click();
  await page.getByRole('button', { name: 'Terminer la séance' }).click();

  // 105 × 5 after 100 × 5 twice: heavier, a better estimated 1RM and a bigger set, not a bigger session.
  const records = page.getByRole('region', { name: '3 nouveaux records !' });
  await expect(records.getByRole('listitem')).toHaveText([
    'Développé couché : charge max 105 kg (avant 100 kg), 1RM estimé 122,5 kg (avant 116,67 kg) et volume d’une série 525 kg (avant 500 kg)',
  ]);
});
