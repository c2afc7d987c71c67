import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { beepsBetween, createTimer, pause, phaseChangedBetween, reset, resume, snapshot, start } from '#app/lib/timers/index.ts';
import { Beeper, vibrate } from '#app/lib/fitness-tests/audio.ts';
import { countdownText } from '#app/lib/format/index.ts';
import { TimerControls, TimerDisplay, type TimerStatus } from './timer-controls.tsx';
import { useNow, usePersistentTimer } from './use-clock.ts';

/** Fixed-length test countdown (Cooper 12 min, sit-ups 1 min): 3-2-1 beeps and a long end beep. */
export function CountdownTimer({ storageKey, durationMs, children }: { storageKey: string; durationMs: number; children?: ReactNode }) {
  const { t } = useTranslation();
  // AMRAP is the clock library's plain countdown (one 'travail' phase of the given length).
  const [state, setState] = usePersistentTimer(storageKey, () => createTimer({ kind: 'amrap', durationMs }));
  const [beeper] = useState(() => new Beeper());
  const ticking = state.startedAt !== null && state.pausedAt === null;
  const now = useNow(ticking, 200, (t) => snapshot(state, t).finished);
  const snap = snapshot(state, Math.max(now, state.pausedAt ?? 0));
  const status: TimerStatus = snap.finished ? 'done' : snap.paused ? 'paused' : state.startedAt !== null ? 'running' : 'ready';

  // Sounds for what the clock crossed since the last render; stale ones (tab asleep) are dropped.
  const previous = useRef(0);
  useEffect(() => {
    if (!ticking || now === 0) return;
    const from = previous.current || now;
    for (const beep of beepsBetween(state, from, now)) {
      beeper.tone(Date.now(), beep.secondsLeft === 0 ? { frequency: 660, durationMs: 700 } : { frequency: 880, durationMs: 120 });
    }
    if (phaseChangedBetween(state, from, now)) vibrate([300, 100, 300]);
    previous.current = now;
  }, [now, ticking, state, beeper]);
  useEffect(() => () => beeper.close(), [beeper]);

  const onStart = () => {
    beeper.unlock();
    previous.current = Date.now();
    setState(start(state, Date.now()));
  };
  const onResume = () => {
    beeper.unlock();
    previous.current = Date.now();
    setState(resume(state, Date.now()));
  };

  return (
    <div className="test-timer stack">
      <TimerDisplay
        digits={countdownText(snap.remainingMs ?? 0)}
        status={status}
        label={t('tests:ui.timer.remaining')}
        statusText={status === 'done' ? t('tests:ui.timer.countdownDone') : undefined}
      />
      <TimerControls
        status={status}
        onStart={onStart}
        onPause={() => setState(pause(state, Date.now()))}
        onResume={onResume}
        onReset={() => setState(reset(state))}
      />
      <p className="muted small">{t('tests:ui.timer.sound')}</p>
      {children}
    </div>
  );
}
