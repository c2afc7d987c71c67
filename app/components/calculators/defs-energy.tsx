/* Energy calculators: BMR and TDEE, macronutrient split; both hand their figures to nutrition goals. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ACTIVITY_LEVELS,
  BMR_METHODS,
  GOALS,
  KCAL_PER_G,
  activityFactor,
  bmrTdee,
  macros,
  type ActivityLevelId,
  type BmrMethod,
  type BmrTdeeOutput,
  type Goal,
  type MacrosOutput,
} from '#app/lib/calculators/index.ts';
import { ageField, heightField, num, sexField, sexOf, str, weightField, bodyFatField } from './fields.ts';
import type { CalculatorDef, ResultProps } from './form-engine.ts';
import { goalsOfMacros, goalsOfTdee, nutritionGoalsHref } from '#app/lib/calculators/goals-link.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import type { Prefill } from '#app/lib/calculators/prefill.ts';
import { Details, MainValue, Warnings, useUnits } from './results.tsx';

const factorOf = (level: string | undefined): number | undefined =>
  ACTIVITY_LEVELS.some((l) => l.id === level) ? activityFactor(level as ActivityLevelId) : undefined;

function BmrTdeeResult({ result, values }: ResultProps<BmrTdeeOutput>) {
  const { t } = useTranslation();
  const u = useUnits();
  const tdee = Math.round(result.tdee);
  const weightKg = num(values.weightKg) as number;
  const person = { sex: sexOf(values.sex), age: num(values.age), weightKg, heightCm: num(values.heightCm) };
  return (
    <>
      <div className="calc-main-pair">
        <MainValue label={t('calculators:ui.results.bmr')} value={formatNumber(Math.round(result.bmr))} unit={t('calculators:ui.units.kcalPerDay')} />
        <MainValue label={t('calculators:ui.results.tdee')} value={formatNumber(tdee)} unit={t('calculators:ui.units.kcalPerDay')} />
      </div>
      <p className="muted">{t('calculators:ui.computedWith', { method: t(`calculators:methods.bmr-tdee.${result.method}`) })}</p>
      <div className="calc-actions">
        <Link className="button primary" to={nutritionGoalsHref(goalsOfTdee({ tdee: result.tdee, bmr: result.bmr, weightKg }), 'bmr-tdee', person)}>
          {t('calculators:ui.useForGoals')}
        </Link>
        <Link className="button" to={`/calculators/macros?tdee=${tdee}`}>
          {t('calculators:ui.splitMacros')}
        </Link>
      </div>
      <h3 className="calc-subheading">{t('calculators:ui.compareMethods')}</h3>
      <Details
        items={BMR_METHODS.map((m) => ({
          label: t(`calculators:methods.bmr-tdee.${m}`),
          value: result.byMethod[m] === null ? null : u.kcal(result.byMethod[m] ?? 0),
        }))}
      />
      <p className="muted">{t('calculators:ui.notes.activityFactors')}</p>
    </>
  );
}

const activityField = {
  name: 'activityFactor',
  kind: 'choice',
  display: 'select',
  label: 'calculators:ui.fields.activityLevel',
  prefill: 'activityLevel',
  options: ACTIVITY_LEVELS.map((l) => ({
    value: l.id,
    label: `calculators:activityLevels.${l.id}.label`,
    description: `calculators:activityLevels.${l.id}.description`,
  })),
} as const;

export const bmrTdeeDef: CalculatorDef<BmrTdeeOutput> = {
  id: 'bmr-tdee',
  methods: {
    label: 'calculators:ui.method',
    options: BMR_METHODS.map((m) => ({ value: m, label: `calculators:methods.bmr-tdee.${m}` })),
    defaultValue: 'mifflin',
  },
  fields: [
    sexField,
    { ...ageField },
    weightField,
    heightField,
    activityField,
    { ...bodyFatField, hint: 'calculators:ui.hints.katchBodyFat', when: ({ method }) => method === 'katch-mcardle' },
  ],
  compute: (v, method) =>
    bmrTdee({
      method: method as BmrMethod,
      sex: sexOf(v.sex),
      age: num(v.age) as number,
      weightKg: num(v.weightKg) as number,
      heightCm: num(v.heightCm) as number,
      activityFactor: factorOf(str(v.activityFactor)) as number,
      bodyFatPct: num(v.bodyFatPct),
    }),
  Result: BmrTdeeResult,
};

function MacrosResult({ result, values }: ResultProps<MacrosOutput>) {
  const { t } = useTranslation();
  const u = useUnits();
  const rows = [
    { id: 'protein', grams: result.proteinG, kcal: result.proteinG * KCAL_PER_G.protein },
    { id: 'carbs', grams: result.carbsG, kcal: result.carbsG * KCAL_PER_G.carbs },
    { id: 'fat', grams: result.fatG, kcal: result.fatG * KCAL_PER_G.fat },
  ] as const;
  const total = rows.reduce((sum, r) => sum + r.kcal, 0) || 1;
  return (
    <>
      <MainValue label={t('calculators:ui.results.macrosKcal')} value={formatNumber(Math.round(result.kcal))} unit={t('calculators:ui.units.kcalPerDay')} />
      <table className="figure-table">
        <caption className="visually-hidden">{t('calculators:ui.macrosCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('calculators:ui.table.nutrient')}</th>
            <th scope="col">{t('calculators:ui.table.grams')}</th>
            <th scope="col">{t('calculators:ui.table.kcal')}</th>
            <th scope="col">{t('calculators:ui.table.share')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className={`macro-${r.id}`}>
              <th scope="row">{t(`calculators:ui.nutrients.${r.id}`)}</th>
              <td>{u.g(r.grams)}</td>
              <td>{formatNumber(Math.round(r.kcal))}</td>
              <td>{u.pct((r.kcal / total) * 100, 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t(result.proteinBasis === 'lean-mass' ? 'calculators:ui.notes.proteinLean' : 'calculators:ui.notes.proteinWeight')}</p>
      <Warnings keys={result.warnings} />
      <div className="calc-actions">
        <Link
          className="button primary"
          to={nutritionGoalsHref(goalsOfMacros(result), 'macros', { weightKg: num(values.weightKg) })}
        >
          {t('calculators:ui.useForGoals')}
        </Link>
      </div>
    </>
  );
}

/** Maintenance energy the person already has: from the TDEE page's link, or from the profile. */
function macrosExtraPrefill(prefill: Prefill, search: URLSearchParams): Record<string, number> {
  const out: Record<string, number> = {};
  const fromQuery = Number(search.get('tdee'));
  if (search.get('tdee') && Number.isFinite(fromQuery) && fromQuery > 0) {
    out.maintenanceKcal = Math.round(fromQuery);
  } else if (prefill.sex && prefill.age && prefill.weightKg && prefill.heightCm && prefill.activityLevel) {
    const estimate = bmrTdee({
      sex: prefill.sex,
      age: prefill.age,
      weightKg: prefill.weightKg,
      heightCm: prefill.heightCm,
      activityFactor: activityFactor(prefill.activityLevel),
    });
    if (estimate.ok) out.maintenanceKcal = Math.round(estimate.tdee);
  }
  if (prefill.weightKg && prefill.bodyFatPct) out.leanMassKg = Math.round(prefill.weightKg * (1 - prefill.bodyFatPct / 100) * 10) / 10;
  return out;
}

export const macrosDef: CalculatorDef<MacrosOutput> = {
  id: 'macros',
  fields: [
    weightField,
    {
      name: 'maintenanceKcal',
      kind: 'number',
      integer: true,
      label: 'calculators:ui.fields.maintenanceKcal',
      unit: 'calculators:ui.units.kcal',
      hint: 'calculators:ui.hints.maintenanceKcal',
    },
    {
      name: 'goal',
      kind: 'choice',
      display: 'radio',
      label: 'calculators:ui.fields.goal',
      prefill: 'goal',
      defaultValue: 'maintien',
      options: GOALS.map((g) => ({ value: g, label: `calculators:goals.${g}` })),
    },
    {
      name: 'leanMassKg',
      kind: 'number',
      optional: true,
      label: 'calculators:ui.fields.leanMassKg',
      unit: 'calculators:ui.units.kg',
      hint: 'calculators:ui.hints.leanMassKg',
    },
    {
      name: 'proteinGPerKg',
      kind: 'number',
      optional: true,
      label: 'calculators:ui.fields.proteinGPerKg',
      unit: 'calculators:ui.units.gPerKg',
      hint: 'calculators:ui.hints.proteinGPerKg',
    },
    {
      name: 'fatSharePct',
      kind: 'number',
      optional: true,
      label: 'calculators:ui.fields.fatSharePct',
      unit: 'calculators:ui.units.pct',
      hint: 'calculators:ui.hints.fatSharePct',
    },
  ],
  compute: (v) =>
    macros({
      weightKg: num(v.weightKg) as number,
      maintenanceKcal: num(v.maintenanceKcal) as number,
      goal: str(v.goal) as Goal | undefined,
      leanMassKg: num(v.leanMassKg),
      proteinGPerKg: num(v.proteinGPerKg),
      fatSharePct: num(v.fatSharePct),
    }),
  Result: MacrosResult,
  extraPrefill: macrosExtraPrefill,
};
