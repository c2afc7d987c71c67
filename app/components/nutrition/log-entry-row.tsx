import { ArrowRightLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '#app/components/ui/form.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { ENTRY_GRAMS_BOUNDS, MEALS, SERVING_COUNT_BOUNDS, type LogEntry, type Meal } from '#app/lib/data/nutrition.ts';
import type { FieldMessage } from '#app/lib/forms/messages.ts';
import type { Validation } from '#app/lib/forms/validation.ts';
import { formatDecimalInput, formatNumber, parseDecimal } from '#app/lib/format/index.ts';
import { nutrientsFor } from '#app/lib/nutrition/index.ts';
import { scaleSnapshot } from '#app/lib/nutrition/micronutrients.ts';
import { servingName, servingQuantity, type ServingWords } from '#app/lib/nutrition/servings.ts';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';
import { useServingWords } from './use-serving-words.ts';

/** "150 g", or "2 × 1 tranche (80 g)" (the label's own grams left out: "60.8 g (1 tranche)"). */
export function quantityText(entry: Pick<LogEntry, 'grams' | 'serving'>, { words, unnamed }: { words: ServingWords; unnamed: string }): string {
  if (!entry.serving) return servingQuantity(entry.grams, 'g');
  const { name, unit } = servingName(entry.serving.label, words);
  return `${formatNumber(entry.serving.count, 2, { trimZeros: true })} × ${name ?? unnamed} (${servingQuantity(entry.grams, unit)})`;
}

/**
 * The entry with a new quantity: same unit as before (grams, or a number of the same serving),
 * nutrients and micronutrients rescaled from its own snapshot, never from the food as it is today.
 */
export function withQuantity(entry: LogEntry, amount: number): LogEntry {
  const grams = entry.serving ? (entry.grams / entry.serving.count) * amount : amount;
  return {
    ...entry,
    grams,
    serving: entry.serving ? { ...entry.serving, count: amount } : null,
    nutrients: nutrientsFor(entry.nutrients, (100 * grams) / entry.grams),
    ...(entry.micronutrients ? { micronutrients: scaleSnapshot(entry.micronutrients, grams / entry.grams) } : {}),
  };
}

export function quantityError(entry: LogEntry, raw: string): FieldMessage | null {
  const amount = parseDecimal(raw);
  if (raw.trim() === '') return { key: 'common:form.required' };
  if (amount === null || Number.isNaN(amount)) return { key: 'common:form.notANumber' };
  const bounds = entry.serving ? SERVING_COUNT_BOUNDS : ENTRY_GRAMS_BOUNDS;
  if (amount < bounds.min || amount > bounds.max)
    return {
      key: entry.serving ? 'nutrition:errors.servingCount' : 'nutrition:errors.grams',
      params: { min: bounds.min, max: bounds.max },
    };
  if (withQuantity(entry, amount).grams > ENTRY_GRAMS_BOUNDS.max)
    return {
      key: 'nutrition:errors.grams',
      params: { min: ENTRY_GRAMS_BOUNDS.min, max: ENTRY_GRAMS_BOUNDS.max },
    };
  return null;
}

export function LogEntryRow({
  entry,
  ready,
  onChange,
  onDelete,
  onMove,
}: {
  entry: LogEntry;
  ready: boolean;
  onChange: (next: LogEntry) => void;
  onDelete: () => void;
  /** Moves the entry, quantity and snapshot unchanged, to another meal of the day. */
  onMove?: (meal: Meal) => void;
}) {
  const { t } = useTranslation();
  const servingWords = useServingWords();
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState(false);
  // Starts from the entry's quantity as it is when the form opens.
  const quantity = useForm({
    values: { amount: formatDecimalInput(entry.serving ? entry.serving.count : entry.grams) },
    validate: ({ amount }): Validation<number> => {
      const problem = quantityError(entry, amount);
      return problem ? { ok: false, errors: { amount: problem } } : { ok: true, value: parseDecimal(amount)! };
    },
  });

  const start = () => {
    quantity.restart();
    setEditing(true);
  };
  const submit = quantity.submit((amount) => {
    onChange(withQuantity(entry, amount));
    setEditing(false);
  });

  return (
    <li className="log-entry" data-entry={entry.id}>
      <div className="log-entry-head">
        <span className="food-name">{entry.name}</span>
        <span className="muted">{quantityText(entry, servingWords)}</span>
        <span className="food-kcal">{nutrientText('kcal', entry.nutrients.kcal)}</span>
      </div>
      {editing ? (
        <form className="log-entry-edit" onSubmit={submit} noValidate aria-label={t('nutrition:logs.editOf', { name: entry.name })}>
          <NumberField
            {...quantity.field('amount')}
            label={t('nutrition:logs.quantity')}
            unit={entry.serving ? (servingName(entry.serving.label, servingWords.words).name ?? servingWords.unnamed) : 'g'}
          />
          <div className="form-actions">
            <button type="submit" className="button primary" disabled={!ready}>
              {t('nutrition:logs.saveQuantity')}
            </button>
            <button type="button" className="button ghost" onClick={() => setEditing(false)}>
              {t('nutrition:add.cancel')}
            </button>
          </div>
        </form>
      ) : (
        // Icons with their names spoken and shown on hover: the three fit one line on a phone.
        <div className="log-entry-actions">
          <button type="button" className="icon-button" onClick={start} disabled={!ready} aria-label={t('nutrition:logs.editOf', { name: entry.name })} title={t('nutrition:logs.edit')}>
            <Pencil aria-hidden="true" size={18} />
          </button>
          {onMove ? (
            <button
              type="button"
              className="icon-button"
              onClick={() => setMoving((open) => !open)}
              disabled={!ready}
              aria-expanded={moving}
              aria-label={t('nutrition:logs.moveOf', { name: entry.name })}
              title={t('nutrition:logs.move')}
            >
              <ArrowRightLeft aria-hidden="true" size={18} />
            </button>
          ) : null}
          <button type="button" className="icon-button" onClick={onDelete} disabled={!ready} aria-label={t('nutrition:logs.deleteOf', { name: entry.name })} title={t('nutrition:logs.delete')}>
            <Trash2 aria-hidden="true" size={18} />
          </button>
        </div>
      )}
      {onMove && moving && !editing ? (
        <div className="food-result-actions" role="group" aria-label={t('nutrition:logs.moveOf', { name: entry.name })}>
          {MEALS.filter((meal) => meal !== entry.meal).map((meal) => (
            <button
              key={meal}
              type="button"
              className="button"
              disabled={!ready}
              onClick={() => {
                setMoving(false);
                onMove(meal);
              }}
            >
              {t('nutrition:logs.moveTo', { meal: t(`nutrition:meals.${meal}`) })}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
