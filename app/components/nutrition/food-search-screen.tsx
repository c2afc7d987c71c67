import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigate } from 'react-router';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { useDebounced } from '#app/components/ui/use-debounced.ts';
import { baseFoodId, myFoods, type FoodLog, type Meal, type MyFood } from '#app/lib/data/nutrition.ts';
import { myRecipes, type MyRecipe } from '#app/lib/data/recipes.ts';
import { formatDay } from '#app/lib/format/index.ts';
import type { BaseFood } from '#app/lib/nutrition/index.ts';
import type { OffConfig } from '#app/lib/open-food-facts/client.ts';
import { recentAndFrequent, repeatFoods, type RepeatFood } from '#app/lib/nutrition/repeat-foods.ts';
import { FoodPicker, foodSearchCopy } from './food-picker.tsx';
import { RepeatFoodList, useQuickAdd } from './repeat-foods.tsx';
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
  /** The base was searched in this browser's copy: the server could not be reached. */
  readonly baseOnThisDevice?: boolean;
  /** Foods of the latest other days, offered again while nothing is typed. */
  readonly repeats: RepeatFood[];
  readonly off: OffConfig;
}

const MY_FOODS_SHOWN = 10;
/** Recent, then frequent foods shown before anything is typed (decision): five of each fit a phone screen or two. */
const REPEATS_SHOWN = 5;

export function FoodSearchScreen({ data }: { data: FoodSearchData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: foods, error: foodsError } = useLiveQuery(myFoods, {}, data.foods);
  const log = useFoodLog(data.day, data.log);
  const importer = useImport(foods);
  const quickAdd = useQuickAdd(log);
  const repeats = useMemo(() => (data.q ? null : recentAndFrequent(repeatFoods([log.log], data.repeats), REPEATS_SHOWN)), [data.q, data.repeats, log.log]);
  const [typed, setTyped] = useState(data.q);

  // Another navigation (back button, a link) brings another query: the box follows it, unless
  // it is the one being typed (which may end with a space the URL dropped).
  const [shownQuery, setShownQuery] = useState(data.q);
  if (shownQuery !== data.q) {
    setShownQuery(data.q);
    if (typed.trim() !== data.q) setTyped(data.q);
  }

  // A recipe is a food like any other here: its values per 100 g of the dish, and its portion.
  const { data: recipes, error: recipesError } = useLiveQuery(myRecipes, {}, data.recipes);

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
  const search = useDebounced((value: string) => void navigate(urlFor({ q: value.trim() }), { replace: true, preventScrollReset: true }));
  const onType = (value: string) => {
    setTyped(value);
    search(value);
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

      {repeats && repeats.recent.length > 0 ? (
        <section className="stack" aria-labelledby="repeats-recent">
          <h2 id="repeats-recent">{t('nutrition:repeat.recent')}</h2>
          <RepeatFoodList foods={repeats.recent} log={log} meal={data.meal} quickAdd={quickAdd} />
        </section>
      ) : null}
      {repeats && repeats.frequent.length > 0 ? (
        <section className="stack" aria-labelledby="repeats-frequent">
          <h2 id="repeats-frequent">{t('nutrition:repeat.frequent')}</h2>
          <RepeatFoodList foods={repeats.frequent} log={log} meal={data.meal} quickAdd={quickAdd} />
        </section>
      ) : null}

      <FoodPicker
        query={data.q}
        foods={foods}
        recipes={recipes}
        base={{ state: 'done', query: data.q, foods: data.base, onThisDevice: data.baseOnThisDevice }}
        copy={foodSearchCopy(t)}
        headingLevel={2}
        listClassName="food-results"
        shown={MY_FOODS_SHOWN}
        row={(food, actions) => <ResultRow candidate={food} detail={food.detail} log={log} meal={data.meal} actions={actions} />}
        baseActions={(food) => {
          const saved = importer.hasId(baseFoodId(food.code));
          return (
            <button type="button" className="button ghost" disabled={saved || !importer.ready} onClick={() => void importer.importBase(food)}>
              {saved ? t('nutrition:search.inMyFoods') : t('nutrition:search.addToMyFoods')}
            </button>
          );
        }}
        off={{ config: data.off, importer }}
      />
    </Page>
  );
}
