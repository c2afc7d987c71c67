import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '#app/components/ui/page.tsx';
import { CALCULATOR_IDS } from '#app/lib/calculators/index.ts';

export const handle = { i18n: 'calculators' };

export default function CalculatorsHub() {
  const { t } = useTranslation();
  return (
    <Page title={t('common:nav.calculators')}>
      <ul className="card-grid">
        {CALCULATOR_IDS.map((id) => (
          <li key={id}>
            <Link to={`/calculators/${id}`} className="card-link">
              <strong>{t(`calculators:titles.${id}`)}</strong>
              <span className="muted">{t(`calculators:formulas.${id}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
