import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/_app.timers.rest';
import { RestTimer } from '#app/components/timers/rest-timer.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc } from '#app/lib/data/documents.server.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { timerPresetsDoc } from '#app/lib/data/timer-presets.ts';

export const handle = { i18n: 'timers' };

// The person's saved set-ups are in the first HTML; the panel's listener takes over.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { presets: await readDoc(adminDb(), timerPresetsDoc, { uid: user.uid }) };
}

export default function RestTimerRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Page title={t('timers:rest.title')} description={t('timers:rest.description')}>
      <p className="timer-back">
        <Link to="/timers">{t('timers:back')}</Link>
      </p>
      <RestTimer presets={loaderData.presets} />
    </Page>
  );
}
