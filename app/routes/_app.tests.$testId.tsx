import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { Route } from './+types/_app.tests.$testId';
import { Page } from '#app/components/ui/page.tsx';
import { isTestId, TESTS } from '#app/lib/fitness-tests/index.ts';

export const handle = { i18n: 'tests' };

export function loader({ params }: Route.LoaderArgs) {
  if (!isTestId(params.testId)) throw data(null, { status: 404 });
  return { testId: params.testId };
}

export default function TestPage({ loaderData: { testId } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const steps = t(`tests:items.${testId}.steps`, { returnObjects: true }) as string[];
  return (
    <Page title={t(`tests:items.${testId}.name`)} description={t(`tests:items.${testId}.summary`)}>
      {TESTS[testId].maximal ? (
        <p className="callout warning" role="note">
          {t('tests:safety.maximal')}
        </p>
      ) : null}
      <section className="panel stack">
        <p>{t(`tests:items.${testId}.equipment`)}</p>
        <ol className="steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </Page>
  );
}
