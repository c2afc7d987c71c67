import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import type { Route } from './+types/_app.calculators.$calculator';
import { Page } from '#app/components/ui/page.tsx';
import { CALCULATOR_IDS, type CalculatorId } from '#app/lib/calculators/index.ts';

export const handle = { i18n: 'calculators' };

export function loader({ params }: Route.LoaderArgs) {
  const id = CALCULATOR_IDS.find((known) => known === params.calculator);
  if (!id) throw data(null, { status: 404 });
  return { id: id satisfies CalculatorId };
}

export default function CalculatorPage({ loaderData: { id } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Page title={t(`calculators:titles.${id}`)} description={t(`calculators:formulas.${id}`)}>
      <p className="muted">{t(`calculators:sources.${id}`)}</p>
    </Page>
  );
}
