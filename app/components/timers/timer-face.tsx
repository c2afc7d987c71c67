import { useTranslation } from 'react-i18next';
import type { TimerConfig, TimerSnapshot } from '#app/lib/timers/index.ts';
import { clockText, countdownText } from '#app/lib/format/index.ts';

const COUNTS_UP: ReadonlySet<TimerConfig['kind']> = new Set(['stopwatch', 'for-time']);

/** The words for where the timer is: read aloud at each change (never every second). */
function usePhaseText(config: TimerConfig, snap: TimerSnapshot): { phase: string; detail: string } {
  const { t } = useTranslation();
  const phaseKey = config.kind === 'rest' && snap.phase === 'repos' ? 'restRunning' : snap.phase;
  const phase = t(`timers:phases.${phaseKey}`);
  if (config.kind === 'interval') {
    const round = t('timers:face.round', { round: snap.round, total: snap.totalRounds });
    const set = snap.totalSets > 1 ? t('timers:face.set', { set: snap.set, total: snap.totalSets }) : '';
    return { phase, detail: [round, set].filter(Boolean).join(' · ') };
  }
  if (config.kind === 'emom') return { phase, detail: t('timers:face.interval', { round: snap.round, total: snap.totalRounds }) };
  if (config.kind === 'amrap') return { phase, detail: t('timers:face.roundsDone', { count: snap.roundsDone }) };
  return { phase, detail: '' };
}

/**
 * Big digits for arm's length. The digits are a `timer` (not announced); the phase line is a
 * polite live region, so a screen reader hears "Repos, tour 2 sur 8" once per change.
 */
export function TimerFace({ config, snap }: { config: TimerConfig; snap: TimerSnapshot }) {
  const { t } = useTranslation();
  const { phase, detail } = usePhaseText(config, snap);
  const up = COUNTS_UP.has(config.kind);
  const digits = up || snap.remainingMs === null ? clockText(snap.elapsedMs / 1000) : countdownText(snap.remainingMs);
  const segmentMs = snap.remainingMs === null ? null : snap.remainingMs + snap.phaseElapsedMs;
  const progress = segmentMs ? Math.min(1, snap.phaseElapsedMs / segmentMs) : 0;
  const cap = config.kind === 'for-time' && config.capMs !== null ? clockText(config.capMs / 1000) : null;
  const started = snap.phase !== 'pret';
  return (
    <div className={`timer-face phase-${snap.phase}`} data-phase={snap.phase} data-testid="timer-face">
      <p className="timer-phase" aria-live="polite" aria-atomic="true" data-testid="timer-phase">
        <span>{phase}</span>
        {detail ? <span className="timer-detail">{detail}</span> : null}
      </p>
      <p className="timer-digits" role="timer" aria-label={t('timers:face.digitsLabel')} data-testid="timer-digits">
        {digits}
      </p>
      {segmentMs !== null && Number.isFinite(segmentMs) ? (
        <div className="timer-progress" aria-hidden="true">
          <div style={{ transform: `scaleX(${started ? progress : 0})` }} />
        </div>
      ) : null}
      <p className="timer-meta muted">
        {snap.paused ? <span className="timer-paused">{t('timers:face.paused')}</span> : null}
        {config.kind === 'interval' && snap.totalRemainingMs !== null && !snap.finished ? (
          <span>{t('timers:face.totalLeft', { time: countdownText(snap.totalRemainingMs) })}</span>
        ) : null}
        {cap ? <span>{t('timers:face.cap', { time: cap })}</span> : null}
      </p>
    </div>
  );
}
