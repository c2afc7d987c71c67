// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyFood } from '#app/lib/data/nutrition.ts';
import type { BaseFood } from '#app/lib/nutrition/index.ts';
import { encodeBaseIndex } from '#app/lib/nutrition/base-index.ts';
import common from '../../../locales/fr/common.json';
import nutrition from '../../../locales/fr/nutrition.json';
import { FoodPicker, type FoodPickerProps, type PickedFood } from './food-picker.tsx';

const i18n = createInstance();
await i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { common, nutrition } }, interpolation: { escapeValue: false } });

const per100g = { kcal: 52, proteinG: 0.3, carbsG: 11, sugarsG: 9, fatG: 0.2, satFatG: null, fiberG: 1.4, saltG: 0 };

function myFood(id: string, name: string, favorite = false): MyFood {
  return { id, name, brand: null, barcode: null, per100g, servings: [], source: 'perso', favorite, nutriscore: null, nova: null, createdAt: null, updatedAt: null };
}

const foods = [myFood('f1', 'Pomme du verger', true), myFood('f2', 'Pain de seigle maison'), myFood('ciqual-13039', 'Pomme, chair et peau, crue')];
const baseApple: BaseFood = { code: '13039', name: 'Pomme, chair et peau, crue', group: 'fruits, légumes', per100g, portions: [] };
const basePear: BaseFood = { code: '13050', name: 'Poire, crue', group: null, per100g, portions: [] };

const copy = {
  mine: 'Mes aliments',
  favorites: 'Mes favoris',
  noneMine: 'Aucun de vos aliments ne correspond.',
  noFavorites: 'Aucun favori',
  recipes: 'Mes recettes',
  base: 'Base Ciqual',
  noneBase: (q: string) => `Rien pour « ${q} »`,
  searching: 'Recherche dans la base…',
  baseFailed: 'La base n’a pas répondu.',
};

const row = (food: PickedFood) => (
  <li>
    {food.name}
    {food.detail ? ` · ${food.detail}` : null}
  </li>
);

function renderPicker(props: Partial<FoodPickerProps>) {
  return render(
    <I18nextProvider i18n={i18n}>
      <FoodPicker query="" foods={foods} copy={copy} headingLevel={3} listClassName="food-results" row={row} {...props} />
    </I18nextProvider>,
  );
}

const items = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FoodPicker', () => {
  it('lists my favourites while nothing is typed, and asks the base nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPicker({});
    expect(screen.getByRole('heading', { level: 3, name: 'Mes favoris' })).toBeDefined();
    expect(items('Mes favoris')).toEqual(['Pomme du verger']);
    expect(screen.queryByRole('region', { name: 'Base Ciqual' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("hands on an imported product's Nutri-Score and NOVA group, which the food's panel shows", () => {
    const imported = { ...myFood('off-3228857000852', 'Pain de mie', true), source: 'off', nutriscore: 'b', nova: 4 } as const;
    const picked: PickedFood[] = [];
    renderPicker({
      foods: [imported],
      row: (food) => {
        picked.push(food);
        return <li key={food.ref.id}>{food.name}</li>;
      },
    });
    expect(picked.at(-1)).toMatchObject({ ref: { kind: 'food', id: 'off-3228857000852' }, nutriscore: 'b', nova: 4 });
  });

  it('says the hint instead while nothing is typed, where the screen gives one', () => {
    renderPicker({ hint: 'Tapez le nom d’un aliment.' });
    expect(screen.getByText('Tapez le nom d’un aliment.')).toBeDefined();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('searches my foods and asks the base for the query, saying so while it answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    renderPicker({ query: 'pomme' });
    expect(items('Mes aliments')).toEqual(expect.arrayContaining(['Pomme du verger', 'Pomme, chair et peau, crue']));
    expect(items('Mes aliments')).not.toContain('Pain de seigle maison');
    expect(within(screen.getByRole('region', { name: 'Base Ciqual' })).getByRole('status').textContent).toBe('Recherche dans la base…');
    expect(String(fetch.mock.calls[0]!.at(0))).toBe('/api/nutrition/base?q=pomme&limit=8');

    answer(Response.json({ foods: [baseApple, basePear] }));
    expect(await screen.findByText('Poire, crue')).toBeDefined();
    expect(items('Base Ciqual')).toEqual(['Pomme, chair et peau, crue · Fruits, légumes', 'Poire, crue']);
    expect(screen.getByText(/Ciqual/, { selector: '.source-credit' })).toBeDefined();
  });

  it('does not offer twice a base food already listed among mine, where the screen asks so', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json({ foods: [baseApple, basePear] }))));
    renderPicker({ query: 'pomme', hideListedBase: true });
    expect(await screen.findByText('Poire, crue')).toBeDefined();
    expect(items('Base Ciqual')).toEqual(['Poire, crue']);
  });

  it('says when the base cannot answer, my foods staying', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null, { status: 503 }))));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPicker({ query: 'pomme' });
    expect((await screen.findByRole('alert')).textContent).toBe('La base n’a pas répondu.');
    expect(items('Mes aliments')).toContain('Pomme du verger');
  });

  it('searches the copy of the base kept on this device when the server is out of reach, and says so', async () => {
    const index = JSON.stringify(encodeBaseIndex([baseApple, basePear]));
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(index, { headers: { ETag: '"v1"' } }))));
    await (await import('#app/lib/nutrition/base-index-store.ts')).refreshBaseIndex();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    renderPicker({ query: 'poire' });
    expect(await screen.findByText('Poire, crue')).toBeDefined();
    expect(items('Base Ciqual')).toEqual(['Poire, crue']);
    expect(within(screen.getByRole('region', { name: 'Base Ciqual' })).getByRole('status').textContent).toBe(
      'Hors ligne : recherche dans la copie de la base Ciqual gardée sur cet appareil.',
    );
  });

  it('shows the base the loader brought without asking it again, with what can be done with each', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPicker({
      query: 'poire',
      base: { state: 'done', query: 'poire', foods: [] },
    });
    expect(screen.getByText('Rien pour « poire »')).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
