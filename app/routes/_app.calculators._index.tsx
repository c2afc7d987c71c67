import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CALCULATOR_GROUPS } from '#app/lib/calculators/groups.ts';
import { Page } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'calculators' };

export default function CalculatorsHub() {
  const { t } = useTranslation();
  return (
    <Page title={t('common:nav.calculators')} description={t('calculators:ui.hubIntro')}>
      {CALCULATOR_GROUPS.map((group) => (
        <section key={group.id} className="stack" aria-labelledby={`calc-group-${group.id}`}>
          <h2 id={`calc-group-${group.id}`} className="calc-group-title">
            {t(`calculators:ui.groups.${group.id}`)}
          </h2>
          <ul className="card-grid">
            {group.ids.map((id) => (
              <li key={id}>
                <Link to={`/calculators/${id}`} className="card-link">
                  <strong>{t(`calculators:titles.${id}`)}</strong>
                  <span className="muted">{t(`calculators:summaries.${id}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Page>
  );
}
