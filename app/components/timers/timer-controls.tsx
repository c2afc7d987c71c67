import { useTranslation } from 'react-i18next';
import { Flag, Pause, Play, RotateCcw, SkipForward, Volume2, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TimerControls } from './use-timer.ts';

/**
 * Start / pause / resume, reset and skip, plus what a mode adds (±15 s, lap, +1 round, done).
 * Big targets: this is used with sweaty hands at arm's length.
 */
export function TimerButtons({ timer, canSkip = true, children }: { timer: TimerControls; canSkip?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const { snap } = timer;
  const started = snap.phase !== 'pret';
  return (
    <div className="timer-controls">
      <div className="timer-main-buttons">
        {!started ? (
          <button type="button" className="button primary timer-go" onClick={timer.start} disabled={!timer.restored}>
            <Play aria-hidden="true" size={22} />
            {t('timers:controls.start')}
          </button>
        ) : snap.paused ? (
          <button type="button" className="button primary timer-go" onClick={timer.resume}>
            <Play aria-hidden="true" size={22} />
            {t('timers:controls.resume')}
          </button>
        ) : snap.running ? (
          <button type="button" className="button primary timer-go" onClick={timer.pause}>
            <Pause aria-hidden="true" size={22} />
            {t('timers:controls.pause')}
          </button>
        ) : null}
        {canSkip && started && !snap.finished ? (
          <button type="button" className="button" onClick={timer.skip}>
            <SkipForward aria-hidden="true" size={20} />
            {t('timers:controls.skip')}
          </button>
        ) : null}
        {started ? (
          <button type="button" className="button" onClick={timer.reset}>
            <RotateCcw aria-hidden="true" size={20} />
            {t('timers:controls.reset')}
          </button>
        ) : null}
      </div>
      {children ? <div className="timer-extra-buttons">{children}</div> : null}
      <button type="button" className="button ghost timer-sound" aria-pressed={timer.sound} onClick={() => timer.setSound(!timer.sound)}>
        {timer.sound ? <Volume2 aria-hidden="true" size={18} /> : <VolumeX aria-hidden="true" size={18} />}
        {t('timers:controls.sound')}
      </button>
    </div>
  );
}

export function LapButton({ timer }: { timer: TimerControls }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button" onClick={timer.lap} disabled={!timer.snap.running}>
      <Flag aria-hidden="true" size={20} />
      {t('timers:controls.lap')}
    </button>
  );
}
