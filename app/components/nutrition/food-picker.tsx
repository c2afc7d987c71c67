import type { TFunction } from 'i18next';
import { Fragment, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { baseFoodId, type FoodCandidate, type MyFood } from '#app/lib/data/nutrition.ts';
import { recipeCandidate, type MyRecipe } from '#app/lib/data/recipes.ts';
import { capitalised } from '#app/lib/format/index.ts';
import type { BaseFood } from '#app/lib/nutrition/index.ts';
import { fromSnapshot } from '#app/lib/nutrition/micronutrients.ts';
import { createNameSearch } from '#app/lib/nutrition/name-search.ts';
import type { OffConfig } from '#app/lib/open-food-facts/client.ts';
import { CiqualCredit } from './credits.tsx';
import { OffPanel } from './off-panel.tsx';
import type { useImport } from './use-import.ts';

/** A food found, whatever its source, as a result row shows it. */
export interface PickedFood extends FoodCandidate {
  /** The brand of my food, the group of a base food. */
  readonly detail: string | null;
  /** The Ciqual group of a base food (a shopping list files it there). */
  readonly group: string | null;
}

/** The Ciqual base's answer to the query. */
export type BaseSearch =
  | { readonly state: 'idle' | 'loading' | 'failed' }
  | {
      readonly state: 'done';
      readonly query: string;
      readonly foods: readonly BaseFood[];
      /** Found in this browser's copy of the base, the server being out of reach. */
      readonly onThisDevice?: boolean;
    };

/** What each screen calls its sections and says when they are empty. */
export interface FoodPickerCopy {
  readonly mine: string;
  readonly favorites: string;
  readonly noneMine: string;
  readonly noFavorites: string;
  readonly recipes: string;
  readonly base: string;
  readonly noneBase: (query: string) => string;
  /** Only where the base is asked from here, while it answers and when it cannot. */
  readonly searching?: string;
  readonly baseFailed?: string;
}

/** How the food log's search names its sections (the recipe's ingredient picker too). */
export function foodSearchCopy(t: TFunction): FoodPickerCopy {
  return {
    mine: t('nutrition:search.mine'),
    favorites: t('nutrition:search.favorites'),
    noneMine: t('nutrition:search.noneMine'),
    noFavorites: t('nutrition:search.noFavorites'),
    recipes: t('nutrition:search.recipes'),
    base: t('nutrition:search.base'),
    noneBase: (q) => t('nutrition:search.noneBase', { q }),
  };
}

const SHOWN = 8;

type BaseAnswer = { readonly query: string; readonly foods: readonly BaseFood[] | null; readonly onThisDevice?: boolean };

/** How long the server may take before this browser's copy of the base answers instead. */
const SERVER_WAIT_MS = 3000;

/**
 * The Ciqual base searched on the server, the latest query winning; an empty query asks nothing.
 * Without signal, or when the server is slow, this browser's copy answers, ranked alike.
 */
export function useBaseFoodSearch(query: string, limit: number = SHOWN): BaseSearch {
  const [answer, setAnswer] = useState<BaseAnswer | null>(null);
  useEffect(() => {
    if (!query) return;
    const aborted = new AbortController();
    let settled = false;
    const settle = (next: BaseAnswer) => {
      if (settled || aborted.signal.aborted) return;
      settled = true;
      setAnswer(next);
    };
    const onThisDevice = () =>
      import('#app/lib/nutrition/base-index-store.ts')
        .then((store) => store.searchLocalBase(query, limit))
        .catch(() => null);
    // A slow server: the copy answers if this browser holds one; otherwise the server is awaited.
    const timer = setTimeout(() => void onThisDevice().then((foods) => foods && settle({ query, foods, onThisDevice: true })), SERVER_WAIT_MS);
    fetch(`/api/nutrition/base?${new URLSearchParams({ q: query, limit: String(limit) })}`, { signal: aborted.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`base search: HTTP ${response.status}`);
        const body = (await response.json()) as { foods: BaseFood[] };
        settle({ query, foods: body.foods });
      })
      .catch(async (error: unknown) => {
        if (aborted.signal.aborted) return;
        const foods = await onThisDevice();
        if (!foods) console.warn('[nutrition] base search failed', error);
        settle(foods ? { query, foods, onThisDevice: true } : { query, foods: null });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      aborted.abort();
    };
  }, [query, limit]);
  if (!query) return { state: 'idle' };
  if (answer?.query !== query) return { state: 'loading' };
  return answer.foods ? { state: 'done', query, foods: answer.foods, onThisDevice: answer.onThisDevice } : { state: 'failed' };
}

const mineFound = (food: MyFood): PickedFood => ({
  ref: { kind: 'food', id: food.id },
  name: food.name,
  per100g: food.per100g,
  servings: food.servings,
  nutriscore: food.nutriscore,
  nova: food.nova,
  // Kept from its source (an imported product); a copy of a Ciqual food is looked up by code.
  ...(food.micronutrients ? { micronutrients: fromSnapshot(food.micronutrients) } : {}),
  detail: food.brand,
  group: null,
});

const baseFound = (food: BaseFood): PickedFood => ({
  ref: { kind: 'base', id: food.code },
  name: food.name,
  per100g: food.per100g,
  servings: food.portions,
  detail: food.group ? capitalised(food.group) : null,
  group: food.group,
});

export interface FoodPickerProps {
  /** What was typed, trimmed, once the typing paused. */
  readonly query: string;
  readonly foods: readonly MyFood[];
  /** My recipes, offered as foods (not where a recipe is being written). */
  readonly recipes?: readonly MyRecipe[];
  /** The base's answer when the loader brought it; otherwise the base is asked from here. */
  readonly base?: BaseSearch;
  /** Said instead of the sections while nothing is typed; without it, my favourites show. */
  readonly hint?: string;
  readonly copy: FoodPickerCopy;
  readonly headingLevel: 2 | 3 | 4;
  readonly listClassName: string;
  readonly shown?: number;
  /** A base food already imported and listed among mine is not offered twice. */
  readonly hideListedBase?: boolean;
  /** One result, as a list item, with what can be done with it. */
  readonly row: (food: PickedFood, actions?: ReactNode) => ReactNode;
  /** More that can be done with a base food (import it into my foods). */
  readonly baseActions?: (food: BaseFood) => ReactNode;
  /** Open Food Facts, searched on request, where the screen offers it. */
  readonly off?: { readonly config: OffConfig; readonly importer: ReturnType<typeof useImport> };
}

/**
 * The one way to find a food: my foods (my favourites while nothing is typed), my recipes, the
 * Ciqual base and Open Food Facts, each in its section. The screen says what a result row does
 * (add to a meal, to a recipe, to a plan).
 */
export function FoodPicker({ query, foods, recipes, base, hint, copy, headingLevel, listClassName, shown = SHOWN, hideListedBase = false, row, baseActions, off }: FoodPickerProps) {
  const { t } = useTranslation();
  const searchMine = useMemo(() => createNameSearch(foods), [foods]);
  const searchRecipes = useMemo(() => createNameSearch(recipes ?? []), [recipes]);
  const fetched = useBaseFoodSearch(base ? '' : query, shown);
  const baseSearch = base ?? fetched;
  const ids = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';

  const section = (key: string, title: string, body: ReactNode, after?: ReactNode) => (
    <section key={key} className="stack" aria-labelledby={`${ids}-${key}`}>
      <Heading id={`${ids}-${key}`}>{title}</Heading>
      {body}
      {after}
    </section>
  );
  const list = (found: readonly { food: PickedFood; actions?: ReactNode }[]) => (
    <ul className={listClassName}>
      {found.map(({ food, actions }) => (
        <Fragment key={`${food.ref.kind}-${food.ref.id}`}>{row(food, actions)}</Fragment>
      ))}
    </ul>
  );

  const offPanel = off ? (
    <OffPanel config={off.config} query={query} importer={off.importer} row={(candidate, detail, actions) => row({ ...candidate, detail, group: null }, actions)} />
  ) : null;
  if (!query && hint !== undefined)
    return (
      <>
        <p className="muted">{hint}</p>
        {offPanel}
      </>
    );

  const mine = query ? searchMine(query, shown) : foods.filter((food) => food.favorite).slice(0, shown);
  // A person has few recipes: the first ones while nothing is typed.
  const recipesShown = recipes ? (query ? searchRecipes(query, shown) : recipes.slice(0, shown)) : [];
  const listedMine = new Set(hideListedBase ? mine.map((food) => food.id) : []);

  const baseBody = (() => {
    switch (baseSearch.state) {
      case 'idle':
        return null;
      case 'loading':
        return (
          <p className="muted" role="status">
            {copy.searching}
          </p>
        );
      case 'failed':
        return (
          <p className="form-error" role="alert">
            {copy.baseFailed}
          </p>
        );
      case 'done': {
        const offered = baseSearch.foods.filter((food) => !listedMine.has(baseFoodId(food.code)));
        return (
          <>
            {baseSearch.onThisDevice ? (
              <p className="muted" role="status">
                {t('common:offline.baseOnThisDevice')}
              </p>
            ) : null}
            {offered.length === 0 ? <p className="muted">{copy.noneBase(baseSearch.query)}</p> : list(offered.map((food) => ({ food: baseFound(food), actions: baseActions?.(food) })))}
          </>
        );
      }
    }
  })();

  return (
    <>
      {section(
        'mine',
        query ? copy.mine : copy.favorites,
        mine.length === 0 ? <p className="muted">{query ? copy.noneMine : copy.noFavorites}</p> : list(mine.map((food) => ({ food: mineFound(food) }))),
      )}
      {recipesShown.length > 0 ? section('recipes', copy.recipes, list(recipesShown.map((recipe) => ({ food: { ...recipeCandidate(recipe), detail: null, group: null } })))) : null}
      {query ? section('base', copy.base, baseBody, <CiqualCredit />) : null}
      {offPanel}
    </>
  );
}
