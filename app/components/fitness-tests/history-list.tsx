import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import type { TestId } from '#app/lib/fitness-tests/index.ts';
import type { TestResult } from '#app/lib/data/test-results.ts';
import { formatDay } from '#app/lib/format/index.ts';
import { formatTestValue, formatVo2max } from '#app/lib/fitness-tests/format.ts';
import { RatingBadge } from './rating-badge.tsx';

/** One test's results, newest first; deleting asks once more in place (no modal to trap focus). */
export function HistoryList({ testId, history, onDelete }: { testId: TestId; history: readonly TestResult[]; onDelete: (id: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (history.length === 0) return <p className="muted">{t('tests:ui.history.empty')}</p>;
  return (
    <ol className="test-history">
      {history.map((r) => (
        <li key={r.id} className="test-history-item">
          <div className="test-history-main">
            <span className="test-history-date">{formatDay(r.date)}</span>
            <strong>{formatTestValue(t, testId, r.result.unit, r.result.value)}</strong>
            {r.estimates.vo2max !== undefined ? <span className="muted">{formatVo2max(t, r.estimates.vo2max)}</span> : null}
            <RatingBadge rating={r.rating} />
            {r.createdAt === null ? <span className="muted small">{t('tests:ui.history.pending')}</span> : null}
          </div>
          <div className="test-history-actions">
            {confirming === r.id ? (
              <>
                <button
                  type="button"
                  className="button danger"
                  disabled={busy === r.id}
                  onClick={() => {
                    setBusy(r.id);
                    void onDelete(r.id).finally(() => {
                      setBusy(null);
                      setConfirming(null);
                    });
                  }}
                >
                  {t('tests:ui.history.confirm')}
                </button>
                <button type="button" className="button ghost" onClick={() => setConfirming(null)}>
                  {t('tests:ui.history.cancel')}
                </button>
              </>
            ) : (
              <button type="button" className="button ghost" aria-label={t('tests:ui.history.deleteLabel', { date: formatDay(r.date) })} onClick={() => setConfirming(r.id)}>
                <Trash2 aria-hidden="true" size={18} />
                <span aria-hidden="true">{t('tests:ui.history.delete')}</span>
              </button>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
