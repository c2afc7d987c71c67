import { useTranslation } from 'react-i18next';
import { ciqualCodeOf, type FoodCandidate, type LogEntry } from '#app/lib/data/nutrition.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import { NUTRIENT_KEYS, nutrientsFor, type NovaGroup, type NutriScore } from '#app/lib/nutrition/index.ts';
import { MICRONUTRIENT_KEYS, MICRONUTRIENTS, micronutrientsFor, recipeMicronutrients, type MicronutrientKey, type Micronutrients, type MicronutrientValue } from '#app/lib/nutrition/micronutrients.ts';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';
import { useCiqualMicronutrients, type CiqualMicronutrients } from './use-ciqual-micronutrients.ts';

/** The Ciqual codes whose values make up a food's: its own, or its ingredients' for a recipe. */
function ciqualCodesOf(food: FoodCandidate): string[] {
  if (food.micronutrients !== undefined) return [];
  if (food.recipe) return food.recipe.ingredients.flatMap(({ ref }) => ciqualCodeOf(ref) ?? []);
  const code = ciqualCodeOf(food.ref);
  return code === null ? [] : [code];
}

function knownValuesOf(food: FoodCandidate, ciqual: CiqualMicronutrients['valuesOf']): Micronutrients | null {
  if (food.micronutrients !== undefined) return food.micronutrients;
  const valuesOfRef = (ref: LogEntry['ref']) => {
    const code = ciqualCodeOf(ref);
    return code === null ? null : (ciqual(code) ?? null);
  };
  if (food.recipe) {
    const ingredients = food.recipe.ingredients.map(({ ref, grams }) => ({ per100g: valuesOfRef(ref), grams }));
    return recipeMicronutrients(ingredients, food.recipe.weightG);
  }
  return valuesOfRef(food.ref);
}

export type MicronutrientsLookup = { readonly state: 'loading' | 'failed' } | { readonly state: 'ready'; readonly per100g: Micronutrients | null };

/**
 * A food's micronutrients per 100 g: those it came with (an Open Food Facts product), the Ciqual
 * values of its code, or its ingredients' summed for a recipe; null when nothing is known (a food
 * of my own). Ciqual values come from the tab's one lookup; without signal they count as not
 * loaded (the food can still be logged).
 */
export function useFoodMicronutrients(food: FoodCandidate): MicronutrientsLookup {
  const ciqual = useCiqualMicronutrients(ciqualCodesOf(food));
  if (ciqual.state === 'ready') return { state: 'ready', per100g: knownValuesOf(food, ciqual.valuesOf) };
  return { state: ciqual.state === 'loading' ? 'loading' : 'failed' };
}

const microText = (value: number, unit: string) => `${formatNumber(value, value >= 100 ? 0 : value >= 10 ? 1 : 2, { trimZeros: true })} ${unit}`;

function MicroValue({ value, unit }: { value: MicronutrientValue; unit: string }) {
  const { t } = useTranslation();
  if (value === null) return <>{t('nutrition:facts.unknown')}</>;
  if (typeof value === 'number') return <>{microText(value, unit)}</>;
  return <>{value.below === 0 ? t('nutrition:facts.traces') : t('nutrition:facts.below', { amount: microText(value.below, unit) })}</>;
}

/** Nutri-Score letter on its colour, read out with what the scale means. */
export function NutriScoreBadge({ grade }: { grade: NutriScore }) {
  const { t } = useTranslation();
  return (
    <span className={`score-badge nutriscore-${grade}`} data-testid="nutriscore">
      <span aria-hidden="true">
        {t('nutrition:facts.nutriscoreName')} <strong>{grade.toUpperCase()}</strong>
      </span>
      <span className="visually-hidden">{t('nutrition:facts.nutriscoreSpoken', { grade: grade.toUpperCase() })}</span>
    </span>
  );
}

/** NOVA group 1–4 on its colour, with what the group means. */
export function NovaBadge({ group }: { group: NovaGroup }) {
  const { t } = useTranslation();
  return (
    <span className={`score-badge nova-${group}`} data-testid="nova">
      <span aria-hidden="true">
        {t('nutrition:facts.novaName')} <strong>{group}</strong>
      </span>
      <span className="visually-hidden">
        {t('nutrition:facts.novaSpoken', {
          group,
          meaning: t(`nutrition:facts.novaGroups.${group}`),
        })}
      </span>
    </span>
  );
}

export function FoodScores({ nutriscore, nova }: { nutriscore?: NutriScore | null; nova?: NovaGroup | null }) {
  if (!nutriscore && !nova) return null;
  return (
    <p className="food-scores">
      {nutriscore ? <NutriScoreBadge grade={nutriscore} /> : null}
      {nova ? <NovaBadge group={nova} /> : null}
    </p>
  );
}

/**
 * Everything known about a food before it is logged: energy, macronutrients, fibre, salt and the
 * micronutrients it has, per 100 g and for `grams` (null while the quantity typed is not valid).
 * Micronutrients the food does not know are counted, not listed as 0.
 */
export function FoodFacts({ food, grams, micronutrients }: { food: FoodCandidate; grams: number | null; micronutrients: MicronutrientsLookup }) {
  const { t } = useTranslation();
  const eaten = grams === null ? null : nutrientsFor(food.per100g, grams);
  const per100g = micronutrients.state === 'ready' ? micronutrients.per100g : null;
  const microEaten = per100g && grams !== null ? micronutrientsFor(per100g, grams) : null;
  const known = per100g ? MICRONUTRIENT_KEYS.filter((key) => per100g[key] !== null) : [];
  const unknownCount = MICRONUTRIENT_KEYS.length - known.length;
  const quantity =
    grams === null
      ? t('nutrition:facts.noQuantity')
      : t('nutrition:facts.forQuantity', {
          grams: formatNumber(grams, 1, { trimZeros: true }),
        });

  const microRow = (key: MicronutrientKey) => (
    <tr key={key} data-testid={`facts-${key}`}>
      <th scope="row">{t(`nutrition:micronutrients.names.${key}`)}</th>
      <td>
        <MicroValue value={per100g![key]} unit={MICRONUTRIENTS[key]} />
      </td>
      <td>{microEaten ? <MicroValue value={microEaten[key]} unit={MICRONUTRIENTS[key]} /> : '–'}</td>
    </tr>
  );

  return (
    <div className="stack food-facts">
      <FoodScores nutriscore={food.nutriscore} nova={food.nova} />
      <table className="data-table facts-table" data-testid="food-facts">
        <caption>{t('nutrition:facts.caption', { name: food.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('nutrition:micronutrients.nutrient')}</th>
            <th scope="col">{t('nutrition:facts.per100g')}</th>
            <th scope="col" aria-live="polite" data-testid="facts-quantity">
              {quantity}
            </th>
          </tr>
        </thead>
        <tbody>
          {NUTRIENT_KEYS.map((key) => (
            <tr key={key} data-testid={`facts-${key}`} className={key === 'sugarsG' || key === 'satFatG' ? 'facts-part' : undefined}>
              <th scope="row">{t(`nutrition:nutrients.${key}`)}</th>
              <td>{nutrientText(key, food.per100g[key])}</td>
              <td>{eaten ? nutrientText(key, eaten[key]) : '–'}</td>
            </tr>
          ))}
          {known.map(microRow)}
        </tbody>
      </table>
      <p className="muted">
        {micronutrients.state === 'loading'
          ? t('nutrition:facts.microLoading')
          : micronutrients.state === 'failed'
            ? t('nutrition:facts.microFailed')
            : known.length === 0
              ? t('nutrition:facts.microNone')
              : unknownCount > 0
                ? t('nutrition:facts.microUnknown', { count: unknownCount })
                : null}
      </p>
    </div>
  );
}
