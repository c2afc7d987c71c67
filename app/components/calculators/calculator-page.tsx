import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '#app/components/ui/page.tsx';
import type { CalculatorId } from '#app/lib/calculators/index.ts';
import { CalculatorForm } from './calculator-form.tsx';
import { CALCULATOR_FORMS } from './definitions.ts';
import type { Prefill } from './prefill.ts';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function PrefillNote({ prefill }: { prefill: Prefill }) {
  const { t } = useTranslation();
  if (!prefill.fromProfile && !prefill.fromMeasurement) {
    return (
      <p className="callout calc-prefill-note">
        {t('calculators:ui.prefill.none')} <Link to="/profile">{t('calculators:ui.prefill.completeProfile')}</Link>
      </p>
    );
  }
  const date = prefill.measuredOn ? dateFormat.format(new Date(`${prefill.measuredOn}T00:00:00Z`)) : null;
  const key = prefill.fromProfile && prefill.fromMeasurement ? 'both' : prefill.fromProfile ? 'profile' : 'measurement';
  return (
    <p className="callout calc-prefill-note" data-testid="prefill-note">
      {date && key !== 'profile' ? t(`calculators:ui.prefill.${key}Dated`, { date }) : t(`calculators:ui.prefill.${key}`)}{' '}
      {t('calculators:ui.prefill.notSaved')}
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
      <PrefillNote prefill={prefill} />
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
