import { useTranslation } from 'react-i18next';
import type { Rating } from '#app/lib/fitness-tests/index.ts';

/** The rating in words (colour only repeats it, for people who can see it). */
export function RatingBadge({ rating }: { rating: Rating | null }) {
  const { t } = useTranslation();
  return (
    <span className={`rating-badge rating-${rating ?? 'none'}`} data-rating={rating ?? 'none'}>
      {rating ? t(`tests:ratings.${rating}`) : t('tests:ratings.none')}
    </span>
  );
}
