import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigate } from 'react-router';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { baseFoodId, myFoods, type FoodLog, type Meal, type MyFood } from '#app/lib/firebase/nutrition.ts';
import { myRecipes, recipeCandidate, type MyRecipe } from '#app/lib/firebase/recipes.ts';
import { capitalised, formatDay } from '#app/lib/format/index.ts';
import type { BaseFood } from '#app/lib/nutrition/index.ts';
import { createNameSearch } from '#app/lib/nutrition/name-search.ts';
import type { OffConfig } from '#app/lib/open-food-facts/client.ts';
import { CiqualCredit } from './credits.tsx';
import { OffPanel } from './off-panel.tsx';
import { ResultRow } from './result-row.tsx';
import { useFoodLog } from './use-food-log.ts';
import { useImport } from './use-import.ts';

export interface FoodSearchData {
  readonly q: string;
  readonly day: string;
  readonly meal: Meal;
  readonly foods: MyFood[];
  readonly recipes: MyRecipe[];
  readonly log: FoodLog;
  readonly base: BaseFood[];
  readonly off: OffConfig;
}

const MY_FOODS_SHOWN = 10;

export function FoodSearchScreen({ data }: { data: FoodSearchData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: foods, error: foodsError } = useLiveQuery(myFoods, {}, data.foods);
  const log = useFoodLog(data.day, data.log);
  const importer = useImport(foods);
  const [typed, setTyped] = useState(data.q);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Another navigation (back button, a link) brings another query: the box follows it, unless
  // it is the one being typed (which may end with a space the URL dropped).
  const [shownQuery, setShownQuery] = useState(data.q);
  if (shownQuery !== data.q) {
    setShownQuery(data.q);
    if (typed.trim() !== data.q) setTyped(data.q);
  }
  useEffect(() => () => clearTimeout(typing.current), []);

  const searchMine = useMemo(() => createNameSearch(foods), [foods]);
  const mine = data.q ? searchMine(data.q, MY_FOODS_SHOWN) : foods.filter((f) => f.favorite).slice(0, MY_FOODS_SHOWN);
  // A recipe is a food like any other here: its values per 100 g of the dish, and its portion.
  const { data: recipes, error: recipesError } = useLiveQuery(myRecipes, {}, data.recipes);
  const searchRecipes = useMemo(() => createNameSearch(recipes), [recipes]);
  const recipesShown = data.q ? searchRecipes(data.q, MY_FOODS_SHOWN) : recipes.slice(0, MY_FOODS_SHOWN);

  const urlFor = (changes: Record<string, string>) => {
    const params = new URLSearchParams({
      q: data.q,
      jour: data.day,
      repas: data.meal,
      ...changes,
    });
    if (!params.get('q')) params.delete('q');
    return `?${params}`;
  };

  // Results follow the typing (the Ciqual search answers in about a millisecond on the server).
  const onType = (value: string) => {
    setTyped(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(
      () =>
        void navigate(urlFor({ q: value.trim() }), {
          replace: true,
          preventScrollReset: true,
        }),
      250,
    );
  };

  return (
    <Page
      title={t('nutrition:search.title')}
      description={t('nutrition:search.description')}
      actions={<SaveIndicator status={log.writer.status} liveError={log.error ?? foodsError ?? recipesError} />}
    >
      <Form method="get" role="search" className="panel stack search-form">
        <input type="hidden" name="jour" value={data.day} />
        <input type="hidden" name="repas" value={data.meal} />
        <div className="field">
          <label htmlFor="food-query">{t('nutrition:search.label')}</label>
          <div className="search-row">
            <input
              id="food-query"
              name="q"
              type="search"
              value={typed}
              maxLength={100}
              autoComplete="off"
              onChange={(e) => onType(e.target.value)}
              placeholder={t('nutrition:search.placeholder')}
            />
            <button type="submit" className="button primary">
              {t('nutrition:search.submit')}
            </button>
          </div>
        </div>
        <p className="muted">
          {t('nutrition:search.target', { day: formatDay(data.day, 'long') })}{' '}
          <Link to={`/nutrition/logs?jour=${data.day}`}>{t('nutrition:search.openLog')}</Link>
        </p>
      </Form>

      <section className="stack" aria-labelledby="mine-title">
        <h2 id="mine-title">{data.q ? t('nutrition:search.mine') : t('nutrition:search.favorites')}</h2>
        {mine.length === 0 ? (
          <p className="muted">{data.q ? t('nutrition:search.noneMine') : t('nutrition:search.noFavorites')}</p>
        ) : (
          <ul className="food-results">
            {mine.map((food) => (
              <ResultRow
                key={food.id}
                candidate={{
                  ref: { kind: 'food', id: food.id },
                  name: food.name,
                  per100g: food.per100g,
                  servings: food.servings,
                }}
                detail={food.brand}
                log={log}
                meal={data.meal}
              />
            ))}
          </ul>
        )}
      </section>

      {recipesShown.length > 0 ? (
        <section className="stack" aria-labelledby="recipes-title">
          <h2 id="recipes-title">{t('nutrition:search.recipes')}</h2>
          <ul className="food-results">
            {recipesShown.map((recipe) => (
              <ResultRow key={recipe.id} candidate={recipeCandidate(recipe)} log={log} meal={data.meal} />
            ))}
          </ul>
        </section>
      ) : null}

      {data.q ? (
        <section className="stack" aria-labelledby="base-title">
          <h2 id="base-title">{t('nutrition:search.base')}</h2>
          {data.base.length === 0 ? (
            <p className="muted">{t('nutrition:search.noneBase', { q: data.q })}</p>
          ) : (
            <ul className="food-results">
              {data.base.map((food) => {
                const saved = importer.hasId(baseFoodId(food.code));
                return (
                  <ResultRow
                    key={food.code}
                    candidate={{
                      ref: { kind: 'base', id: food.code },
                      name: food.name,
                      per100g: food.per100g,
                      servings: food.portions,
                    }}
                    detail={food.group ? capitalised(food.group) : null}
                    log={log}
                    meal={data.meal}
                    actions={
                      <button type="button" className="button ghost" disabled={saved || !importer.ready} onClick={() => void importer.importBase(food)}>
                        {saved ? t('nutrition:search.inMyFoods') : t('nutrition:search.addToMyFoods')}
                      </button>
                    }
                  />
                );
              })}
            </ul>
          )}
          <CiqualCredit />
        </section>
      ) : null}

      <OffPanel
        config={data.off}
        query={data.q}
        importer={importer}
        row={(candidate, detail, actions) => <ResultRow candidate={candidate} detail={detail} log={log} meal={data.meal} actions={actions} />}
      />
    </Page>
  );
}
