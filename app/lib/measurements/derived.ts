/*
 * Indicators /measurements derives from the entries and the profile, through the tested
 * calculators. Each indicator says what is missing when it cannot be computed, so the screen can
 * tell the person which measure to take rather than showing nothing.
 */
import { bmi, bodyFat, whtr, type BmiBand, type BodyFatBand, type FieldError, type WhtrBand } from '#app/lib/calculators/index.ts';
import type { BodyFacts } from '#app/lib/data/body-facts.ts';
import type { Measurement, MeasureKey } from '#app/lib/data/measurements.ts';

export type Missing = 'height' | 'sex' | MeasureKey;

export type Indicator<B extends string> =
  | { readonly status: 'ok'; readonly value: number; readonly band: B; readonly date: string }
  | { readonly status: 'missing'; readonly missing: readonly Missing[] }
  | { readonly status: 'invalid'; readonly error: FieldError; readonly date: string };

export interface Indicators {
  readonly bmi: Indicator<BmiBand>;
  readonly whtr: Indicator<WhtrBand>;
  readonly navyBodyFat: Indicator<BodyFatBand>;
}

/** What the indicators need of the person besides the entries. */
export type IndicatorFacts = Pick<BodyFacts, 'heightCm' | 'sex'>;

/** The newest entry holding every one of `keys` (entries sorted newest first). */
export function latestWith(entries: readonly Measurement[], keys: readonly MeasureKey[]): Measurement | undefined {
  return entries.find((m) => keys.every((k) => m[k] !== null));
}

function missingOf(facts: IndicatorFacts, needsSex: boolean, measureKeys: readonly MeasureKey[], entry: Measurement | undefined): Missing[] {
  const missing: Missing[] = [];
  if (facts.heightCm === null) missing.push('height');
  if (needsSex && facts.sex === null) missing.push('sex');
  if (!entry) missing.push(...measureKeys);
  return missing;
}

/**
 * Decision: each indicator uses the newest entry that has all its measures, so a weigh-in
 * without a tape measure does not hide the waist-based ones. Navy needs waist, neck (and hips
 * for women) taken the same day: mixing days would mix two bodies.
 */
export function deriveIndicators(entries: readonly Measurement[], facts: IndicatorFacts): Indicators {
  const weighIn = latestWith(entries, ['weightKg']);
  const waist = latestWith(entries, ['waistCm']);
  const navyKeys: MeasureKey[] = facts.sex === 'femme' ? ['waistCm', 'neckCm', 'hipsCm'] : ['waistCm', 'neckCm'];
  const navyEntry = latestWith(entries, navyKeys);

  const bmiMissing = missingOf(facts, false, ['weightKg'], weighIn);
  const whtrMissing = missingOf(facts, false, ['waistCm'], waist);
  const navyMissing = missingOf(facts, true, navyKeys, navyEntry);

  return {
    bmi: bmiMissing.length || !weighIn || facts.heightCm === null
      ? { status: 'missing', missing: bmiMissing }
      : fromResult(bmi({ weightKg: weighIn.weightKg ?? Number.NaN, heightCm: facts.heightCm }), weighIn.date),
    whtr: whtrMissing.length || !waist || facts.heightCm === null
      ? { status: 'missing', missing: whtrMissing }
      : fromResult(whtr({ waistCm: waist.waistCm ?? Number.NaN, heightCm: facts.heightCm }), waist.date),
    navyBodyFat: navyMissing.length || !navyEntry || facts.heightCm === null || facts.sex === null
      ? { status: 'missing', missing: navyMissing }
      : fromResult(
          bodyFat({
            method: 'navy',
            sex: facts.sex,
            heightCm: facts.heightCm,
            waistCm: navyEntry.waistCm ?? undefined,
            neckCm: navyEntry.neckCm ?? undefined,
            hipCm: navyEntry.hipsCm ?? undefined,
          }),
          navyEntry.date,
        ),
  };
}

function fromResult<B extends string>(
  result: { ok: true; value: number; band: B } | { ok: false; errors: readonly FieldError[] },
  date: string,
): Indicator<B> {
  if (result.ok) return { status: 'ok', value: result.value, band: result.band, date };
  return { status: 'invalid', error: result.errors[0] ?? { field: 'form', key: 'calculators:errors.invalidChoice' }, date };
}
