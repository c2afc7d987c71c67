import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityForm, type Quantity } from '#app/components/nutrition/add-to-meal-form.tsx';
import { CiqualCredit } from '#app/components/nutrition/credits.tsx';
import { nutrientText } from '#app/components/nutrition/nutrient-values.ts';
import { baseFoodId, type FoodCandidate, type Meal, type MyFood } from '#app/lib/firebase/nutrition.ts';
import { capitalised } from '#app/lib/format/index.ts';
import type { BaseFood } from '#app/lib/nutrition/index.ts';
import { createNameSearch } from '#app/lib/nutrition/name-search.ts';
import { recipeCandidate, type MyRecipe } from '#app/lib/firebase/recipes.ts';

/** What can be planned: a food candidate of the day log, with the group its shopping line goes under. */
export interface PlanCandidate extends FoodCandidate {
  readonly group: string | null;
  readonly detail: string | null;
}

/** One source of candidates, as the picker lists it. */
export interface CandidateSection {
  readonly key: string;
  readonly title: string;
  readonly candidates: readonly PlanCandidate[];
  /** Shown when the section has nothing for the query. */
  readonly empty: string;
}

const SHOWN = 8;
const TYPING_PAUSE_MS = 250;

type BaseAnswer = { readonly query: string; readonly foods: readonly BaseFood[] } | { readonly query: string; readonly failed: true };

/** The Ciqual base, searched on the server after a pause in the typing (the table stays there). */
function useBaseSearch(query: string): BaseAnswer | null {
  const [answer, setAnswer] = useState<BaseAnswer | null>(null);
  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    const aborted = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/nutrition/base?${new URLSearchParams({ q, limit: String(SHOWN) })}`, { signal: aborted.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(`base search: HTTP ${response.status}`);
          const body = (await response.json()) as { foods: BaseFood[] };
          setAnswer({ query: q, foods: body.foods });
        })
        .catch((error: unknown) => {
          if (aborted.signal.aborted) return;
          console.warn('[meal plans] base search failed', error);
          setAnswer({ query: q, failed: true });
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      aborted.abort();
    };
  }, [query]);
  return answer && answer.query === query.trim() ? answer : null;
}

/**
 * The sources a plan picks from, for what is typed: my foods (favourites when nothing is typed),
 * then the Ciqual base. Another source (recipes) is one more section here.
 */
export function usePlanCandidates(query: string, foods: readonly MyFood[], recipes: readonly MyRecipe[], groups: Readonly<Record<string, string>>): CandidateSection[] {
  const { t } = useTranslation();
  const searchMine = useMemo(() => createNameSearch(foods), [foods]);
  const searchRecipes = useMemo(() => createNameSearch(recipes), [recipes]);
  const base = useBaseSearch(query);
  const q = query.trim();
  const mine = q ? searchMine(q, SHOWN) : foods.filter((f) => f.favorite).slice(0, SHOWN);
  const sections: CandidateSection[] = [
    {
      key: 'mine',
      title: q ? t('meal-plans:picker.mine') : t('meal-plans:picker.favorites'),
      candidates: mine.map((food) => ({
        ref: { kind: 'food', id: food.id },
        name: food.name,
        per100g: food.per100g,
        servings: food.servings,
        group: groups[food.id] ?? null,
        detail: food.brand,
      })),
      empty: q ? t('meal-plans:picker.noneMine') : t('meal-plans:picker.noFavorites'),
    },
  ];
  // My recipes: the first ones when nothing is typed (a person has few), else those whose name matches.
  const shownRecipes = q ? searchRecipes(q, SHOWN) : recipes.slice(0, SHOWN);
  if (shownRecipes.length > 0)
    sections.push({
      key: 'recipes',
      title: t('meal-plans:picker.recipes'),
      candidates: shownRecipes.map((recipe) => ({ ...recipeCandidate(recipe), group: null, detail: null })),
      empty: '',
    });
  // A base food already imported into my foods and listed there is not offered twice.
  const listedMine = new Set(mine.map((food) => food.id));
  if (q)
    sections.push({
      key: 'base',
      title: t('meal-plans:picker.base'),
      candidates:
        base && 'foods' in base
          ? base.foods.filter((food) => !listedMine.has(baseFoodId(food.code))).map((food) => ({ ref: { kind: 'base', id: food.code }, name: food.name, per100g: food.per100g, servings: food.portions, group: food.group, detail: food.group ? capitalised(food.group) : null }))
          : [],
      empty: base === null ? t('meal-plans:picker.searching') : 'failed' in base ? t('meal-plans:picker.baseFailed') : t('meal-plans:picker.noneBase', { q }),
    });
  return sections;
}

/** Finds a food for a meal of a planned day and asks its quantity. */
export function PlanItemPicker({
  meal,
  dayLabel,
  foods,
  recipes,
  groups,
  busy,
  onAdd,
  onClose,
}: {
  meal: Meal;
  dayLabel: string;
  foods: readonly MyFood[];
  recipes: readonly MyRecipe[];
  groups: Readonly<Record<string, string>>;
  busy: boolean;
  onAdd: (candidate: PlanCandidate, quantity: Quantity) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<PlanCandidate | null>(null);
  const sections = usePlanCandidates(query, foods, recipes, groups);
  const searchId = `plan-search-${meal}`;

  if (chosen)
    return (
      <QuantityForm
        food={chosen}
        meal={meal}
        formLabel={t('meal-plans:picker.quantityOf', { name: chosen.name })}
        submitLabel={t('meal-plans:picker.submit', { day: dayLabel })}
        busy={busy}
        onSubmit={(quantity) => onAdd(chosen, quantity)}
        onCancel={() => setChosen(null)}
      />
    );

  return (
    <div className="stack plan-picker" role="group" aria-label={t('meal-plans:picker.label', { meal: t(`nutrition:meals.${meal}`), day: dayLabel })}>
      <div className="field">
        <label htmlFor={searchId}>{t('meal-plans:picker.search')}</label>
        <div className="search-row">
          <input id={searchId} type="search" value={query} maxLength={100} autoComplete="off" onChange={(e) => setQuery(e.target.value)} />
          <button type="button" className="button ghost" onClick={onClose}>
            {t('nutrition:add.cancel')}
          </button>
        </div>
      </div>
      {sections.map((section) => (
        <section key={section.key} className="stack" aria-label={section.title}>
          <h4>{section.title}</h4>
          {section.candidates.length === 0 ? (
            <p className="muted">{section.empty}</p>
          ) : (
            <ul className="plan-candidates">
              {section.candidates.map((candidate) => (
                <li key={`${candidate.ref.kind}-${candidate.ref.id}`} className="plan-candidate">
                  <span>
                    <span className="food-name">{candidate.name}</span>
                    {candidate.detail ? <span className="muted food-detail">{candidate.detail}</span> : null}
                  </span>
                  <span className="food-kcal">{t('nutrition:search.per100g', { kcal: nutrientText('kcal', candidate.per100g.kcal) })}</span>
                  <button type="button" className="button" onClick={() => setChosen(candidate)} aria-label={t('meal-plans:picker.chooseOf', { name: candidate.name })}>
                    {t('meal-plans:picker.choose')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {section.key === 'base' ? <CiqualCredit /> : null}
        </section>
      ))}
    </div>
  );
}
