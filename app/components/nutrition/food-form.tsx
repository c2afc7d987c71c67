import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Writer } from '#app/components/data/use-writer.ts';
import { ErrorSummary, NumberField, SubmitButton, TextAreaField, TextField } from '#app/components/ui/form.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import {
  BRAND_MAX,
  FOOD_NAME_MAX,
  foodDoc,
  foodInputSchema,
  PER_100G_BOUNDS,
  SERVING_GRAMS_BOUNDS,
  SERVING_LABEL_MAX,
  SERVINGS_MAX,
  type FoodInput,
  type FoodServing,
  type MyFood,
} from '#app/lib/data/nutrition.ts';
import type { FieldErrors } from '#app/lib/forms/messages.ts';
import { formatDecimalInput, formatNumber, parseDecimal } from '#app/lib/format/index.ts';
import { isValidBarcode, NUTRIENT_KEYS, type NutrientKey } from '#app/lib/nutrition/index.ts';
import { schemaValidation, type Validation } from '#app/lib/forms/validation.ts';

type Values = Record<'name' | 'brand' | 'barcode' | 'servings' | 'favorite' | NutrientKey, string>;

const EMPTY: Values = {
  name: '',
  brand: '',
  barcode: '',
  servings: '',
  favorite: '',
  ...(Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, ''])) as Record<NutrientKey, string>),
};

/** One serving a line, as people write them: "1 tranche = 40 g". */
export function servingsText(servings: readonly FoodServing[]): string {
  return servings.map((s) => `${s.label} = ${formatNumber(s.grams, 1, { trimZeros: true })} g`).join('\n');
}

const SERVING_LINE = /^(.+?)\s*=\s*(\d+(?:[.,]\d+)?)\s*g?$/i;

/** The lines back as servings, or the number of the first line that is not "label = grams g". */
export function parseServings(text: string): { servings: FoodServing[] } | { badLine: number } {
  const servings: FoodServing[] = [];
  const lines = text.split('\n').map((l) => l.trim());
  for (const [i, line] of lines.entries()) {
    if (line === '') continue;
    const match = SERVING_LINE.exec(line);
    const grams = match ? parseDecimal(match[2]!) : null;
    if (!match || grams === null) return { badLine: i + 1 };
    servings.push({ label: match[1]!.trim(), grams });
  }
  return { servings };
}

function valuesOf(food: MyFood): Values {
  return {
    name: food.name,
    brand: food.brand ?? '',
    barcode: food.barcode ?? '',
    servings: servingsText(food.servings),
    favorite: food.favorite ? 'oui' : '',
    ...(Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, formatDecimalInput(food.per100g[k], 3)])) as Record<NutrientKey, string>),
  };
}

/** Form values → a food, with one French message per field; per-100 g errors land on their field. */
export function validateFood(values: Values, editing: MyFood | null): Validation<FoodInput> {
  const errors: Record<string, FieldErrors[string]> = {};
  const parsedServings = parseServings(values.servings);
  const barcode = values.barcode.replace(/[\s-]/g, '');
  const candidate = {
    name: values.name,
    brand: values.brand.trim() || null,
    barcode: barcode || null,
    per100g: Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, parseDecimal(values[k])])),
    servings: 'servings' in parsedServings ? parsedServings.servings : [],
    source: editing?.source ?? 'perso',
    favorite: values.favorite === 'oui',
    nutriscore: editing?.nutriscore ?? null,
    nova: editing?.nova ?? null,
  };
  const bounds = Object.fromEntries(NUTRIENT_KEYS.map((k) => [`per100g.${k}`, PER_100G_BOUNDS[k]]));
  const result = schemaValidation(foodInputSchema, candidate, bounds);
  if (!result.ok) {
    for (const [field, message] of Object.entries(result.errors)) {
      const key = field.startsWith('per100g.') ? field.slice('per100g.'.length) : field.startsWith('servings') ? 'servings' : field;
      errors[key] ??= field.startsWith('servings.')
        ? { key: 'nutrition:foods.errors.serving', params: { max: SERVING_LABEL_MAX, min: SERVING_GRAMS_BOUNDS.min, maxGrams: SERVING_GRAMS_BOUNDS.max } }
        : message;
    }
  }
  if (values.kcal.trim() === '') errors.kcal = { key: 'nutrition:foods.errors.kcalRequired' };
  if ('badLine' in parsedServings) errors.servings = { key: 'nutrition:foods.errors.servingLine', params: { line: parsedServings.badLine } };
  if (barcode && !errors.barcode && !isValidBarcode(barcode)) errors.barcode = { key: 'nutrition:barcode.checkDigit' };
  return Object.keys(errors).length === 0 && result.ok ? result : { ok: false, errors };
}

/** Create or edit one of my foods: name, brand, barcode, values per 100 g, servings, favourite. */
export function FoodForm({ editing, writer, onDone }: { editing: MyFood | null; writer: Writer; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ values: editing ? valuesOf(editing) : EMPTY, validate: (v) => validateFood(v, editing) });
  const [saving, setSaving] = useState(false);
  const labels: Record<keyof Values, string> = {
    name: t('nutrition:foods.fields.name'),
    brand: t('nutrition:foods.fields.brand'),
    barcode: t('nutrition:foods.fields.barcode'),
    ...(Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, t(`nutrition:nutrients.${k}`)])) as Record<NutrientKey, string>),
    servings: t('nutrition:foods.fields.servings'),
    favorite: t('nutrition:foods.fields.favorite'),
  };

  const onSubmit = form.submit((input, values) => {
    const target = editing;
    if (!target) form.restart();
    setSaving(true);
    void writer
      .run((data) => (target ? data.update(foodDoc, { id: target.id }, input) : data.add(foodDoc, {}, input)), t('nutrition:foods.saveFailed'))
      .then((ok) => {
        setSaving(false);
        if (ok) {
          toast.success(target ? t('nutrition:foods.updated', { name: input.name }) : t('nutrition:foods.created', { name: input.name }));
          if (target) onDone();
        } else if (!target) form.restore(values);
      });
  });

  return (
    <section className="panel stack" aria-labelledby="food-form-title">
      <h2 id="food-form-title">{editing ? t('nutrition:foods.editTitle', { name: editing.name }) : t('nutrition:foods.createTitle')}</h2>
      <form className="stack" onSubmit={onSubmit} noValidate>
        <div className="form-grid">
          <TextField {...form.field('name')} label={labels.name} maxLength={FOOD_NAME_MAX} required />
          <TextField {...form.field('brand')} label={labels.brand} maxLength={BRAND_MAX} />
          <TextField {...form.field('barcode')} label={labels.barcode} hint={t('nutrition:barcode.hint')} />
        </div>
        <fieldset className="stack">
          <legend>{t('nutrition:foods.per100g')}</legend>
          <div className="form-grid">
            {NUTRIENT_KEYS.map((k) => (
              <NumberField key={k} {...form.field(k)} label={labels[k]} unit={PER_100G_BOUNDS[k].unit} required={k === 'kcal'} />
            ))}
          </div>
          <p className="field-hint">{t('nutrition:foods.unknownHint')}</p>
        </fieldset>
        <TextAreaField {...form.field('servings')} label={labels.servings} hint={t('nutrition:foods.servingsHint', { max: SERVINGS_MAX })} rows={3} />
        <label className="check">
          <input type="checkbox" checked={form.values.favorite === 'oui'} onChange={(e) => form.set('favorite', e.target.checked ? 'oui' : '')} />
          {labels.favorite}
        </label>
        <ErrorSummary errors={form.errors} labels={labels} idOf={form.idOf} />
        <div className="form-actions">
          <SubmitButton busy={!writer.ready || (saving && editing !== null)}>{editing ? t('nutrition:foods.save') : t('nutrition:foods.create')}</SubmitButton>
          {editing ? (
            <button type="button" className="button" onClick={onDone}>
              {t('nutrition:add.cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
