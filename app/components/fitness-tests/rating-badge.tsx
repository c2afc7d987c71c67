import { useTranslation } from 'react-i18next';
import type { Rating } from '#app/lib/fitness-tests/index.ts';

/**
 * The rating in words (colour only repeats it, for people who can see it). `label` replaces the
 * words with a norm table's own wording of that class, coloured by the rating it maps to.
 */
export function RatingBadge({ rating, label }: { rating: Rating | null; label?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`rating-badge rating-${rating ?? 'none'}`} data-rating={rating ?? 'none'}>
      {label ?? (rating ? t(`tests:ratings.${rating}`) : t('tests:ratings.none'))}
    </span>
  );
}
