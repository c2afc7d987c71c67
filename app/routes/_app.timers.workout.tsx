import type { Route } from './+types/_app.timers.workout';
import { WorkoutTimer } from '#app/components/timers/workout-timer.tsx';
import { TimerPage } from '#app/components/timers/timer-page.tsx';
import { loadTimerPresets } from '#app/lib/timers/presets.server.ts';

export const handle = { i18n: 'timers' };

export const loader = ({ request }: Route.LoaderArgs) => loadTimerPresets(request);

export default function WorkoutTimerRoute({ loaderData }: Route.ComponentProps) {
  return (
    <TimerPage kind="workout">
      <WorkoutTimer presets={loaderData.presets} />
    </TimerPage>
  );
}
