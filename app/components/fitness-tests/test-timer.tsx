import { useTranslation } from 'react-i18next';
import { TESTS, type Sex, type TestId } from '#app/lib/fitness-tests/index.ts';
import { CountdownTimer } from './countdown-timer.tsx';
import { LapCounter } from './lap-counter.tsx';
import { StepMetronome } from './step-metronome.tsx';
import { StopwatchTimer } from './stopwatch-timer.tsx';

interface Props {
  testId: TestId;
  sex: Sex | null;
  onDistance: (m: number) => void;
  onSeconds: (s: number) => void;
  onRecoveryHr: (bpm: number) => void;
}

/** The timer the protocol calls for; what it measures lands in the result form. */
export function TestTimer({ testId, sex, onDistance, onSeconds, onRecoveryHr }: Props) {
  const { t } = useTranslation();
  const timer = TESTS[testId].timer;
  if (!timer) return null;
  const key = `elan-test-timer:${testId}`;
  return (
    <section className="panel stack" aria-labelledby="test-timer-title">
      <h2 id="test-timer-title">{timer.kind === 'metronome' ? t('tests:ui.metronome.title') : t('tests:ui.timer.title')}</h2>
      {timer.kind === 'countdown' ? (
        <CountdownTimer storageKey={key} durationMs={timer.durationMs}>
          {testId === 'cooper-12min' ? <LapCounter storageKey={`${key}:laps`} onUse={onDistance} /> : null}
        </CountdownTimer>
      ) : timer.kind === 'stopwatch' ? (
        <StopwatchTimer storageKey={key} onUse={onSeconds} />
      ) : (
        <StepMetronome storageKey={key} sex={sex} onUseHr={onRecoveryHr} />
      )}
    </section>
  );
}
