import type { Route } from './+types/_app.timers.rest';
import { RestTimer } from '#app/components/timers/rest-timer.tsx';
import { TimerPage } from '#app/components/timers/timer-page.tsx';
import { loadTimerPresets } from '#app/lib/timers/presets.server.ts';

export const handle = { i18n: 'timers' };

export const loader = ({ request }: Route.LoaderArgs) => loadTimerPresets(request);

export default function RestTimerRoute({ loaderData }: Route.ComponentProps) {
  return (
    <TimerPage kind="rest">
      <RestTimer presets={loaderData.presets} />
    </TimerPage>
  );
}
