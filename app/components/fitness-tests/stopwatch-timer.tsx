import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTimer, finish, reset, snapshot, start } from '#app/lib/timers/index.ts';
import { stopwatchText } from '#app/lib/format/index.ts';
import { TimerControls, TimerDisplay, type TimerStatus } from './timer-controls.tsx';
import { useNow, usePersistentTimer } from './use-clock.ts';

/** Open stopwatch (plank, runs, walk): stopping it writes the time into the result field. */
export function StopwatchTimer({ storageKey, onUse }: { storageKey: string; onUse: (seconds: number) => void }) {
  const { t } = useTranslation();
  const [state, setState] = usePersistentTimer(storageKey, () => createTimer({ kind: 'stopwatch' }));
  const [filled, setFilled] = useState(false);
  const ticking = state.startedAt !== null && state.finishedAtElapsedMs === null;
  const now = useNow(ticking, 100);
  const snap = snapshot(state, now);
  const status: TimerStatus = snap.finished ? 'done' : state.startedAt !== null ? 'running' : 'ready';
  const elapsedMs = state.finishedAtElapsedMs ?? snap.elapsedMs;

  const onStop = () => {
    const stopped = finish(state, Date.now());
    setState(stopped);
    onUse(Math.round((stopped.finishedAtElapsedMs ?? 0) / 1000));
    setFilled(true);
  };

  return (
    <div className="test-timer stack">
      <TimerDisplay
        digits={stopwatchText(elapsedMs)}
        status={status}
        label={t('tests:ui.timer.elapsed')}
        statusText={status === 'done' && filled ? t('tests:ui.timer.filled') : undefined}
      />
      <TimerControls
        status={status}
        onStart={() => {
          setFilled(false);
          setState(start(state, Date.now()));
        }}
        onStop={onStop}
        onReset={() => {
          setFilled(false);
          setState(reset(state));
        }}
      />
      {status === 'done' && !filled ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            onUse(Math.round(elapsedMs / 1000));
            setFilled(true);
          }}
        >
          {t('tests:ui.timer.useTime')}
        </button>
      ) : null}
    </div>
  );
}
