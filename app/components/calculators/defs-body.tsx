/* Body composition calculators: BMI, sport BMI, body fat, FFMI, lean mass, waist-to-height. */
import { useTranslation } from 'react-i18next';
import {
  BMI_BANDS,
  BODY_FAT_BANDS,
  BODY_FAT_METHODS,
  WHTR_BANDS,
  bmi,
  bodyFat,
  ffmi,
  leanMass,
  sportBmi,
  whtr,
  type BmiBand,
  type BodyFatBand,
  type BodyFatMethod,
  type BodyFatOutput,
  type FfmiBand,
  type FfmiOutput,
  type LeanMassOutput,
  type SportBmiBand,
  type SportBmiOutput,
  type WhtrBand,
} from '#app/lib/calculators/index.ts';
import { ageField, bodyFatField, heightField, num, sexField, sexOf, waistField, weightField } from './fields.ts';
import type { CalculatorDef, ResultProps } from './form-engine.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import { BandBadge, BandScale, Details, MainValue, Warnings, useUnits, type Tone } from './results.tsx';

export const BMI_TONES: Record<BmiBand, Tone> = {
  'severe-thinness': 'danger',
  'moderate-thinness': 'caution',
  'mild-thinness': 'fair',
  normal: 'good',
  overweight: 'fair',
  'obesity-1': 'caution',
  'obesity-2': 'danger',
  'obesity-3': 'danger',
};

const BODY_FAT_TONES: Record<BodyFatBand, Tone> = {
  'below-essential': 'danger',
  essential: 'caution',
  athletes: 'good',
  fitness: 'good',
  average: 'fair',
  obese: 'danger',
};

const FFMI_TONES: Record<FfmiBand, Tone> = {
  'below-average': 'fair',
  average: 'good',
  'above-average': 'good',
  'very-high': 'info',
  exceptional: 'info',
};

const WHTR_TONES: Record<WhtrBand, Tone> = {
  'take-care': 'fair',
  healthy: 'good',
  'increased-risk': 'caution',
  'high-risk': 'danger',
};

function BmiResult({ result }: ResultProps<{ value: number; band: BmiBand }>) {
  const { t } = useTranslation();
  return (
    <>
      <MainValue label={t('calculators:ui.results.bmi')} value={formatNumber(result.value, 1)} unit={t('calculators:ui.units.kgm2')} />
      <BandBadge tone={BMI_TONES[result.band]}>{t(`calculators:bands.bmi.${result.band}`)}</BandBadge>
      <BandScale
        label={t('calculators:ui.scaleWho')}
        bands={BMI_BANDS.map((b) => ({ id: b, text: t(`calculators:ui.bmiRanges.${b}`), tone: BMI_TONES[b], current: b === result.band }))}
      />
      <p className="muted">{t('calculators:ui.notes.bmi')}</p>
    </>
  );
}

export const bmiDef: CalculatorDef<{ value: number; band: BmiBand }> = {
  id: 'bmi',
  fields: [weightField, heightField, { ...ageField, optional: true, hint: 'calculators:ui.hints.bmiAge' }],
  compute: (v) => bmi({ weightKg: num(v.weightKg) as number, heightCm: num(v.heightCm) as number, age: num(v.age) }),
  Result: BmiResult,
};

function SportBmiResult({ result }: ResultProps<SportBmiOutput>) {
  const { t } = useTranslation();
  const u = useUnits();
  const band: SportBmiBand = result.band;
  const tone: Tone = band === 'muscular' ? 'good' : BMI_TONES[result.bmiBand];
  return (
    <>
      <MainValue label={t('calculators:ui.results.bmi')} value={formatNumber(result.value, 1)} unit={t('calculators:ui.units.kgm2')} />
      <BandBadge tone={tone}>{band === 'muscular' ? t('calculators:bands.sport-bmi.muscular') : t(`calculators:bands.bmi.${result.bmiBand}`)}</BandBadge>
      {band === 'muscular' ? <p className="muted">{t('calculators:ui.notes.sportBmiMuscular', { who: t(`calculators:bands.bmi.${result.bmiBand}`) })}</p> : null}
      <Details
        items={[
          { label: t('calculators:ui.details.fatBand'), value: t(`calculators:bands.body-fat.${result.fatBand}`) },
          { label: t('calculators:ui.details.ffmi'), value: u.index(result.fatFreeMassIndex) },
          { label: t('calculators:ui.details.normalizedFfmi'), value: u.index(result.normalizedFfmi) },
          { label: t('calculators:ui.details.fmi'), value: u.index(result.fatMassIndex) },
          { label: t('calculators:ui.details.whtr'), value: formatNumber(result.whtr, 2) },
          { label: t('calculators:ui.details.leanMass'), value: u.kg(result.leanMassKg) },
          { label: t('calculators:ui.details.fatMass'), value: u.kg(result.fatMassKg) },
          ...(result.targetWeightKg === null ? [] : [{ label: t('calculators:ui.details.targetWeight'), value: u.kg(result.targetWeightKg) }]),
        ]}
      />
      <p className="muted">{t('calculators:ui.notes.sportBmi')}</p>
    </>
  );
}

export const sportBmiDef: CalculatorDef<SportBmiOutput> = {
  id: 'sport-bmi',
  fields: [
    sexField,
    weightField,
    heightField,
    { ...bodyFatField, hint: 'calculators:ui.hints.sportBmiBodyFat' },
    { ...waistField, hint: 'calculators:ui.hints.waist' },
    { ...bodyFatField, name: 'targetBodyFatPct', prefill: undefined, optional: true, label: 'calculators:ui.fields.targetBodyFatPct', hint: 'calculators:ui.hints.targetBodyFat' },
  ],
  compute: (v) =>
    sportBmi({
      sex: sexOf(v.sex),
      weightKg: num(v.weightKg) as number,
      heightCm: num(v.heightCm) as number,
      bodyFatPct: num(v.bodyFatPct) as number,
      waistCm: num(v.waistCm) as number,
      targetBodyFatPct: num(v.targetBodyFatPct),
    }),
  Result: SportBmiResult,
};

function BodyFatResult({ result, values }: ResultProps<BodyFatOutput>) {
  const { t } = useTranslation();
  const u = useUnits();
  const sex = sexOf(values.sex);
  return (
    <>
      <MainValue
        label={t('calculators:ui.results.bodyFat')}
        value={formatNumber(result.value, 1)}
        unit={t('calculators:ui.units.pct')}
        note={t('calculators:ui.computedWith', { method: t(`calculators:methods.body-fat.${result.method}`) })}
      />
      <BandBadge tone={BODY_FAT_TONES[result.band]}>{t(`calculators:bands.body-fat.${result.band}`)}</BandBadge>
      <BandScale
        label={t('calculators:ui.scaleAce', { sex: t(`calculators:ui.sex.${sex}`) })}
        bands={BODY_FAT_BANDS.map((b) => ({ id: b, text: t(`calculators:bands.body-fat.${b}`), tone: BODY_FAT_TONES[b], current: b === result.band }))}
      />
      {result.fatMassKg !== null && result.leanMassKg !== null ? (
        <Details
          items={[
            { label: t('calculators:ui.details.fatMass'), value: u.kg(result.fatMassKg) },
            { label: t('calculators:ui.details.leanMass'), value: u.kg(result.leanMassKg) },
          ]}
        />
      ) : null}
      <p className="muted">{t(`calculators:ui.notes.bodyFat.${result.method}`)}</p>
    </>
  );
}

export const bodyFatDef: CalculatorDef<BodyFatOutput> = {
  id: 'body-fat',
  methods: {
    label: 'calculators:ui.method',
    options: BODY_FAT_METHODS.map((m) => ({ value: m, label: `calculators:methods.body-fat.${m}` })),
    defaultValue: 'navy',
  },
  fields: [
    sexField,
    { ...heightField, when: ({ method }) => method !== 'jackson-pollock-3' },
    { ...waistField, hint: 'calculators:ui.hints.navyWaist', when: ({ method }) => method === 'navy' },
    {
      name: 'neckCm',
      kind: 'number',
      label: 'calculators:ui.fields.neckCm',
      unit: 'calculators:ui.units.cm',
      prefill: 'neckCm',
      hint: 'calculators:ui.hints.neck',
      when: ({ method }) => method === 'navy',
    },
    {
      name: 'hipCm',
      kind: 'number',
      label: 'calculators:ui.fields.hipCm',
      unit: 'calculators:ui.units.cm',
      prefill: 'hipCm',
      hint: 'calculators:ui.hints.hip',
      when: ({ method, values }) => method === 'navy' && values.sex === 'femme',
    },
    { ...ageField, when: ({ method }) => method !== 'navy' },
    {
      name: 'skinfoldSumMm',
      kind: 'number',
      label: 'calculators:ui.fields.skinfoldSumMm',
      unit: 'calculators:ui.units.mm',
      hint: 'calculators:ui.hints.skinfolds',
      when: ({ method }) => method === 'jackson-pollock-3',
    },
    { ...weightField, optional: true, hint: 'calculators:ui.hints.bodyFatWeight', when: ({ method }) => method !== 'deurenberg' },
    { ...weightField, when: ({ method }) => method === 'deurenberg' },
  ],
  compute: (v, method) =>
    bodyFat({
      method: method as BodyFatMethod,
      sex: sexOf(v.sex),
      heightCm: num(v.heightCm),
      weightKg: num(v.weightKg),
      waistCm: num(v.waistCm),
      neckCm: num(v.neckCm),
      hipCm: num(v.hipCm),
      age: num(v.age),
      skinfoldSumMm: num(v.skinfoldSumMm),
    }),
  Result: BodyFatResult,
};

function FfmiResult({ result }: ResultProps<FfmiOutput>) {
  const { t } = useTranslation();
  const u = useUnits();
  return (
    <>
      <MainValue label={t('calculators:ui.results.ffmi')} value={formatNumber(result.value, 1)} unit={t('calculators:ui.units.kgm2')} />
      <Details
        items={[
          { label: t('calculators:ui.details.normalizedFfmi'), value: u.index(result.normalized), hint: t('calculators:ui.hints.normalizedFfmi') },
          { label: t('calculators:ui.details.leanMass'), value: u.kg(result.leanMassKg) },
          { label: t('calculators:ui.details.referenceMedian'), value: u.index(result.referenceMedian) },
        ]}
      />
      {result.band ? (
        <BandBadge tone={FFMI_TONES[result.band]}>{t(`calculators:bands.ffmi.${result.band}`)}</BandBadge>
      ) : (
        <BandBadge tone="info">
          {t(result.normalized >= result.referenceMedian ? 'calculators:ui.notes.ffmiAboveMedian' : 'calculators:ui.notes.ffmiBelowMedian')}
        </BandBadge>
      )}
      <p className="muted">{t(result.band ? 'calculators:ui.notes.ffmiMen' : 'calculators:ui.notes.ffmiWomen')}</p>
    </>
  );
}

export const ffmiDef: CalculatorDef<FfmiOutput> = {
  id: 'ffmi',
  fields: [sexField, weightField, heightField, bodyFatField],
  compute: (v) =>
    ffmi({ sex: sexOf(v.sex), weightKg: num(v.weightKg) as number, heightCm: num(v.heightCm) as number, bodyFatPct: num(v.bodyFatPct) as number }),
  Result: FfmiResult,
};

function LeanMassResult({ result }: ResultProps<LeanMassOutput>) {
  const { t } = useTranslation();
  const u = useUnits();
  return (
    <>
      <MainValue
        label={t('calculators:ui.results.leanMass')}
        value={formatNumber(result.value, 1)}
        unit={t('calculators:ui.units.kg')}
        note={t(result.source === 'boer' ? 'calculators:ui.notes.leanMassBoer' : 'calculators:ui.notes.leanMassBodyFat')}
      />
      <Details
        items={[
          ...(result.fromBodyFat === null ? [] : [{ label: t('calculators:ui.details.fromBodyFat'), value: u.kg(result.fromBodyFat) }]),
          { label: t('calculators:ui.details.boer'), value: u.kg(result.boer) },
          { label: t('calculators:ui.details.james'), value: result.james === null ? null : u.kg(result.james) },
          { label: t('calculators:ui.details.hume'), value: u.kg(result.hume) },
        ]}
      />
      <Warnings keys={result.warnings} />
    </>
  );
}

export const leanMassDef: CalculatorDef<LeanMassOutput> = {
  id: 'lean-mass',
  fields: [sexField, weightField, heightField, { ...bodyFatField, optional: true, hint: 'calculators:ui.hints.leanMassBodyFat' }],
  compute: (v) =>
    leanMass({ sex: sexOf(v.sex), weightKg: num(v.weightKg) as number, heightCm: num(v.heightCm) as number, bodyFatPct: num(v.bodyFatPct) }),
  Result: LeanMassResult,
};

function WhtrResult({ result }: ResultProps<{ value: number; band: WhtrBand }>) {
  const { t } = useTranslation();
  return (
    <>
      <MainValue label={t('calculators:ui.results.whtr')} value={formatNumber(result.value, 2)} />
      <BandBadge tone={WHTR_TONES[result.band]}>{t(`calculators:bands.whtr.${result.band}`)}</BandBadge>
      <BandScale
        label={t('calculators:ui.scaleWhtr')}
        bands={WHTR_BANDS.map((b) => ({ id: b, text: t(`calculators:ui.whtrRanges.${b}`), tone: WHTR_TONES[b], current: b === result.band }))}
      />
      <p className="muted">{t('calculators:ui.notes.whtr')}</p>
    </>
  );
}

export const whtrDef: CalculatorDef<{ value: number; band: WhtrBand }> = {
  id: 'whtr',
  fields: [{ ...waistField, hint: 'calculators:ui.hints.waist' }, heightField],
  compute: (v) => whtr({ waistCm: num(v.waistCm) as number, heightCm: num(v.heightCm) as number }),
  Result: WhtrResult,
};
