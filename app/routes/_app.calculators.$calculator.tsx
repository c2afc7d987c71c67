import { data } from 'react-router';
import type { Route } from './+types/_app.calculators.$calculator';
import { CalculatorPage } from '#app/components/calculators/calculator-page.tsx';
import { loadPrefill } from '#app/components/calculators/prefill.server.ts';
import { CALCULATOR_IDS } from '#app/lib/calculators/index.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';

// 'tests' for the VO2max norm citations shared with the fitness tests.
export const handle = { i18n: ['calculators', 'tests'] };

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
