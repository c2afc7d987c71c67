import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CiqualCredit } from '#app/components/nutrition/credits.tsx';
import { nutrientText } from '#app/components/nutrition/nutrient-values.ts';
import { OffPanel } from '#app/components/nutrition/off-panel.tsx';
import { useImport } from '#app/components/nutrition/use-import.ts';
import type { FoodCandidate, MyFood } from '#app/lib/firebase/nutrition.ts';
import { capitalised } from '#app/lib/format/index.ts';
import type { BaseFood } from '#app/lib/nutrition/index.ts';
import { createNameSearch } from '#app/lib/nutrition/name-search.ts';
import type { OffConfig } from '#app/lib/open-food-facts/client.ts';

const SHOWN = 8;
const TYPING_PAUSE_MS = 250;

type BaseResults = { state: 'idle' | 'loading' } | { state: 'done'; query: string; foods: BaseFood[] } | { state: 'failed' };

/**
 * Finds an ingredient among my foods (searched here), the Ciqual base (on the server, as the
 * search screen does) and Open Food Facts (on request), and hands the one chosen to `onAdd`.
 */
export function IngredientPicker({
  foods,
  off,
  inputId,
  invalid,
  onAdd,
}: {
  foods: readonly MyFood[];
  off: OffConfig;
  inputId: string;
  invalid: boolean;
  onAdd: (candidate: FoodCandidate) => void;
}) {
  const { t } = useTranslation();
  const importer = useImport(foods);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [base, setBase] = useState<BaseResults>({ state: 'idle' });
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);

  const searchMine = useMemo(() => createNameSearch(foods), [foods]);
  const mine = query ? searchMine(query, SHOWN) : [];

  const inFlight = useRef<AbortController>(undefined);
  useEffect(() => () => inFlight.current?.abort(), []);

  // My foods are searched as the query renders; the base answers from the server, the latest query winning.
  const search = (raw: string) => {
    const q = raw.trim().slice(0, 100);
    clearTimeout(typing.current);
    inFlight.current?.abort();
    setQuery(q);
    if (!q) return setBase({ state: 'idle' });
    const controller = new AbortController();
    inFlight.current = controller;
    setBase({ state: 'loading' });
    fetch(`/api/nutrition/base?${new URLSearchParams({ q, limit: String(SHOWN) })}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ foods: BaseFood[] }>) : Promise.reject(new Error(String(response.status)))))
      .then(
        (body) => setBase({ state: 'done', query: q, foods: body.foods }),
        () => {
          if (!controller.signal.aborted) setBase({ state: 'failed' });
        },
      );
  };

  const onType = (value: string) => {
    setTyped(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => search(value), TYPING_PAUSE_MS);
  };

  const row = (candidate: FoodCandidate, detail: string | null, actions?: ReactNode) => (
    <li className="food-result" key={`${candidate.ref.kind}-${candidate.ref.id}`}>
      <div className="food-result-head">
        <div>
          <span className="food-name">{candidate.name}</span>
          {detail ? <span className="muted food-detail">{detail}</span> : null}
        </div>
        <span className="food-kcal">{t('nutrition:search.per100g', { kcal: nutrientText('kcal', candidate.per100g.kcal) })}</span>
      </div>
      <div className="food-result-actions">
        <button type="button" className="button" onClick={() => onAdd(candidate)} aria-label={t('recipes:ingredients.addOf', { name: candidate.name })}>
          {t('recipes:ingredients.add')}
        </button>
        {actions}
      </div>
    </li>
  );

  return (
    <section className="panel stack ingredient-picker" aria-labelledby="picker-title">
      <h2 id="picker-title">{t('recipes:ingredients.find')}</h2>
      <div className="field" role="search">
        <label htmlFor={inputId}>{t('nutrition:search.label')}</label>
        <input
          id={inputId}
          type="search"
          value={typed}
          maxLength={100}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          onChange={(e) => onType(e.target.value)}
          onKeyDown={(e) => {
            // Enter searches at once rather than submitting the recipe.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            search(typed);
          }}
          placeholder={t('nutrition:search.placeholder')}
        />
      </div>
      {query ? (
        <>
          <section className="stack" aria-labelledby="picker-mine">
            <h3 id="picker-mine">{t('nutrition:search.mine')}</h3>
            {mine.length === 0 ? (
              <p className="muted">{t('nutrition:search.noneMine')}</p>
            ) : (
              <ul className="food-results">
                {mine.map((food) => row({ ref: { kind: 'food', id: food.id }, name: food.name, per100g: food.per100g, servings: food.servings }, food.brand))}
              </ul>
            )}
          </section>
          <section className="stack" aria-labelledby="picker-base">
            <h3 id="picker-base">{t('nutrition:search.base')}</h3>
            {base.state === 'loading' ? (
              <p className="muted" role="status">
                {t('recipes:ingredients.searching')}
              </p>
            ) : null}
            {base.state === 'failed' ? (
              <p className="form-error" role="alert">
                {t('recipes:ingredients.baseFailed')}
              </p>
            ) : null}
            {base.state === 'done' ? (
              base.foods.length === 0 ? (
                <p className="muted">{t('nutrition:search.noneBase', { q: base.query })}</p>
              ) : (
                <ul className="food-results">
                  {base.foods.map((food) => row({ ref: { kind: 'base', id: food.code }, name: food.name, per100g: food.per100g, servings: food.portions }, food.group ? capitalised(food.group) : null))}
                </ul>
              )
            ) : null}
            <CiqualCredit />
          </section>
        </>
      ) : (
        <p className="muted">{t('recipes:ingredients.hint')}</p>
      )}
      <OffPanel config={off} query={query} importer={importer} row={row} />
    </section>
  );
}
