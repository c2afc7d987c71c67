import { data } from 'react-router';
import type { Route } from './+types/_app.calculators.$calculator';
import { CalculatorPage } from '#app/components/calculators/calculator-page.tsx';
import { loadPrefill } from '#app/lib/calculators/prefill.server.ts';
import { CALCULATOR_IDS } from '#app/lib/calculators/index.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import type { I18nHandle } from '#app/lib/i18n/config.ts';

// 'tests' only for VO2max, whose norm citations are the fitness tests' (21 KB the other pages skip).
export const handle: I18nHandle = {
  i18n: (data) => ((data as Route.ComponentProps['loaderData'] | undefined)?.id === 'vo2max' ? ['calculators', 'tests'] : ['calculators']),
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = CALCULATOR_IDS.find((known) => known === params.calculator);
  if (!id) throw data(null, { status: 404 });
  const user = await requireUser(request);
  return { id, prefill: await loadPrefill(user.uid) };
}

export default function CalculatorRoute({ loaderData: { id, prefill } }: Route.ComponentProps) {
  // Keyed by id: moving between calculators starts a fresh form with that page's prefill.
  return <CalculatorPage key={id} id={id} prefill={prefill} />;
}
