import { useTranslation } from 'react-i18next';
import type { ServingWords } from '#app/lib/nutrition/servings.ts';

/**
 * The French of the words serving labels use (a group read whole, hence no `ns:key` string), and
 * the name of a serving that has none.
 */
export function useServingWords(): { words: ServingWords; unnamed: string } {
  const { t } = useTranslation();
  return { words: t('servings.words', { ns: 'nutrition', returnObjects: true }) as ServingWords, unnamed: t('nutrition:servings.unnamed') };
}
