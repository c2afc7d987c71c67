import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import { MEASURE_BOUNDS, MEASURE_KEYS, type Measurement } from '#app/lib/data/measurements.ts';
import { formatDay, formatNumber } from '#app/lib/format/index.ts';

/**
 * Newest first. Columns nobody filled are left out, so a person who only weighs in sees a
 * narrow table. Where the table would not fit (phones), each entry becomes a card listing its
 * measures under their names (`.stack-table`, data-ui.css), so nothing hides off-screen.
 */
export function HistoryTable({ entries, onEdit, onDelete }: { entries: readonly Measurement[]; onEdit: (m: Measurement) => void; onDelete: (m: Measurement) => void }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className="muted">{t('measurements:history.empty')}</p>;
  const columns = MEASURE_KEYS.filter((k) => entries.some((e) => e[k] !== null));
  const withNotes = entries.some((e) => e.notes);
  return (
    // Focusable so keyboard users can scroll it sideways (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll stack-table-scroll" tabIndex={0} role="region" aria-label={t('measurements:history.tableLabel')}>
      <table className="data-table stack-table">
        <thead>
          <tr>
            <th scope="col">{t('measurements:fields.date')}</th>
            {columns.map((k) => (
              <th key={k} scope="col" className="num">
                {t(`measurements:fields.${k}`)}
              </th>
            ))}
            {withNotes ? <th scope="col">{t('measurements:fields.notes')}</th> : null}
            <th scope="col">
              <span className="visually-hidden">{t('measurements:history.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const date = formatDay(entry.date, 'medium');
            return (
              <tr key={entry.id} data-id={entry.id}>
                <th scope="row">{date}</th>
                {columns.map((k) => {
                  const value = entry[k];
                  return (
                    <td key={k} className="num" data-label={t(`measurements:fields.${k}`)}>
                      {value === null ? '—' : `${formatNumber(value, 1, { trimZeros: true })} ${MEASURE_BOUNDS[k].unit}`}
                    </td>
                  );
                })}
                {withNotes ? (
                  <td className="notes-cell" data-label={t('measurements:fields.notes')}>
                    {entry.notes}
                  </td>
                ) : null}
                <td className="row-actions">
                  <button type="button" className="icon-button" onClick={() => onEdit(entry)} aria-label={t('measurements:history.editLabel', { date })} title={t('measurements:history.edit')}>
                    <Pencil aria-hidden="true" size={18} />
                  </button>
                  <button type="button" className="icon-button" onClick={() => onDelete(entry)} aria-label={t('measurements:history.deleteLabel', { date })} title={t('measurements:history.delete')}>
                    <Trash2 aria-hidden="true" size={18} />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
