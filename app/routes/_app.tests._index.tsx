import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '#app/components/ui/page.tsx';
import { TEST_IDS } from '#app/lib/fitness-tests/index.ts';

export const handle = { i18n: 'tests' };

export default function TestsHub() {
  const { t } = useTranslation();
  return (
    <Page title={t('common:nav.tests')}>
      <ul className="card-grid">
        {TEST_IDS.map((id) => (
          <li key={id}>
            <Link to={`/tests/${id}`} className="card-link">
              <strong>{t(`tests:items.${id}.name`)}</strong>
              <span className="muted">{t(`tests:items.${id}.summary`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
