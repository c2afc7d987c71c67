import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import type { TestId, TestScore } from '#app/lib/fitness-tests/index.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import { formatTestValue, formatVo2max } from '#app/lib/fitness-tests/format.ts';
import { NormTableView } from './norm-table.tsx';
import { RatingBadge } from './rating-badge.tsx';

/**
 * Score, estimate and rating of what is in the form, with the norm it was read from; or, right
 * after saving (`saved`), of the result just stored, while the form waits for the next attempt.
 */
export function ScoreCard({ testId, score, saved = false }: { testId: TestId; score: TestScore | null; saved?: boolean }) {
  const { t } = useTranslation();
  if (!score) return <p className="muted">{t('tests:ui.score.waiting')}</p>;
  const source = score.ratingSource;
  return (
    <div className="score-card stack" data-testid="score" data-saved={saved || undefined}>
      {saved ? (
        <p className="callout callout-with-icon success">
          <CircleCheck aria-hidden="true" size={18} />
          <span>{t('tests:ui.score.saved')}</span>
        </p>
      ) : null}
      <dl className="score-facts">
        <div>
          <dt>{t('tests:ui.score.result')}</dt>
          <dd>{formatTestValue(t, testId, score.unit, score.value)}</dd>
        </div>
        {score.vo2max !== undefined ? (
          <div>
            <dt>{t('tests:ui.score.vo2max')}</dt>
            <dd>{formatVo2max(t, score.vo2max)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('tests:ui.score.rating')}</dt>
          <dd>
            <RatingBadge rating={score.rating} />
          </dd>
        </div>
        {score.peakPowerW !== undefined ? (
          <div>
            <dt>{t('tests:ui.score.peakPower')}</dt>
            <dd>{t('tests:ui.units.watts', { value: formatNumber(score.peakPowerW, 0) })}</dd>
          </div>
        ) : null}
        {score.relativeJump !== undefined ? (
          <div>
            <dt>{t('tests:ui.score.relativeJump')}</dt>
            <dd>{formatNumber(score.relativeJump, 2, { trimZeros: true })}</dd>
          </div>
        ) : null}
        {testId === 'sit-and-reach' && score.ymcaScoreCm !== undefined ? (
          <div>
            <dt>{t('tests:ui.score.ymcaScore')}</dt>
            <dd>{t('tests:ui.units.cm', { value: formatNumber(score.ymcaScoreCm, 1, { trimZeros: true }) })}</dd>
          </div>
        ) : null}
      </dl>
      {score.rating === null ? <p className="callout">{t('tests:ui.score.noNorm')}</p> : null}
      {source ? <NormTableView table={source.table} row={source.row} current={source.normClass} /> : null}
      {score.distanceRating ? (
        <p className="muted small">
          {t('tests:ui.score.distanceRating', { label: t(`tests:sourceLabels.${score.distanceRating.normClass.sourceLabel}`) })}
        </p>
      ) : null}
    </div>
  );
}
