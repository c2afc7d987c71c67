import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import { AddToMealForm } from '#app/components/nutrition/add-to-meal-form.tsx';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';
import { useFoodLog } from '#app/components/nutrition/use-food-log.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import type { FoodLog, Meal } from '#app/lib/data/nutrition.ts';
import { dishWeightG, myRecipes, nutritionOf, recipeCandidate, recipeDoc, type MyRecipe } from '#app/lib/data/recipes.ts';
import { formatDay, formatNumber } from '#app/lib/format/index.ts';
import { duplicateOf } from '#app/lib/recipes/recipe-form.ts';

export interface RecipesData {
  readonly recipes: MyRecipe[];
  readonly day: string;
  readonly meal: Meal;
  readonly log: FoodLog;
}

/** My recipes with their values per serving; each can be logged, edited, duplicated or deleted. */
export function RecipesScreen({ data }: { data: RecipesData }) {
  const { t } = useTranslation();
  const { data: recipes, error } = useLiveQuery(myRecipes, {}, data.recipes);
  const log = useFoodLog(data.day, data.log);
  const writer = useWriter();
  const [deleting, setDeleting] = useState<MyRecipe | null>(null);

  const duplicate = (recipe: MyRecipe) => {
    const copy = duplicateOf(recipe, t('recipes:copyName', { name: recipe.name }));
    void writer
      .run((write) => write.add(recipeDoc, {}, copy), t('recipes:saveFailed'))
      .then((ok) => {
        if (ok) toast.success(t('recipes:duplicated', { name: copy.name }));
      });
  };
  const confirmDelete = () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    void writer
      .run((write) => write.remove(recipeDoc, { id: target.id }), t('recipes:deleteFailed'))
      .then((ok) => {
        if (ok) toast.success(t('recipes:deleted', { name: target.name }));
      });
  };

  return (
    <Page
      title={t('nutrition:recipes.title')}
      description={t('recipes:description')}
      actions={
        <>
          <SaveIndicator status={writer.status === 'idle' ? log.writer.status : writer.status} liveError={error ?? log.error} />
          <Link className="button primary" to="/nutrition/recipes/new">
            {t('recipes:create')}
          </Link>
        </>
      }
    >
      <Form method="get" className="panel recipes-day">
        <div className="field">
          <label htmlFor="recipes-day">{t('recipes:logDay')}</label>
          <div className="search-row">
            <input id="recipes-day" name="jour" type="date" defaultValue={data.day} key={data.day} required />
            <button type="submit" className="button">
              {t('nutrition:logs.go')}
            </button>
          </div>
        </div>
        <p className="muted">
          {t('recipes:logTarget', { day: formatDay(data.day, 'long') })}{' '}
          <Link to={`/nutrition/logs?jour=${data.day}`}>{t('nutrition:search.openLog')}</Link>
        </p>
      </Form>

      {recipes.length === 0 ? (
        <p className="callout">{t('recipes:empty')}</p>
      ) : (
        <ul className="food-results recipe-list">
          {recipes.map((recipe) => (
            <RecipeItem key={recipe.id} recipe={recipe} onDuplicate={() => duplicate(recipe)} onDelete={() => setDeleting(recipe)} busy={!writer.ready}>
              {(close) => <AddToMealForm food={recipeCandidate(recipe)} log={log} meal={data.meal} onDone={close} />}
            </RecipeItem>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('recipes:deleteTitle', { name: deleting.name }) : ''}
        confirmLabel={t('nutrition:logs.delete')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('recipes:deleteBody')}</p>
      </ConfirmDialog>
    </Page>
  );
}

function RecipeItem({
  recipe,
  onDuplicate,
  onDelete,
  busy,
  children,
}: {
  recipe: MyRecipe;
  onDuplicate: () => void;
  onDelete: () => void;
  busy: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const perServing = nutritionOf(recipe).perServing;
  const portionG = dishWeightG(recipe) / recipe.servings;
  return (
    <li className="food-result" data-recipe={recipe.id}>
      <div className="food-result-head">
        <div>
          <Link className="food-name" to={`/nutrition/recipes/${recipe.id}`}>
            {recipe.name}
          </Link>
          <span className="muted food-detail">
            {t('recipes:summary', {
              count: recipe.servings,
              ingredients: t('recipes:ingredientCount', { count: recipe.ingredients.length }),
              grams: formatNumber(portionG, 0),
            })}
          </span>
        </div>
        <span className="food-kcal" data-testid="serving-kcal">
          {t('recipes:perServingKcal', { kcal: nutrientText('kcal', perServing.kcal) })}
        </span>
      </div>
      <p className="muted recipe-macros">
        {t('nutrition:logs.mealMacros', {
          protein: nutrientText('proteinG', perServing.proteinG),
          carbs: nutrientText('carbsG', perServing.carbsG),
          fat: nutrientText('fatG', perServing.fatG),
        })}
      </p>
      <div className="food-result-actions">
        <button
          type="button"
          className="button"
          aria-expanded={adding}
          onClick={() => setAdding((a) => !a)}
          aria-label={t('nutrition:search.addToMealOf', { name: recipe.name })}
        >
          {t('nutrition:search.addToMeal')}
        </button>
        <Link className="button ghost" to={`/nutrition/recipes/${recipe.id}`} aria-label={t('recipes:editOf', { name: recipe.name })}>
          {t('nutrition:logs.edit')}
        </Link>
        <button type="button" className="button ghost" onClick={onDuplicate} disabled={busy} aria-label={t('recipes:duplicateOf', { name: recipe.name })}>
          {t('recipes:duplicate')}
        </button>
        <button type="button" className="button ghost" onClick={onDelete} disabled={busy} aria-label={t('recipes:deleteOf', { name: recipe.name })}>
          {t('nutrition:logs.delete')}
        </button>
      </div>
      {adding ? children(() => setAdding(false)) : null}
    </li>
  );
}
