import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '#app/components/ui/page.tsx';
import { TEST_IDS, type TestId } from '#app/lib/fitness-tests/index.ts';
import type { TestResult } from '#app/lib/data/test-results.ts';
import { formatDay } from '#app/lib/format/index.ts';
import { formatTestValue } from '#app/lib/fitness-tests/format.ts';
import { RatingBadge } from './rating-badge.tsx';

export function TestsHub({ latest }: { latest: Partial<Record<TestId, TestResult>> }) {
  const { t } = useTranslation();
  return (
    <Page title={t('common:nav.tests')} description={t('tests:ui.hub.description')}>
      <ul className="card-grid tests-hub">
        {TEST_IDS.map((id) => {
          const last = latest[id];
          return (
            <li key={id}>
              <Link to={`/tests/${id}`} className="card-link test-card" data-test-id={id}>
                <strong>{t(`tests:items.${id}.name`)}</strong>
                <span className="muted">{t(`tests:items.${id}.summary`)}</span>
                {last ? (
                  <span className="test-card-last">
                    <span>{t('tests:ui.hub.lastResult', { value: formatTestValue(t, id, last.result.unit, last.result.value) })}</span>
                    <RatingBadge rating={last.rating} />
                    <span className="muted small">{t('tests:ui.hub.lastDate', { date: formatDay(last.date) })}</span>
                  </span>
                ) : (
                  <span className="test-card-last muted small">{t('tests:ui.hub.none')}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
