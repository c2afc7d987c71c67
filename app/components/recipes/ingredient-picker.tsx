import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FoodPicker, foodSearchCopy, type PickedFood } from '#app/components/nutrition/food-picker.tsx';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';
import { useImport } from '#app/components/nutrition/use-import.ts';
import type { FoodCandidate, MyFood } from '#app/lib/data/nutrition.ts';
import { useDebounced } from '#app/components/ui/use-debounced.ts';
import type { OffConfig } from '#app/lib/open-food-facts/client.ts';

/**
 * Finds an ingredient among my foods, the Ciqual base (asked from the server) and Open Food
 * Facts (on request), and hands the one chosen to `onAdd`.
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
  const search = useDebounced((raw: string) => setQuery(raw.trim().slice(0, 100)));

  const row = (candidate: PickedFood, actions?: ReactNode) => (
    <li className="food-result">
      <div className="food-result-head">
        <div>
          <span className="food-name">{candidate.name}</span>
          {candidate.detail ? <span className="muted food-detail">{candidate.detail}</span> : null}
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
          onChange={(e) => {
            setTyped(e.target.value);
            search(e.target.value);
          }}
          onKeyDown={(e) => {
            // Enter searches at once rather than submitting the recipe.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            search.now(typed);
          }}
          placeholder={t('nutrition:search.placeholder')}
        />
      </div>
      <FoodPicker
        query={query}
        foods={foods}
        hint={t('recipes:ingredients.hint')}
        copy={{
          ...foodSearchCopy(t),
          searching: t('recipes:ingredients.searching'),
          baseFailed: t('recipes:ingredients.baseFailed'),
        }}
        headingLevel={3}
        listClassName="food-results"
        row={row}
        off={{ config: off, importer }}
      />
    </section>
  );
}
