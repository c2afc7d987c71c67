// The logging screen's exercise picker, as specs drive it: open, search, pick, closed.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Adds an exercise through "Ajouter un exercice"; `name` is the catalogue's, as its card is titled. */
export async function pickExercise(page: Page, query: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Ajouter un exercice', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Ajouter un exercice' });
  await expect(picker.getByRole('searchbox', { name: 'Rechercher un exercice' })).toBeFocused();
  await picker.getByRole('searchbox', { name: 'Rechercher un exercice' }).fill(query);
  // A result reads "name muscles · equipment": the one whose name is exactly this one.
  await picker.getByRole('button').filter({ has: page.getByText(name, { exact: true }) }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
}
