import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NormClass, NormRow, NormTable } from '#app/lib/fitness-tests/index.ts';
import { formatBound } from '#app/lib/fitness-tests/format.ts';
import { RatingBadge } from './rating-badge.tsx';

function rangeText(t: (key: string, options?: Record<string, string>) => string, table: NormTable, c: NormClass): string {
  if (c.min === null && c.max !== null) return t('tests:ui.norms.to', { max: formatBound(table, c.max) });
  if (c.max === null && c.min !== null) return t('tests:ui.norms.from', { min: formatBound(table, c.min) });
  if (c.min !== null && c.max !== null) return t('tests:ui.norms.between', { min: formatBound(table, c.min), max: formatBound(table, c.max) });
  return '';
}

/**
 * The published table row the rating came from, the person's class marked. One column names
 * each class by the app rating it maps to, with the source's word beside it only where it
 * differs: a second column of ratings mostly repeated the first ('Excellent' / 'Excellent').
 */
export function NormTableView({ table, row, current }: { table: NormTable; row: NormRow; current: NormClass | null }) {
  const { t } = useTranslation();
  const id = useId();
  // Each class reads as the app's rating, the one the score, the history and the hub show; the
  // source's own word follows when it says something else ('Très bon' rated 'Bon').
  const sourceWording = (c: NormClass) => {
    const label = t(`tests:sourceLabels.${c.sourceLabel}`);
    return c.rating && label === t(`tests:ratings.${c.rating}`) ? null : label;
  };
  const ages =
    row.ageMax === null
      ? t('tests:ui.norms.ageFrom', { min: row.ageMin })
      : t('tests:ui.norms.ageBetween', { min: row.ageMin, max: row.ageMax });
  return (
    <section className="norm-table stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('tests:ui.norms.title')}</h3>
      <p className="muted small">
        {t('tests:ui.norms.row', { sex: t(`tests:ui.form.sexOptions.${row.sex}`), ages })} · {t(`tests:ui.norms.basis.${table.basis}`)}
      </p>
      {/* Focusable so keyboard users can scroll it if it overflows (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="norm-scroll" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('tests:ui.norms.class')}</th>
              <th scope="col">{t('tests:ui.norms.range')}</th>
            </tr>
          </thead>
          <tbody>
            {row.classes.map((c) => {
              const isCurrent = current !== null && c.sourceLabel === current.sourceLabel && c.min === current.min && c.max === current.max;
              return (
                <tr key={`${c.sourceLabel}-${c.min}`} className={isCurrent ? 'is-current' : undefined} aria-current={isCurrent ? 'true' : undefined}>
                  <th scope="row">
                    <RatingBadge rating={c.rating} />
                    {sourceWording(c) ? <span className="norm-source-label">{t('tests:ui.norms.sourceWording', { label: sourceWording(c) })}</span> : null}
                    {isCurrent ? <span className="norm-you">{t('tests:ui.norms.you')}</span> : null}
                  </th>
                  <td className="norm-range">{rangeText(t, table, c)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {table.indicative ? <p className="muted small">{t('tests:indicative')}</p> : null}
      <p className="muted small source">{t(table.sourceKey)}</p>
    </section>
  );
}
