import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary, NumberField, SelectField, SubmitButton } from '#app/components/ui/form.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import {
  ENTRIES_MAX,
  ENTRY_GRAMS_BOUNDS,
  MEALS,
  SERVING_COUNT_BOUNDS,
  type FoodCandidate,
  type FoodServing,
  type LogEntry,
  type Meal,
} from '#app/lib/data/nutrition.ts';
import type { FieldErrors } from '#app/lib/forms/messages.ts';
import { formatDay, formatDecimalInput, formatNumber, parseDecimal } from '#app/lib/format/index.ts';
import { nutrientsFor } from '#app/lib/nutrition/index.ts';
import { micronutrientsFor, toSnapshot, type Micronutrients } from '#app/lib/nutrition/micronutrients.ts';
import { FoodFacts, useFoodMicronutrients } from './food-facts.tsx';
import { newEntryId, type FoodLogControl } from './use-food-log.ts';
import { servingText } from '#app/lib/nutrition/servings.ts';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';
import { useServingWords } from './use-serving-words.ts';
import { type Validation } from '#app/lib/forms/validation.ts';

type Values = { meal: string; unit: string; amount: string };
export type Quantity = { meal: Meal; grams: number; serving: LogEntry['serving'] };

const GRAMS = 'g';

/** "g" or the index of a serving: grams typed, or a number of servings. */
export function quantityOf(values: Values, servings: readonly FoodServing[]): Validation<Quantity> {
  const errors: FieldErrors = {};
  const meal = MEALS.find((m) => m === values.meal);
  if (!meal) errors.meal = { key: 'common:form.required' };
  const amount = parseDecimal(values.amount);
  const serving = values.unit === GRAMS ? undefined : servings[Number(values.unit)];
  const bounds = serving ? SERVING_COUNT_BOUNDS : ENTRY_GRAMS_BOUNDS;
  if (values.amount.trim() === '') errors.amount = { key: 'common:form.required' };
  else if (amount === null || Number.isNaN(amount)) errors.amount = { key: 'common:form.notANumber' };
  else if (amount < bounds.min || amount > bounds.max)
    errors.amount = {
      key: serving ? 'nutrition:errors.servingCount' : 'nutrition:errors.grams',
      params: { min: bounds.min, max: bounds.max },
    };
  if (serving && amount !== null && !errors.amount && amount * serving.grams > ENTRY_GRAMS_BOUNDS.max)
    errors.amount = {
      key: 'nutrition:errors.grams',
      params: ENTRY_GRAMS_BOUNDS,
    };
  if (!meal || amount === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      meal,
      grams: serving ? amount * serving.grams : amount,
      serving: serving ? { label: serving.label, count: amount } : null,
    },
  };
}

/**
 * The entry for a quantity of a food: its nutrients computed now, kept as they are (snapshot),
 * with its micronutrients when they are known (`micronutrients` per 100 g, else the food's own).
 */
export function entryFor(food: FoodCandidate, quantity: Quantity, micronutrients: Micronutrients | null = food.micronutrients ?? null): LogEntry {
  return {
    id: newEntryId(),
    meal: quantity.meal,
    ref: { ...food.ref },
    name: food.name.slice(0, 120),
    grams: quantity.grams,
    serving: quantity.serving,
    nutrients: nutrientsFor(food.per100g, quantity.grams),
    ...(micronutrients ? { micronutrients: toSnapshot(micronutrientsFor(micronutrients, quantity.grams)) } : {}),
  };
}

/**
 * A quantity of a food for a meal, in grams or servings, with everything known about the food
 * per 100 g and for the quantity as typed; French messages for what does not fit. `onSubmit`
 * receives a valid quantity only, and the food's micronutrients per 100 g when they are known.
 */
export function QuantityForm({
  food,
  meal,
  formLabel,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  last,
}: {
  food: FoodCandidate;
  meal: Meal;
  formLabel: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (quantity: Quantity, micronutrients: Micronutrients | null) => void;
  onCancel: () => void;
  /** The quantity logged last time, to start from (a food logged again). */
  last?: Pick<LogEntry, 'grams' | 'serving'>;
}) {
  const { t } = useTranslation();
  const servingWords = useServingWords();
  const lastServing = last?.serving ? food.servings.findIndex((s) => s.label === last.serving?.label) : -1;
  const initial: Values = last
    ? { meal, unit: lastServing >= 0 ? String(lastServing) : GRAMS, amount: formatDecimalInput(lastServing >= 0 ? last.serving!.count : last.grams) }
    : {
        meal,
        unit: food.servings.length > 0 ? '0' : GRAMS,
        amount: food.servings.length > 0 ? '1' : '100',
      };
  const form = useForm({
    values: initial,
    validate: (v) => quantityOf(v, food.servings),
  });
  const preview = quantityOf(form.values, food.servings);
  const micronutrients = useFoodMicronutrients(food);
  const submit = form.submit((quantity) => onSubmit(quantity, micronutrients.state === 'ready' ? micronutrients.per100g : null));
  const labels = {
    meal: t('nutrition:add.meal'),
    amount: t('nutrition:add.amount'),
    unit: t('nutrition:add.unit'),
  };

  return (
    <form className="stack add-to-meal" onSubmit={submit} noValidate aria-label={formLabel}>
      <div className="form-grid">
        <SelectField
          {...form.field('meal')}
          label={labels.meal}
          options={MEALS.map((m) => ({
            value: m,
            label: t(`nutrition:meals.${m}`),
          }))}
        />
        <NumberField {...form.field('amount')} label={labels.amount} />
        <SelectField
          {...form.field('unit')}
          label={labels.unit}
          options={[
            { value: GRAMS, label: t('nutrition:add.grams') },
            ...food.servings.map((s, i) => ({
              value: String(i),
              label: servingText(s, servingWords.words, servingWords.unnamed),
            })),
          ]}
        />
      </div>
      <p className="muted" aria-live="polite">
        {preview.ok
          ? t('nutrition:add.preview', {
              grams: formatNumber(preview.value.grams, 1, { trimZeros: true }),
              kcal: nutrientText('kcal', nutrientsFor(food.per100g, preview.value.grams).kcal),
            })
          : null}
      </p>
      <FoodFacts food={food} grams={preview.ok ? preview.value.grams : null} micronutrients={micronutrients} />
      <ErrorSummary errors={form.errors} labels={labels} idOf={form.idOf} />
      <div className="form-actions">
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        <button type="button" className="button ghost" onClick={onCancel}>
          {t('nutrition:add.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Puts a food into a meal of the day `log` follows, in grams or servings. */
export function AddToMealForm({
  food,
  log,
  meal,
  onDone,
  last,
}: {
  food: FoodCandidate;
  log: FoodLogControl;
  meal: Meal;
  onDone: () => void;
  last?: Pick<LogEntry, 'grams' | 'serving'>;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  const add = (quantity: Quantity, micronutrients: Micronutrients | null) => {
    if (log.log.entries.length >= ENTRIES_MAX) {
      toast.error(t('nutrition:errors.dayFull', { max: ENTRIES_MAX }));
      return;
    }
    const entry = entryFor(food, quantity, micronutrients);
    setSaving(true);
    void log
      .change((entries) => [...entries, entry])
      .then((ok) => {
        setSaving(false);
        if (ok)
          toast.success(
            t('nutrition:add.added', {
              name: food.name,
              meal: t(`nutrition:meals.${quantity.meal}`),
              day: formatDay(log.log.day, 'medium'),
            }),
          );
      });
    onDone();
  };

  return (
    <QuantityForm
      food={food}
      meal={meal}
      formLabel={t('nutrition:add.formLabel', { name: food.name })}
      submitLabel={t('nutrition:add.submit', { day: formatDay(log.log.day, 'medium') })}
      busy={!log.ready || saving}
      onSubmit={add}
      onCancel={onDone}
      last={last}
    />
  );
}
