import { useTranslation } from 'react-i18next';
import { Pause, Play, RotateCcw, Square } from 'lucide-react';

export type TimerStatus = 'ready' | 'running' | 'paused' | 'done';

/** The big digits plus a polite status line; the digits themselves are not announced each second. */
export function TimerDisplay({ digits, status, label, statusText }: { digits: string; status: TimerStatus; label: string; statusText?: string }) {
  const { t } = useTranslation();
  return (
    <div className="test-timer-display" data-status={status}>
      <span className="test-timer-label">{label}</span>
      <span className="test-timer-digits" role="timer" aria-label={label}>
        {digits}
      </span>
      <p className="test-timer-status" aria-live="polite">
        {statusText ?? t(`tests:ui.timer.${status}`)}
      </p>
    </div>
  );
}

interface ControlsProps {
  status: TimerStatus;
  onStart: () => void;
  onPause?: () => void;
  onResume?: () => void;
  onStop?: () => void;
  onReset: () => void;
}

export function TimerControls({ status, onStart, onPause, onResume, onStop, onReset }: ControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="test-timer-controls">
      {status === 'ready' ? (
        <button type="button" className="button primary" onClick={onStart}>
          <Play aria-hidden="true" size={18} />
          {t('tests:ui.timer.start')}
        </button>
      ) : null}
      {status === 'running' && onPause ? (
        <button type="button" className="button" onClick={onPause}>
          <Pause aria-hidden="true" size={18} />
          {t('tests:ui.timer.pause')}
        </button>
      ) : null}
      {status === 'running' && onStop ? (
        <button type="button" className="button primary" onClick={onStop}>
          <Square aria-hidden="true" size={18} />
          {t('tests:ui.timer.stop')}
        </button>
      ) : null}
      {status === 'paused' && onResume ? (
        <button type="button" className="button primary" onClick={onResume}>
          <Play aria-hidden="true" size={18} />
          {t('tests:ui.timer.resume')}
        </button>
      ) : null}
      {status !== 'ready' ? (
        <button type="button" className="button ghost" onClick={onReset}>
          <RotateCcw aria-hidden="true" size={18} />
          {t('tests:ui.timer.reset')}
        </button>
      ) : null}
    </div>
  );
}
