import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '#app/components/ui/page.tsx';
import type { CalculatorId } from '#app/lib/calculators/index.ts';
import { formatDay } from '#app/lib/format/index.ts';
import { CalculatorForm } from './calculator-form.tsx';
import { CALCULATOR_FORMS } from './definitions.ts';
import { summarisePrefill, type CalculatorDef } from './form-engine.ts';
import type { Prefill } from '#app/lib/calculators/prefill.ts';

const listFormat = new Intl.ListFormat('fr-FR', { type: 'conjunction' });

/** Says which fields start with the person's values, and from where; nothing on pages that take none. */
function PrefillNote({ defs, prefill }: { defs: readonly CalculatorDef<object>[]; prefill: Prefill }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { bySource, prefillable } = summarisePrefill(defs, prefill, search);
  // Labels read mid-sentence: 'Tour de taille' → 'tour de taille'.
  const list = (labels: readonly string[]) =>
    listFormat.format(labels.map((label) => t(label)).map((text) => text.charAt(0).toLocaleLowerCase('fr-FR') + text.slice(1)));
  const date = prefill.measuredOn ? formatDay(prefill.measuredOn) : null;
  const sentences = [
    bySource.profile.length > 0 ? t('calculators:ui.prefill.fromProfile', { fields: list(bySource.profile) }) : null,
    bySource.measurement.length > 0
      ? date
        ? t('calculators:ui.prefill.fromMeasurementDated', { date, fields: list(bySource.measurement) })
        : t('calculators:ui.prefill.fromMeasurement', { fields: list(bySource.measurement) })
      : null,
    bySource.derived.length > 0 ? t('calculators:ui.prefill.derived', { fields: list(bySource.derived) }) : null,
  ].filter((s): s is string => s !== null);
  if (sentences.length === 0) {
    if (!prefillable) return null;
    return (
      <p className="callout calc-prefill-note" data-testid="prefill-note">
        {t('calculators:ui.prefill.none')} <Link to="/profile">{t('calculators:ui.prefill.completeProfile')}</Link>
      </p>
    );
  }
  return (
    <p className="callout calc-prefill-note" data-testid="prefill-note">
      {sentences.join(' ')} {t('calculators:ui.prefill.notSaved')}
    </p>
  );
}

/** One calculator page: what it does, the form(s) with live results, then formula and sources. */
export function CalculatorPage({ id, prefill }: { id: CalculatorId; prefill: Prefill }) {
  const { t } = useTranslation();
  return (
    <Page title={t(`calculators:titles.${id}`)} description={t(`calculators:summaries.${id}`)}>
      <p className="calc-back">
        <Link to="/calculators">{t('calculators:ui.back')}</Link>
      </p>
      <PrefillNote defs={CALCULATOR_FORMS[id]} prefill={prefill} />
      {CALCULATOR_FORMS[id].map((def) => (
        <CalculatorForm key={def.id} def={def} prefill={prefill} />
      ))}
      <section className="panel calc-source" aria-labelledby="calc-source-title">
        <h2 id="calc-source-title">{t('calculators:ui.formulaAndSource')}</h2>
        <p data-testid="calc-formula">{t(`calculators:formulas.${id}`)}</p>
        <p className="muted">{t(`calculators:sources.${id}`)}</p>
      </section>
    </Page>
  );
}
