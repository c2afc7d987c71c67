import type { Route } from './+types/_app.timers.interval';
import { IntervalTimer } from '#app/components/timers/interval-timer.tsx';
import { TimerPage } from '#app/components/timers/timer-page.tsx';
import { loadTimerPresets } from '#app/lib/timers/presets.server.ts';

export const handle = { i18n: 'timers' };

export const loader = ({ request }: Route.LoaderArgs) => loadTimerPresets(request);

export default function IntervalTimerRoute({ loaderData }: Route.ComponentProps) {
  return (
    <TimerPage kind="interval">
      <IntervalTimer presets={loaderData.presets} />
    </TimerPage>
  );
}
