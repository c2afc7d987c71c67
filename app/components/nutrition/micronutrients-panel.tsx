import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ciqualCodeOf, type LogEntry } from '#app/lib/data/nutrition.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import { dayMicronutrients, entryMicronutrients, MICRONUTRIENT_KEYS, MICRONUTRIENTS, totalCertainty, type Micronutrients } from '#app/lib/nutrition/micronutrients.ts';
import { referenceIntake } from '#app/lib/nutrition/references.ts';
import type { Sex } from '#app/lib/person/sex.ts';
import { CiqualCredit } from './credits.tsx';

/** A food's values by Ciqual code; null for a code the table does not hold. */
export type MicronutrientsByCode = Readonly<Record<string, Micronutrients | null>>;

const amountText = (value: number, unit: string) => `${formatNumber(value, value >= 100 ? 0 : value >= 10 ? 1 : 2, { trimZeros: true })} ${unit}`;

/**
 * The day's vitamins, minerals and fatty acids from its Ciqual foods, each against the person's
 * Anses reference where one is known. Values of foods logged since the page loaded are fetched.
 */
export function MicronutrientsPanel({ entries, initial, sex, age }: { entries: readonly LogEntry[]; initial: MicronutrientsByCode; sex: Sex | null; age: number | null }) {
  const { t } = useTranslation();
  const [byCode, setByCode] = useState<MicronutrientsByCode>(initial);
  const [failed, setFailed] = useState(false);
  const missing = [...new Set(entries.flatMap((e) => ciqualCodeOf(e.ref) ?? []))].filter((code) => !(code in byCode)).sort();
  const missingKey = missing.join(',');

  useEffect(() => {
    if (!missingKey) return;
    const controller = new AbortController();
    fetch(`/api/nutrition/micronutrients?${new URLSearchParams({ codes: missingKey })}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ foods: MicronutrientsByCode }>) : Promise.reject(new Error(String(response.status)))))
      .then(({ foods }) => {
        setFailed(false);
        // A code the table does not hold is remembered as having nothing, so it is not asked again.
        setByCode((known) => ({ ...known, ...Object.fromEntries(missingKey.split(',').map((code) => [code, foods[code] ?? null])) }));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailed(error instanceof Error);
      });
    return () => controller.abort();
  }, [missingKey]);

  const ciqualValues = (e: LogEntry) => {
    const code = ciqualCodeOf(e.ref);
    return code ? (byCode[code] ?? null) : null;
  };
  const totals = dayMicronutrients(entries, ciqualValues);
  const lacking = entries.filter((e) => entryMicronutrients(e, ciqualValues) === null).length;

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
            const reference = sex && age !== null ? referenceIntake(key, sex, age) : null;
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
      {sex === 'homme' && age !== null && age >= 18 ? null : <p className="muted">{t('nutrition:micronutrients.noReference')}</p>}
      <p className="source-credit">{t('nutrition:micronutrients.referenceSource')}</p>
      <CiqualCredit />
    </details>
  );
}
