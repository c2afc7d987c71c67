// The set table of the logging screen on a 360 px phone: every column header on one line (no
// word cut in two), the headers over their columns, and no sideways scrolling.
import { expect, live, test } from './fixtures.ts';
import { adminSet, daysAgo } from './firestore-admin.ts';
import { pastBench } from './session-docs.ts';

const at = new Date('2026-01-05T08:00:00Z');

test('at 360 px the set table’s headers stay whole and over their columns', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/programs/bloc`, {
    name: 'Bloc',
    goal: 'force',
    level: 'intermediaire',
    weeks: [
      {
        days: [
          {
            name: 'Pecs et tapis',
            exercises: [
              { exerciseId: 'developpe-couche', sets: 2, reps: 5, loadKg: 102.5, restSec: 60 },
              { exerciseId: 'course-tapis', sets: 1, durationSec: 600, restSec: 60 },
            ],
          },
        ],
      },
    ],
    source: 'custom',
    archived: false,
    createdAt: at,
    updatedAt: at,
  });
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
