import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ciqualCodeOf, mealAt, type FoodCandidate, type LogEntry, type Meal } from '#app/lib/data/nutrition.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import {
  dayMicronutrients,
  entryMicronutrients,
  MICRONUTRIENT_KEYS,
  MICRONUTRIENTS,
  totalCertainty,
  type MicronutrientKey,
  type MicronutrientTotal,
} from '#app/lib/nutrition/micronutrients.ts';
import { referenceIntake, type ReferenceIntake } from '#app/lib/nutrition/references.ts';
import type { BaseRichFood } from '#app/lib/nutrition/base-micronutrients.ts';
import type { Sex } from '#app/lib/person/sex.ts';
import { AddToMealForm } from './add-to-meal-form.tsx';
import { CiqualCredit } from './credits.tsx';
import type { FoodLogControl } from './use-food-log.ts';
import { useCiqualMicronutrients, type MicronutrientsByCode } from './use-ciqual-micronutrients.ts';

export type { MicronutrientsByCode };
/** Foods of the base rich in each nutrient (the server ranks them: lib/nutrition/rich-foods.ts). */
export type RichFoodsByNutrient = Partial<Readonly<Record<MicronutrientKey, readonly BaseRichFood[]>>>;

/** Suggestions are given for the few nutrients furthest under their reference, not for all. */
const LACKING_SHOWN = 3;

const amountText = (value: number, unit: string) => `${formatNumber(value, value >= 100 ? 0 : value >= 10 ? 1 : 2, { trimZeros: true })} ${unit}`;

interface MicronutrientsPanelProps {
  readonly entries: readonly LogEntry[];
  readonly initial: MicronutrientsByCode;
  readonly sex: Sex | null;
  readonly age: number | null;
  /** With the day's log, the panel suggests foods for what is missing, each ready to add to it. */
  readonly richFoods?: RichFoodsByNutrient;
  readonly log?: FoodLogControl;
}

/**
 * The day's vitamins, minerals and fatty acids from its Ciqual foods, each against the person's
 * Anses reference where one is known (which reference, or why none, is said), and, where the
 * screen gives them, foods for the nutrients furthest under it. Values of foods logged since the
 * page loaded are fetched when there is a signal.
 */
export function MicronutrientsPanel({ entries, initial, sex, age, richFoods, log }: MicronutrientsPanelProps) {
  const { t } = useTranslation();
  // Entries logged with their snapshot carry their values; the others' come from the tab's Ciqual
  // lookup, starting from what came with the page.
  const ciqual = useCiqualMicronutrients(
    entries.flatMap((e) => (e.micronutrients ? [] : (ciqualCodeOf(e.ref) ?? []))),
    initial,
  );
  const failed = ciqual.state === 'failed';
  const ciqualValues = (e: LogEntry) => {
    const code = ciqualCodeOf(e.ref);
    return code ? (ciqual.valuesOf(code) ?? null) : null;
  };
  const totals = dayMicronutrients(entries, ciqualValues);
  const lacking = entries.filter((e) => entryMicronutrients(e, ciqualValues) === null).length;

  const adult = sex !== null && age !== null && age >= 18;
  const referenceOf = (key: MicronutrientKey) => (sex && age !== null ? referenceIntake(key, sex, age) : null);
  const lackingNutrients = MICRONUTRIENT_KEYS.flatMap((key) => {
    const reference = referenceOf(key);
    const total = totals[key];
    return reference && totalCertainty(total) !== 'unknown' && total.amount < reference.value ? [{ key, reference, total }] : [];
  })
    .sort((a, b) => a.total.amount / a.reference.value - b.total.amount / b.reference.value)
    .slice(0, LACKING_SHOWN);

  return (
    <details className="panel stack micronutrients" data-testid="micronutrients">
      <summary>
        <h2>{t('nutrition:micronutrients.title')}</h2>
        <span className="muted">{t('nutrition:micronutrients.summary')}</span>
      </summary>
      {failed ? (
        <p className="form-error" role="alert">
          {t('nutrition:micronutrients.loadFailed')}
        </p>
      ) : null}
      {lacking > 0 && entries.length > 0 ? <p className="muted">{t('nutrition:micronutrients.partial', { count: lacking })}</p> : null}
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('nutrition:micronutrients.nutrient')}</th>
            <th scope="col">{t('nutrition:micronutrients.total')}</th>
            <th scope="col">{t('nutrition:micronutrients.reference')}</th>
            <th scope="col">{t('nutrition:micronutrients.share')}</th>
          </tr>
        </thead>
        <tbody>
          {MICRONUTRIENT_KEYS.map((key) => {
            const unit = MICRONUTRIENTS[key];
            const total = totals[key];
            const certainty = totalCertainty(total);
            const reference = referenceOf(key);
            const amount = amountText(total.amount, unit);
            return (
              <tr key={key} data-testid={`micro-${key}`}>
                <th scope="row">{t(`nutrition:micronutrients.names.${key}`)}</th>
                <td data-testid={`micro-total-${key}`}>
                  {certainty === 'unknown' ? t('nutrition:micronutrients.unknown') : certainty === 'atLeast' ? t('nutrition:micronutrients.atLeast', { amount }) : amount}
                </td>
                <td>{reference ? t('nutrition:micronutrients.referenceValue', { value: amountText(reference.value, unit), type: reference.type }) : t('nutrition:micronutrients.none')}</td>
                <td data-testid={`micro-share-${key}`}>
                  {reference && certainty !== 'unknown' ? `${formatNumber((100 * total.amount) / reference.value, 0)} %` : t('nutrition:micronutrients.none')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="muted">{t('nutrition:micronutrients.belowLimit')}</p>
      <ReferenceBasis sex={sex} age={age} />
      {adult && richFoods && log && lackingNutrients.length > 0 ? <LackingFoods lacking={lackingNutrients} richFoods={richFoods} log={log} /> : null}
      <p className="source-credit">{t('nutrition:micronutrients.referenceSource')}</p>
      <CiqualCredit />
    </details>
  );
}

/** Which reference the table uses, or why it shows none. */
function ReferenceBasis({ sex, age }: { sex: Sex | null; age: number | null }) {
  const { t } = useTranslation();
  if (sex && age !== null && age >= 18) {
    return (
      <p className="muted" data-testid="micro-reference-basis">
        {t('nutrition:micronutrients.referenceFor', { who: t(`nutrition:micronutrients.who.${sex}`), count: age })}
      </p>
    );
  }
  if (sex && age !== null) {
    return (
      <p className="muted" data-testid="micro-reference-basis">
        {t('nutrition:micronutrients.referenceAdultsOnly')}
      </p>
    );
  }
  const missing = [...(sex ? [] : [t('nutrition:micronutrients.missing.sex')]), ...(age === null ? [t('nutrition:micronutrients.missing.birthDate')] : [])];
  return (
    <p className="callout" data-testid="micro-reference-basis">
      {t('nutrition:micronutrients.referenceNeedsProfile', { missing: new Intl.ListFormat('fr-FR', { type: 'conjunction' }).format(missing) })}{' '}
      <Link to="/profile">{t('nutrition:micronutrients.completeProfile')}</Link>
    </p>
  );
}

interface Lacking {
  readonly key: MicronutrientKey;
  readonly reference: ReferenceIntake;
  readonly total: MicronutrientTotal;
}

/**
 * A food suggested for what is missing. "Ajouter" opens the add form prefilled with the portion the
 * suggestion counted (or 100 g), one tap from logging it, rather than logging it in one tap
 * (decision, as Cronometer's suggested foods and MyFitnessPal's add screen do): this screen shows
 * the whole day, so no meal is implied, and a food the person did not pick is shown with its values
 * before it counts. The form starts on the meal of the hour, which the person can change.
 */
function SuggestedFood({ food, unit, log }: { food: BaseRichFood; unit: string; log: FoodLogControl }) {
  const { t } = useTranslation();
  const [meal, setMeal] = useState<Meal | null>(null);
  const candidate: FoodCandidate = { ref: { kind: 'base', id: food.code }, name: food.name, per100g: food.per100g, servings: food.portions };
  const quantity = food.portion ? { grams: food.portion.grams, serving: { label: food.portion.label, count: 1 } } : { grams: 100, serving: null };
  return (
    <li>
      <div className="rich-food">
        <span>
          {food.name}{' '}
          <span className="muted">
            {food.portion
              ? t('nutrition:micronutrients.lacking.perPortion', { amount: amountText(food.amount, unit), portion: food.portion.label, grams: formatNumber(food.portion.grams, 0) })
              : t('nutrition:micronutrients.lacking.per100g', { amount: amountText(food.amount, unit) })}
          </span>
        </span>
        <button
          type="button"
          className="button"
          aria-expanded={meal !== null}
          aria-label={t('nutrition:micronutrients.lacking.logLabel', { name: food.name })}
          onClick={() => setMeal((open) => (open ? null : mealAt(new Date())))}
        >
          {t('nutrition:micronutrients.lacking.log')}
        </button>
      </div>
      {meal ? <AddToMealForm food={candidate} log={log} meal={meal} last={quantity} onDone={() => setMeal(null)} /> : null}
    </li>
  );
}

/** For the nutrients furthest under their reference, foods of the base rich in them. */
function LackingFoods({ lacking, richFoods, log }: { lacking: readonly Lacking[]; richFoods: RichFoodsByNutrient; log: FoodLogControl }) {
  const { t } = useTranslation();
  return (
    <section className="stack" aria-labelledby="lacking-title" data-testid="micro-lacking">
      <h3 id="lacking-title">{t('nutrition:micronutrients.lacking.title')}</h3>
      <p className="muted">{t('nutrition:micronutrients.lacking.hint')}</p>
      {lacking.map(({ key, reference, total }) => {
        const unit = MICRONUTRIENTS[key];
        const foods = richFoods[key] ?? [];
        return (
          <div key={key} data-testid={`micro-lacking-${key}`}>
            <h4>
              {t('nutrition:micronutrients.lacking.nutrient', {
                name: t(`nutrition:micronutrients.names.${key}`),
                missing: amountText(reference.value - total.amount, unit),
              })}
            </h4>
            {foods.length === 0 ? (
              <p className="muted">{t('nutrition:micronutrients.lacking.none')}</p>
            ) : (
              <ul className="rich-foods">
                {foods.map((food) => (
                  <SuggestedFood key={food.code} food={food} unit={unit} log={log} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
