import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Play, RotateCcw, Square } from 'lucide-react';
import { NumberField } from '#app/components/ui/form.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { TESTS, type Sex } from '#app/lib/fitness-tests/index.ts';
import { beatAt, beatCount, beatIntervalMs, metronomeEndAt, type MetronomePlan } from '#app/lib/timers/index.ts';
import { Beeper, vibrate } from '#app/lib/fitness-tests/audio.ts';
import { countdownText, parseDecimal } from '#app/lib/format/index.ts';
import type { Validation } from '#app/lib/forms/validation.ts';
import { TimerDisplay } from './timer-controls.tsx';
import { readStorage, useNow, writeStorage } from './use-clock.ts';

function metronomeSpec() {
  const spec = TESTS['step-queens'].timer;
  if (spec?.kind !== 'metronome') throw new Error('step-queens must have a metronome timer');
  return spec;
}
const SPEC = metronomeSpec();
const { durationMs, recoveryWindowMs: WINDOW } = SPEC;
/** A 15 s count from a resting to a near-maximal pulse, in beats (× 4 = 40–240 bpm). */
const BEATS_RANGE = { min: 10, max: 60 } as const;
/** Beats are handed to the audio clock this far ahead, so a throttled background tab (timers
 * at most once a second) still plays every beat on time. */
const LOOKAHEAD_MS = 1500;

function checkBeats({ beats }: { beats: string }): Validation<number> {
  const parsed = parseDecimal(beats);
  return parsed !== null && Number.isInteger(parsed) && parsed >= BEATS_RANGE.min && parsed <= BEATS_RANGE.max
    ? { ok: true, value: parsed }
    : { ok: false, errors: { beats: { key: 'tests:ui.errors.beatsRange', params: BEATS_RANGE } } };
}

function restorePlan(key: string): MetronomePlan | null {
  try {
    const raw = JSON.parse(readStorage(key) ?? 'null') as Partial<MetronomePlan> | null;
    const valid =
      raw && typeof raw.startAt === 'number' && Number.isFinite(raw.startAt) && raw.durationMs === durationMs &&
      Object.values(SPEC.beatsPerMinute).includes(raw.beatsPerMinute ?? -1);
    return valid ? (raw as MetronomePlan) : null;
  } catch {
    return null;
  }
}

/**
 * Queens College step test: 3 min at 96 (men) or 88 (women) beats a minute, one step move per
 * beat, then the recovery pulse counted from 5 to 20 s after stopping. Every instant derives
 * from the start time (app/lib/timers/metronome.ts), never from counted ticks.
 */
export function StepMetronome({ storageKey, sex, onUseHr }: { storageKey: string; sex: Sex | null; onUseHr: (bpm: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [plan, setPlan] = useState<MetronomePlan | null>(null);
  const counted = useForm({ values: { beats: '' }, validate: checkBeats });
  const [beeper] = useState(() => new Beeper());
  useEffect(() => {
    const saved = restorePlan(storageKey);
    // After hydration only: the server render cannot know what this browser stored.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved) setPlan(saved);
  }, [storageKey]);

  const endAt = plan ? metronomeEndAt(plan) : 0;
  const now = useNow(plan !== null, 100, (t) => t > endAt + WINDOW.end);

  // Audio: every beat not yet handed over and due within the look-ahead; stale ones are skipped.
  const scheduled = useRef(-1);
  useEffect(() => {
    if (!plan || now === 0) return;
    const horizon = now + LOOKAHEAD_MS;
    const count = beatCount(plan);
    while (scheduled.current + 1 < count && beatAt(plan, scheduled.current + 1) <= horizon) {
      const i = ++scheduled.current;
      const at = beatAt(plan, i);
      if (at >= now - 150) beeper.tone(at, i % 4 === 0 ? { frequency: 1200, durationMs: 50 } : { frequency: 800, durationMs: 50 });
    }
    // Signals: stop stepping, start counting, stop counting.
    for (const [offset, tone] of [[0, 700], [WINDOW.start, 500], [WINDOW.end, 700]] as const) {
      const at = endAt + offset;
      const key = count + offset;
      if (scheduled.current < key && at <= horizon) {
        scheduled.current = key;
        if (at >= now - 500) beeper.tone(at, { frequency: 660, durationMs: tone });
        if (offset === 0) vibrate(400);
      }
    }
  }, [now, plan, endAt, beeper]);
  useEffect(() => () => beeper.close(), [beeper]);

  const start = () => {
    if (!sex) return;
    beeper.unlock();
    scheduled.current = -1;
    const next = { startAt: Date.now() + 500, beatsPerMinute: SPEC.beatsPerMinute[sex], durationMs };
    setPlan(next);
    writeStorage(storageKey, JSON.stringify(next));
  };
  const stop = () => {
    beeper.close();
    setPlan(null);
    writeStorage(storageKey, null);
  };

  const cadence = sex ? { cycles: SPEC.cyclesPerMinute[sex], beats: SPEC.beatsPerMinute[sex], sex: t(`tests:ui.form.sexOptions.${sex}`) } : null;
  const stepping = plan !== null && now < endAt;
  const sinceEnd = plan ? now - endAt : -1;
  const beatIndex = plan && stepping ? Math.max(-1, Math.floor((now - plan.startAt) / beatIntervalMs(plan.beatsPerMinute) + 1e-9)) : -1;
  const recovery =
    !plan || stepping || now === 0
      ? null
      : sinceEnd < WINDOW.start
        ? t('tests:ui.metronome.recoveryWait', { seconds: Math.ceil((WINDOW.start - sinceEnd) / 1000) })
        : sinceEnd < WINDOW.end
          ? t('tests:ui.metronome.recoveryCount', { seconds: Math.ceil((WINDOW.end - sinceEnd) / 1000) })
          : t('tests:ui.metronome.recoveryDone');

  return (
    <div className="test-timer stack">
      <p>{cadence ? t('tests:ui.metronome.cadence', cadence) : t('tests:ui.metronome.needSex')}</p>
      <TimerDisplay
        digits={countdownText(plan ? Math.min(durationMs, endAt - Math.max(now, plan.startAt)) : durationMs)}
        status={!plan ? 'ready' : stepping ? 'running' : 'done'}
        label={t('tests:ui.timer.remaining')}
      />
      {stepping && beatIndex >= 0 ? (
        <div className="metronome-beat" data-beat={beatIndex}>
          <span key={beatIndex} className={`metronome-dot${beatIndex % 4 === 0 ? ' accent' : ''}`} aria-hidden="true" />
          <span>{t('tests:ui.metronome.beat', { n: (beatIndex % 4) + 1 })}</span>
          <strong>{t(`tests:ui.metronome.moves.${beatIndex % 4}`)}</strong>
        </div>
      ) : null}
      <div className="test-timer-controls">
        {!plan ? (
          <button type="button" className="button primary" onClick={start} disabled={!sex}>
            <Play aria-hidden="true" size={18} />
            {t('tests:ui.timer.start')}
          </button>
        ) : (
          <button type="button" className="button ghost" onClick={stop}>
            {stepping ? <Square aria-hidden="true" size={18} /> : <RotateCcw aria-hidden="true" size={18} />}
            {stepping ? t('tests:ui.timer.stop') : t('tests:ui.timer.reset')}
          </button>
        )}
      </div>
      <p className="muted small">{t('tests:ui.metronome.sound')}</p>
      {recovery ? (
        <section className="callout recovery stack" aria-labelledby={`${id}-recovery`}>
          <h3 id={`${id}-recovery`}>{t('tests:ui.metronome.recoveryTitle')}</h3>
          <p aria-live="polite" data-phase={sinceEnd < WINDOW.start ? 'wait' : sinceEnd < WINDOW.end ? 'count' : 'done'}>
            {recovery}
          </p>
          <form className="stack" noValidate onSubmit={counted.submit((beats) => onUseHr(beats * 4))}>
            <NumberField {...counted.field('beats')} integer label={t('tests:ui.metronome.beatsCounted')} />
            <button type="submit" className="button">
              {t('tests:ui.metronome.useBeats')}
            </button>
          </form>
        </section>
      ) : null}
    </div>
  );
}
