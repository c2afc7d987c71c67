import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BodyFacts } from '#app/lib/data/body-facts.ts';
import type { Measurement } from '#app/lib/data/measurements.ts';
import { formatDay, formatList, formatNumber } from '#app/lib/format/index.ts';
import { deriveIndicators, type Indicator } from '#app/lib/measurements/derived.ts';

function IndicatorCard<B extends string>({ title, indicator, value, bandKey }: { title: string; indicator: Indicator<B>; value: (v: number) => string; bandKey: (band: B) => string }) {
  const { t } = useTranslation();
  return (
    <li className="indicator">
      <h3>{title}</h3>
      {indicator.status === 'ok' ? (
        <>
          <p className="indicator-value">{value(indicator.value)}</p>
          <p className="indicator-band">{t(bandKey(indicator.band))}</p>
          <p className="muted indicator-date">{t('measurements:indicators.from', { date: formatDay(indicator.date, 'medium') })}</p>
        </>
      ) : indicator.status === 'invalid' ? (
        <p className="field-error">{t(indicator.error.key, indicator.error.params ?? {})}</p>
      ) : (
        <>
          <p className="muted">
            {t('measurements:indicators.needs', { list: formatList(indicator.missing.map((m) => t(`measurements:indicators.missing.${m}`))) })}
          </p>
          {indicator.missing.includes('height') || indicator.missing.includes('sex') ? (
            <Link to="/profile">{t('measurements:indicators.completeProfile')}</Link>
          ) : null}
        </>
      )}
    </li>
  );
}

export function Indicators({ entries, facts }: { entries: readonly Measurement[]; facts: BodyFacts }) {
  const { t } = useTranslation();
  const indicators = deriveIndicators(entries, facts);
  return (
    <section className="stack" aria-labelledby="indicators-title">
      <div>
        <h2 id="indicators-title">{t('measurements:indicators.title')}</h2>
        <p className="muted">{t('measurements:indicators.intro')}</p>
      </div>
      <ul className="indicator-grid">
        <IndicatorCard title={t('measurements:indicators.bmi')} indicator={indicators.bmi} value={(v) => `${formatNumber(v, 1)} kg/m²`} bandKey={(b) => `calculators:bands.bmi.${b}`} />
        <IndicatorCard title={t('measurements:indicators.whtr')} indicator={indicators.whtr} value={(v) => formatNumber(v, 2)} bandKey={(b) => `calculators:bands.whtr.${b}`} />
        <IndicatorCard title={t('measurements:indicators.navy')} indicator={indicators.navyBodyFat} value={(v) => `${formatNumber(v, 1)} %`} bandKey={(b) => `calculators:bands.body-fat.${b}`} />
      </ul>
    </section>
  );
}
