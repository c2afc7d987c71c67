import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';
import { ErrorSummary, NumberField, SubmitButton, TextAreaField, TextField, useMessage } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { myFoods, type FoodCandidate, type MyFood } from '#app/lib/data/nutrition.ts';
import {
  COOKED_WEIGHT_BOUNDS,
  INGREDIENT_GRAMS_BOUNDS,
  INGREDIENTS_MAX,
  INSTRUCTIONS_MAX,
  nutritionOf,
  RECIPE_NAME_MAX,
  RECIPE_SERVINGS_BOUNDS,
  recipeDoc,
  type MyRecipe,
} from '#app/lib/data/recipes.ts';
import { parseDecimal } from '#app/lib/format/index.ts';
import { NUTRIENT_KEYS, nutrientsFor } from '#app/lib/nutrition/index.ts';
import type { OffConfig } from '#app/lib/open-food-facts/client.ts';
import { IngredientPicker } from './ingredient-picker.tsx';
import { draftKey, EMPTY_RECIPE, gramsField, readableIngredients, validateRecipe, valuesOf, type IngredientDraft, type RecipeValues } from '#app/lib/recipes/recipe-form.ts';

export interface RecipeEditorData {
  readonly recipe: MyRecipe | null;
  readonly foods: MyFood[];
  readonly off: OffConfig;
}

const DEFAULT_GRAMS = '100';

/** Creates or edits a recipe; its nutrition per serving and per 100 g follows the typing. */
export function RecipeEditorScreen({ data }: { data: RecipeEditorData }) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const { data: foods, error } = useLiveQuery(myFoods, {}, data.foods);
  const writer = useWriter();
  const editing = data.recipe;
  const [initial] = useState<RecipeValues>(() => (editing ? valuesOf(editing) : EMPTY_RECIPE));
  const form = useForm({ values: initial, validate: validateRecipe });
  const [saving, setSaving] = useState(false);
  const { ingredients } = form.values;

  const labels: Record<string, string> = {
    name: t('recipes:fields.name'),
    servings: t('recipes:fields.servings'),
    cookedWeightG: t('recipes:fields.cookedWeight'),
    ingredients: t('recipes:ingredients.title'),
    ...Object.fromEntries(ingredients.map((i) => [gramsField(i), t('recipes:ingredients.gramsOf', { name: i.name })])),
    instructions: t('recipes:fields.instructions'),
  };

  const changeIngredients = (change: (list: readonly IngredientDraft[]) => readonly IngredientDraft[]) =>
    form.update((values) => ({ ...values, ingredients: change(values.ingredients) }));
  const add = (candidate: FoodCandidate) => {
    if (ingredients.length >= INGREDIENTS_MAX) {
      toast.error(t('recipes:errors.tooManyIngredients', { max: INGREDIENTS_MAX }));
      return;
    }
    const { kind, id } = candidate.ref;
    // The search offers foods only: a recipe is never an ingredient of another.
    if (kind === 'recipe') return;
    changeIngredients((list) => [
      ...list,
      { key: draftKey(), ref: { kind, id }, name: candidate.name.slice(0, RECIPE_NAME_MAX), per100g: { ...candidate.per100g }, grams: DEFAULT_GRAMS },
    ]);
    toast.success(t('recipes:ingredients.added', { name: candidate.name }));
  };

  const onSubmit = form.submit((input) => {
    setSaving(true);
    void writer
      .run(
        (write) => (editing ? write.update(recipeDoc, { id: editing.id }, input) : write.add(recipeDoc, {}, input)),
        t('recipes:saveFailed'),
      )
      .then((ok) => {
        setSaving(false);
        if (!ok) return;
        toast.success(editing ? t('recipes:updated', { name: input.name }) : t('recipes:created', { name: input.name }));
        void navigate('/nutrition/recipes');
      });
  });

  const servings = parseDecimal(form.values.servings);
  const cooked = parseDecimal(form.values.cookedWeightG);
  const readable = readableIngredients(form.values);
  const servingsKnown = servings !== null && Number.isInteger(servings) && servings >= RECIPE_SERVINGS_BOUNDS.min && servings <= RECIPE_SERVINGS_BOUNDS.max;
  const cookedKnown = cooked !== null && cooked >= COOKED_WEIGHT_BOUNDS.min && cooked <= COOKED_WEIGHT_BOUNDS.max;
  const live = nutritionOf({ servings: servingsKnown ? servings : 1, cookedWeightG: cookedKnown ? cooked : null, ingredients: readable });

  return (
    <Page
      title={editing ? t('recipes:editTitle') : t('recipes:newTitle')}
      description={editing ? editing.name : t('recipes:newDescription')}
      actions={<SaveIndicator status={writer.status} liveError={error} />}
    >
      <div className="split-layout recipe-editor">
        <form className="panel stack" onSubmit={onSubmit} noValidate aria-label={t('recipes:formLabel')}>
          <div className="form-grid">
            <TextField {...form.field('name')} label={labels.name} maxLength={RECIPE_NAME_MAX} required />
            <NumberField {...form.field('servings')} label={labels.servings} integer required />
            <NumberField {...form.field('cookedWeightG')} label={labels.cookedWeightG} unit="g" hint={t('recipes:fields.cookedWeightHint')} />
          </div>
          <fieldset className="stack">
            <legend>{t('recipes:ingredients.title')}</legend>
            {ingredients.length === 0 ? (
              <p className="muted" id={form.idOf('ingredients')} tabIndex={-1}>
                {t('recipes:ingredients.empty')}
              </p>
            ) : (
              <ul className="ingredient-list" id={form.idOf('ingredients')} tabIndex={-1}>
                {ingredients.map((ingredient) => {
                  const grams = parseDecimal(ingredient.grams);
                  return (
                    <li key={ingredient.key} className="ingredient-row">
                      <NumberField
                        id={form.idOf(gramsField(ingredient))}
                        name={gramsField(ingredient)}
                        error={form.errors[gramsField(ingredient)]}
                        value={ingredient.grams}
                        onChange={(value) => changeIngredients((list) => list.map((i) => (i.key === ingredient.key ? { ...i, grams: value } : i)))}
                        label={ingredient.name}
                        unit="g"
                        hint={t(`recipes:ingredients.sources.${ingredient.ref.kind}`)}
                      />
                      <span className="food-kcal">
                        {grams !== null && !Number.isNaN(grams) ? nutrientText('kcal', nutrientsFor(ingredient.per100g, grams).kcal) : '–'}
                      </span>
                      <button
                        type="button"
                        className="button ghost"
                        onClick={() => changeIngredients((list) => list.filter((i) => i.key !== ingredient.key))}
                        aria-label={t('recipes:ingredients.removeOf', { name: ingredient.name })}
                      >
                        {t('recipes:ingredients.remove')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            {servingsKnown && readable.length > 0 ? (
              // Phones show the values table below the form: the essentials follow the typing here.
              <p className="recipe-live-summary" data-testid="recipe-live-summary">
                {t('recipes:nutrition.perServingSummary', {
                  kcal: nutrientText('kcal', live.perServing.kcal),
                  protein: nutrientText('proteinG', live.perServing.proteinG),
                  carbs: nutrientText('carbsG', live.perServing.carbsG),
                  fat: nutrientText('fatG', live.perServing.fatG),
                })}
              </p>
            ) : null}
            {form.errors.ingredients ? (
              <p className="field-error" role="alert">
                {message(form.errors.ingredients)}
              </p>
            ) : null}
            <p className="field-hint">
              {t('recipes:ingredients.bounds', { min: INGREDIENT_GRAMS_BOUNDS.min, max: INGREDIENT_GRAMS_BOUNDS.max, maxIngredients: INGREDIENTS_MAX })}{' '}
              <a href="#ingredient-query">{t('recipes:ingredients.toPicker')}</a>
            </p>
          </fieldset>
          <TextAreaField {...form.field('instructions')} label={labels.instructions} maxLength={INSTRUCTIONS_MAX} rows={6} />
          <ErrorSummary errors={form.errors} labels={labels} idOf={form.idOf} />
          <div className="form-actions">
            <SubmitButton busy={!writer.ready || saving}>{editing ? t('recipes:save') : t('recipes:createSubmit')}</SubmitButton>
            <Link className="button ghost" to="/nutrition/recipes">
              {t('nutrition:add.cancel')}
            </Link>
          </div>
        </form>

        <div className="stack">
          <section className="panel stack recipe-nutrition" aria-labelledby="recipe-nutrition-title" aria-live="polite">
            <h2 id="recipe-nutrition-title">{t('recipes:nutrition.title')}</h2>
            <table className="nutrition-table">
              <thead>
                <tr>
                  <th scope="col">{t('recipes:nutrition.nutrient')}</th>
                  <th scope="col">{t('recipes:nutrition.perServing')}</th>
                  <th scope="col">{t('recipes:nutrition.per100g')}</th>
                </tr>
              </thead>
              <tbody>
                {NUTRIENT_KEYS.map((key) => (
                  <tr key={key} data-nutrient={key}>
                    <th scope="row">{t(`nutrition:nutrients.${key}`)}</th>
                    <td data-testid={`serving-${key}`}>{servingsKnown && readable.length > 0 ? nutrientText(key, live.perServing[key]) : '–'}</td>
                    <td data-testid={`per100g-${key}`}>{readable.length > 0 ? nutrientText(key, live.per100g[key]) : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="muted">{cookedKnown ? t('recipes:nutrition.ofCooked') : t('recipes:nutrition.ofRaw')}</p>
          </section>
          <IngredientPicker foods={foods} off={data.off} inputId="ingredient-query" invalid={Boolean(form.errors.ingredients)} onAdd={add} />
        </div>
      </div>
    </Page>
  );
}
