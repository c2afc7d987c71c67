import { useTranslation } from 'react-i18next';

/** Licence Ouverte / Etalab 2.0 asks for the source wherever Ciqual values appear. */
export function CiqualCredit() {
  const { t } = useTranslation();
  return (
    <p className="source-credit">
      {t('nutrition:sources.ciqual')} ({t('nutrition:sources.ciqualVersion')} ; {t('nutrition:sources.ciqualAdapted')})
    </p>
  );
}

/** The ODbL asks for credit and a link to the licence wherever Open Food Facts data appear. */
export function OffCredit() {
  const { t } = useTranslation();
  return (
    <p className="source-credit">
      <a href="https://world.openfoodfacts.org/terms-of-use" target="_blank" rel="noreferrer">
        {t('nutrition:sources.openFoodFacts')}
      </a>
    </p>
  );
}
