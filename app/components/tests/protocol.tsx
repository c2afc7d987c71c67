import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { TESTS, type TestId } from '#app/lib/fitness-tests/index.ts';

export function Protocol({ testId }: { testId: TestId }) {
  const { t, i18n } = useTranslation();
  const steps = t(`tests:items.${testId}.steps`, { returnObjects: true }) as string[];
  const audienceKey = `tests:items.${testId}.audience`;
  return (
    <section className="panel stack" aria-labelledby="test-protocol-title">
      <h2 id="test-protocol-title">{t('tests:ui.protocol.title')}</h2>
      <p className="callout warning test-safety" role="note">
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
    </section>
  );
}
