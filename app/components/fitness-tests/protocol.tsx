import { useTranslation } from 'react-i18next';
import { ChevronRight, TriangleAlert } from 'lucide-react';
import { TESTS, type TestId } from '#app/lib/fitness-tests/index.ts';

/**
 * Protocol and safety, folded under one summary: on a phone they used to push the timer and
 * the result entry ~1 400 px down. Returning people skip them; a first-timer opens them.
 */
export function Protocol({ testId }: { testId: TestId }) {
  const { t, i18n } = useTranslation();
  const steps = t(`tests:items.${testId}.steps`, { returnObjects: true }) as string[];
  const audienceKey = `tests:items.${testId}.audience`;
  return (
    <details className="panel test-protocol">
      <summary>
        <ChevronRight aria-hidden="true" size={20} className="test-protocol-chevron" />
        {/* Plain text: a heading inside <summary> loses its role in some screen readers. */}
        <span className="test-protocol-title">{t('tests:ui.protocol.title')}</span>
        <span className="muted small">{t(TESTS[testId].maximal ? 'tests:ui.protocol.summaryMaximal' : 'tests:ui.protocol.summary')}</span>
      </summary>
      <div className="stack">
        <p className="callout callout-with-icon warning" role="note">
          <TriangleAlert aria-hidden="true" size={18} />
          <span>{TESTS[testId].maximal ? t('tests:safety.maximal') : t('tests:safety.general')}</span>
        </p>
        {i18n.exists(audienceKey) ? <p className="muted">{t(audienceKey)}</p> : null}
        <h3>{t('tests:ui.protocol.equipment')}</h3>
        <p>{t(`tests:items.${testId}.equipment`)}</p>
        <h3>{t('tests:ui.protocol.steps')}</h3>
        <ol className="steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <h3>{t('tests:ui.protocol.recorded')}</h3>
        <p>{t(`tests:items.${testId}.recorded`)}</p>
      </div>
    </details>
  );
}
