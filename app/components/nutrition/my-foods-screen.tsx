import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { foodDoc, myFoods, type FoodLog, type MyFood } from '#app/lib/data/nutrition.ts';
import { createNameSearch } from '#app/lib/nutrition/name-search.ts';
import { myFoodIdOf, repeatFoods } from '#app/lib/nutrition/repeat-foods.ts';
import { CiqualCredit, OffCredit } from './credits.tsx';
import { FoodForm } from './food-form.tsx';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';

const RECENT_SHOWN = 8;

export function MyFoodsScreen({ initial, recentLogs }: { initial: MyFood[]; recentLogs: FoodLog[] }) {
  const { t } = useTranslation();
  const { data: foods, error } = useLiveQuery(myFoods, {}, initial);
  const writer = useWriter();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MyFood | null>(null);
  const [filter, setFilter] = useState('');
  const editing = foods.find((f) => f.id === editingId) ?? null;
  const search = useMemo(() => createNameSearch(foods), [foods]);
  const shown = filter.trim() ? search(filter, foods.length) : foods;
  // Whatever way a food was logged (from the base, a barcode, my copy), my copy of it is recent.
  const recent = repeatFoods(recentLogs)
    .flatMap(({ key }) => foods.find((f) => f.id === myFoodIdOf(key)) ?? [])
    .slice(0, RECENT_SHOWN);

  const toggleFavorite = (food: MyFood) =>
    void writer.run((data) => data.update(foodDoc, { id: food.id }, { favorite: !food.favorite }), t('nutrition:foods.saveFailed'));
  const confirmDelete = () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    if (editingId === target.id) setEditingId(null);
    void writer
      .run((data) => data.remove(foodDoc, { id: target.id }), t('nutrition:foods.deleteFailed'))
      .then((ok) => {
        if (ok) toast.success(t('nutrition:foods.deleted', { name: target.name }));
      });
  };

  return (
    <Page
      title={t('nutrition:foods.title')}
      description={t('nutrition:foods.description')}
      actions={<SaveIndicator status={writer.status} liveError={error} />}
    >
      <div className="split-layout">
        <FoodForm key={editing?.id ?? 'new'} editing={editing} writer={writer} onDone={() => setEditingId(null)} />
        <div className="stack">
          <section className="panel stack" aria-labelledby="recent-title">
            <h2 id="recent-title">{t('nutrition:foods.recent')}</h2>
            {recent.length === 0 ? (
              <p className="muted">{t('nutrition:foods.noRecent')}</p>
            ) : (
              <ul className="meal-summary">
                {recent.map((f) => (
                  <li key={f.id}>
                    <Link to={`/nutrition/foods/search?q=${encodeURIComponent(f.name)}`}>{f.name}</Link>
                    <span className="food-kcal">{t('nutrition:search.per100g', { kcal: nutrientText('kcal', f.per100g.kcal) })}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <p>
            <Link className="button ghost" to="/nutrition/seed">
              {t('nutrition:seed.title')}
            </Link>
          </p>
        </div>
      </div>
      <section className="stack" aria-labelledby="foods-title">
        <h2 id="foods-title">
          {t('nutrition:foods.listTitle')} <span className="muted count">{t('nutrition:foods.count', { count: foods.length })}</span>
        </h2>
        <div className="field">
          <label htmlFor="foods-filter">{t('nutrition:foods.filter')}</label>
          <input id="foods-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" />
        </div>
        {shown.length === 0 ? (
          <p className="muted">{foods.length === 0 ? t('nutrition:foods.empty') : t('nutrition:search.noneMine')}</p>
        ) : (
          <ul className="food-results">
            {shown.map((food) => (
              <li key={food.id} className="food-result" data-food={food.id}>
                <div className="food-result-head">
                  <div>
                    <span className="food-name">{food.name}</span>
                    <span className="muted food-detail">
                      {[food.brand, t(`nutrition:foods.sources.${food.source}`), ...food.servings.map((s) => `${s.label} = ${s.grams} g`)]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </div>
                  <span className="food-kcal">{t('nutrition:search.per100g', { kcal: nutrientText('kcal', food.per100g.kcal) })}</span>
                </div>
                <div className="food-result-actions">
                  <button
                    type="button"
                    className="button ghost"
                    aria-pressed={food.favorite}
                    onClick={() => toggleFavorite(food)}
                    disabled={!writer.ready}
                    aria-label={t('nutrition:foods.favoriteOf', { name: food.name })}
                  >
                    <span aria-hidden="true">{food.favorite ? '★' : '☆'}</span> {t('nutrition:foods.favorite')}
                  </button>
                  <button
                    type="button"
                    className="button ghost"
                    onClick={() => setEditingId(food.id)}
                    aria-label={t('nutrition:foods.editOf', { name: food.name })}
                  >
                    {t('nutrition:logs.edit')}
                  </button>
                  <button
                    type="button"
                    className="button ghost"
                    onClick={() => setDeleting(food)}
                    disabled={!writer.ready}
                    aria-label={t('nutrition:foods.deleteOf', { name: food.name })}
                  >
                    {t('nutrition:logs.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {foods.some((f) => f.source === 'base') ? <CiqualCredit /> : null}
        {foods.some((f) => f.source === 'off') ? <OffCredit /> : null}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('nutrition:foods.deleteTitle', { name: deleting.name }) : ''}
        confirmLabel={t('nutrition:logs.delete')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('nutrition:foods.deleteBody')}</p>
      </ConfirmDialog>
    </Page>
  );
}
