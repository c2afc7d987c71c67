/* Training calculators: heart-rate zones, 1RM, running pace and predictions, VO2max. */
import { useTranslation } from 'react-i18next';
import {
  MAX_HR_FORMULAS,
  ONE_RM_FORMULAS,
  RACE_DISTANCES_KM,
  VO2MAX_METHODS,
  failure,
  heartZones,
  oneRm,
  pace,
  paceToSpeed,
  riegel,
  speedToPace,
  success,
  timeFromPace,
  vo2max,
  type HeartZonesOutput,
  type MaxHrFormula,
  type OneRmFormula,
  type OneRmOutput,
  type PaceOutput,
  type RaceId,
  type Result,
  type Vo2maxMethod,
  type Vo2maxOutput,
} from '#app/lib/calculators/index.ts';
import type { Rating } from '#app/lib/fitness-tests/types.ts';
import { ageField, distanceField, maxHrField, num, paceField, raceTimeField, restingHrField, sexField, sexOf, weightField } from './fields.ts';
import type { CalculatorDef, ResultProps } from './form-engine.ts';
import { formatDuration, formatNumber } from '#app/lib/format/index.ts';
import { BandBadge, Details, MainValue, Warnings, useUnits, type Tone } from './results.tsx';

function HeartZonesResult({ result }: ResultProps<HeartZonesOutput>) {
  const { t } = useTranslation();
  const u = useUnits();
  const source =
    result.maxHrSource === 'measured' ? t('calculators:ui.notes.maxHrMeasured') : t(`calculators:methods.heart-zones.${result.maxHrSource}`);
  return (
    <>
      <MainValue label={t('calculators:ui.results.maxHr')} value={formatNumber(Math.round(result.value))} unit={t('calculators:ui.units.bpm')} note={source} />
      <table className="figure-table zones-table">
        <caption>{t(result.karvonen ? 'calculators:ui.zonesKarvonen' : 'calculators:ui.zonesMaxHr')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('calculators:ui.table.zone')}</th>
            <th scope="col">{t('calculators:ui.table.intensity')}</th>
            <th scope="col">{t('calculators:ui.table.heartRate')}</th>
          </tr>
        </thead>
        <tbody>
          {result.zones.map((z) => (
            <tr key={z.id} className={`zone zone-${z.id}`}>
              <th scope="row">
                <span className="zone-swatch" aria-hidden="true" />
                {t(`calculators:ui.zoneNames.${z.id}`)}
                <span className="zone-use">{t(`calculators:bands.heart-zones.${z.id}`)}</span>
              </th>
              <td>{t('calculators:ui.pctRange', { min: z.minPct, max: z.maxPct })}</td>
              <td>
                <strong>{t('calculators:ui.bpmRange', { min: z.minBpm, max: z.maxBpm })}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.byFormula ? (
        <>
          <h3 className="calc-subheading">{t('calculators:ui.compareMaxHr')}</h3>
          <Details items={MAX_HR_FORMULAS.map((f) => ({ label: t(`calculators:methods.heart-zones.${f}`), value: u.bpm(result.byFormula?.[f] ?? 0) }))} />
        </>
      ) : null}
    </>
  );
}

export const heartZonesDef: CalculatorDef<HeartZonesOutput> = {
  id: 'heart-zones',
  methods: {
    label: 'calculators:ui.maxHrFormula',
    options: MAX_HR_FORMULAS.map((m) => ({ value: m, label: `calculators:methods.heart-zones.${m}` })),
    defaultValue: 'tanaka',
  },
  fields: [{ ...ageField, hint: 'calculators:ui.hints.heartAge' }, maxHrField, { ...restingHrField, optional: true, hint: 'calculators:ui.hints.karvonen' }],
  compute: (v, method) => heartZones({ method: method as MaxHrFormula, age: num(v.age), maxHr: num(v.maxHr), restingHr: num(v.restingHr) }),
  Result: HeartZonesResult,
};

function OneRmResult({ result }: ResultProps<OneRmOutput>) {
  const { t } = useTranslation();
  const u = useUnits();
  return (
    <>
      <MainValue
        label={t('calculators:ui.results.oneRm')}
        value={formatNumber(result.value, 1)}
        unit={t('calculators:ui.units.kg')}
        note={t('calculators:ui.computedWith', { method: t(`calculators:methods.one-rm.${result.method}`) })}
      />
      <Warnings keys={result.warnings} />
      <table className="figure-table">
        <caption>{t('calculators:ui.percentCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('calculators:ui.table.percent1rm')}</th>
            <th scope="col">{t('calculators:ui.table.load')}</th>
            <th scope="col">{t('calculators:ui.table.reps')}</th>
          </tr>
        </thead>
        <tbody>
          {result.percentTable.map((row) => (
            <tr key={row.pct}>
              <th scope="row">{t('calculators:ui.units.pctValue', { value: row.pct })}</th>
              <td>{u.kg(row.loadKg)}</td>
              <td>{row.reps === null ? '—' : t('calculators:ui.repsAbout', { count: row.reps })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="calc-subheading">{t('calculators:ui.compareFormulas')}</h3>
      <Details
        items={[
          ...ONE_RM_FORMULAS.map((f) => ({ label: t(`calculators:methods.one-rm.${f}`), value: u.kg(result.byFormula[f]) })),
          { label: t('calculators:ui.details.meanOfFormulas'), value: u.kg(result.mean) },
        ]}
      />
    </>
  );
}

export const oneRmDef: CalculatorDef<OneRmOutput> = {
  id: 'one-rm',
  methods: {
    label: 'calculators:ui.formula',
    options: ONE_RM_FORMULAS.map((m) => ({ value: m, label: `calculators:methods.one-rm.${m}` })),
    defaultValue: 'epley',
  },
  fields: [
    { name: 'loadKg', kind: 'number', label: 'calculators:ui.fields.loadKg', unit: 'calculators:ui.units.kg' },
    { name: 'reps', kind: 'number', integer: true, label: 'calculators:ui.fields.reps', hint: 'calculators:ui.hints.reps' },
  ],
  compute: (v, method) => oneRm({ method: method as OneRmFormula, loadKg: num(v.loadKg) as number, reps: num(v.reps) as number }),
  Result: OneRmResult,
};

/**
 * Predicted race times drop the fraction of a second, as the reference vectors do (5 km in 25:00
 * → marathon 3:59:46 for 14 386,65 s): a prediction is not promised to the tenth.
 */
const formatRaceTime = (sec: number) => formatDuration(Math.floor(sec));

type PaceWithTarget = PaceOutput & { readonly target: { readonly km: number; readonly timeSec: number } | null };

function PaceResult({ result }: ResultProps<PaceWithTarget>) {
  const { t } = useTranslation();
  const u = useUnits();
  return (
    <>
      <MainValue label={t('calculators:ui.results.pace')} value={formatDuration(result.value)} unit={t('calculators:ui.units.minPerKm')} />
      <Details
        items={[
          { label: t('calculators:ui.details.speed'), value: u.kmh(result.speedKmh) },
          { label: t('calculators:ui.details.pacePerMile'), value: t('calculators:ui.units.minPerMileValue', { value: formatDuration(result.secPerMile) }) },
        ]}
      />
      <table className="figure-table">
        <caption>{t('calculators:ui.predictionsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('calculators:ui.table.race')}</th>
            <th scope="col">{t('calculators:ui.table.predictedTime')}</th>
            <th scope="col">{t('calculators:ui.table.pace')}</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(RACE_DISTANCES_KM) as RaceId[]).map((race) => {
            const time = result.predictions[race];
            return (
              <tr key={race} data-race={race}>
                <th scope="row">{t(`calculators:ui.races.${race}`)}</th>
                <td>{time === null ? <span className="muted">{t('calculators:ui.tooFar')}</span> : formatRaceTime(time)}</td>
                <td>{time === null ? '—' : t('calculators:ui.units.minPerKmValue', { value: formatDuration(time / RACE_DISTANCES_KM[race]) })}</td>
              </tr>
            );
          })}
          {result.target ? (
            <tr data-race="custom">
              <th scope="row">{t('calculators:ui.customDistance', { km: formatNumber(result.target.km, 3, { trimZeros: true }) })}</th>
              <td>{formatRaceTime(result.target.timeSec)}</td>
              <td>{t('calculators:ui.units.minPerKmValue', { value: formatDuration(result.target.timeSec / result.target.km) })}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <p className="muted">{t('calculators:ui.notes.riegel')}</p>
    </>
  );
}

export const paceDef: CalculatorDef<PaceWithTarget> = {
  id: 'pace',
  heading: 'calculators:ui.paceFromRace',
  fields: [
    distanceField,
    raceTimeField,
    { ...distanceField, name: 'targetDistanceKm', optional: true, label: 'calculators:ui.fields.targetDistanceKm', hint: 'calculators:ui.hints.targetDistance' },
  ],
  compute: (v): Result<PaceWithTarget> => {
    const base = pace({ distanceKm: num(v.distanceKm) as number, timeSec: num(v.timeSec) as number });
    const targetKm = num(v.targetDistanceKm);
    if (targetKm === undefined || !base.ok) return base.ok ? success({ ...base, target: null }) : base;
    const predicted = riegel({ distanceKm: num(v.distanceKm) as number, timeSec: num(v.timeSec) as number, targetDistanceKm: targetKm });
    if (!predicted.ok) return failure(predicted.errors);
    return success({ ...base, target: { km: targetKm, timeSec: predicted.value } });
  },
  Result: PaceResult,
};

type Conversion = { readonly mode: string; readonly paceSecPerKm: number; readonly speedKmh: number; readonly timeSec: number | null };

function ConversionResult({ result }: ResultProps<Conversion>) {
  const { t } = useTranslation();
  const u = useUnits();
  if (result.mode === 'time-from-pace' && result.timeSec !== null) {
    return <MainValue label={t('calculators:ui.results.time')} value={formatDuration(result.timeSec)} />;
  }
  return result.mode === 'speed-to-pace' ? (
    <>
      <MainValue label={t('calculators:ui.results.pace')} value={formatDuration(result.paceSecPerKm)} unit={t('calculators:ui.units.minPerKm')} />
      <Details items={[{ label: t('calculators:ui.details.pacePerMile'), value: t('calculators:ui.units.minPerMileValue', { value: formatDuration(result.paceSecPerKm * 1.609344) }) }]} />
    </>
  ) : (
    <MainValue label={t('calculators:ui.results.speed')} value={u.kmh(result.speedKmh)} />
  );
}

export const paceConverterDef: CalculatorDef<Conversion> = {
  id: 'pace-convert',
  heading: 'calculators:ui.paceConverter',
  methods: {
    label: 'calculators:ui.conversion',
    options: ['pace-to-speed', 'speed-to-pace', 'time-from-pace'].map((m) => ({ value: m, label: `calculators:ui.conversions.${m}` })),
    defaultValue: 'pace-to-speed',
  },
  fields: [
    { ...paceField, when: ({ method }) => method !== 'speed-to-pace' },
    {
      name: 'speedKmh',
      kind: 'number',
      label: 'calculators:ui.fields.speedKmh',
      unit: 'calculators:ui.units.kmh',
      when: ({ method }) => method === 'speed-to-pace',
    },
    { ...distanceField, when: ({ method }) => method === 'time-from-pace' },
  ],
  compute: (v, mode = 'pace-to-speed'): Result<Conversion> => {
    if (mode === 'speed-to-pace') {
      const r = speedToPace({ speedKmh: num(v.speedKmh) as number });
      return r.ok ? success({ mode, paceSecPerKm: r.value, speedKmh: num(v.speedKmh) as number, timeSec: null }) : r;
    }
    if (mode === 'time-from-pace') {
      const r = timeFromPace({ distanceKm: num(v.distanceKm) as number, paceSecPerKm: num(v.paceSecPerKm) as number });
      const p = num(v.paceSecPerKm) as number;
      return r.ok ? success({ mode, paceSecPerKm: p, speedKmh: 3600 / p, timeSec: r.value }) : r;
    }
    const r = paceToSpeed({ paceSecPerKm: num(v.paceSecPerKm) as number });
    return r.ok ? success({ mode, paceSecPerKm: num(v.paceSecPerKm) as number, speedKmh: r.value, timeSec: null }) : r;
  },
  Result: ConversionResult,
};

const RATING_TONES: Record<Rating, Tone> = { 'tres-faible': 'danger', faible: 'caution', moyen: 'fair', bon: 'good', excellent: 'good' };

function Vo2maxResult({ result }: ResultProps<Vo2maxOutput>) {
  const { t } = useTranslation();
  return (
    <>
      <MainValue
        label={t('calculators:ui.results.vo2max')}
        value={formatNumber(result.value, 1)}
        unit={t('calculators:ui.units.mlKgMin')}
        note={t('calculators:ui.computedWith', { method: t(`calculators:methods.vo2max.${result.method}`) })}
      />
      {result.band && result.norm ? (
        <>
          <BandBadge tone={RATING_TONES[result.band]}>{t(`calculators:bands.vo2max.${result.band}`)}</BandBadge>
          <p className="muted">{t('calculators:ui.normFrom', { source: t(result.norm.table.sourceKey) })}</p>
        </>
      ) : (
        <p className="muted">{t('calculators:ui.noNorm')}</p>
      )}
      <Details
        items={[
          { label: t('calculators:ui.details.metMax'), value: formatNumber(result.metMax, 1) },
          { label: t('calculators:ui.details.absoluteVo2'), value: result.absoluteLMin === null ? null : t('calculators:ui.units.lMinValue', { value: formatNumber(result.absoluteLMin, 2) }) },
        ]}
      />
      <p className="muted">{t(`calculators:ui.notes.vo2max.${result.method}`)}</p>
    </>
  );
}

export const vo2maxDef: CalculatorDef<Vo2maxOutput> = {
  id: 'vo2max',
  methods: {
    label: 'calculators:ui.method',
    options: VO2MAX_METHODS.map((m) => ({ value: m, label: `calculators:methods.vo2max.${m}` })),
    defaultValue: 'uth',
  },
  fields: [
    { ...restingHrField, when: ({ method }) => method === 'uth' },
    { ...maxHrField, when: ({ method }) => method === 'uth' },
    { ...distanceField, hint: 'calculators:ui.hints.danielsDistance', when: ({ method }) => method === 'daniels' },
    { ...raceTimeField, when: ({ method }) => method === 'daniels' },
    { ...sexField, optional: true, hint: 'calculators:ui.hints.forRating' },
    { ...ageField, optional: true, hint: 'calculators:ui.hints.vo2Age' },
    { ...weightField, optional: true, hint: 'calculators:ui.hints.forAbsolute' },
  ],
  compute: (v, method) =>
    vo2max({
      method: method as Vo2maxMethod,
      restingHr: num(v.restingHr),
      maxHr: num(v.maxHr),
      distanceKm: num(v.distanceKm),
      timeSec: num(v.timeSec),
      sex: v.sex === undefined ? undefined : sexOf(v.sex),
      age: num(v.age),
      weightKg: num(v.weightKg),
    }),
  Result: Vo2maxResult,
};
