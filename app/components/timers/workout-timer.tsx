import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { TIMER_LIMITS, isValidConfig, type TimerConfig } from '#app/lib/timers/index.ts';
import { stopwatchText } from '#app/lib/format/index.ts';
import { describeConfig } from '#app/lib/timers/describe.ts';
import type { TimerPreset } from '#app/lib/data/timer-presets.ts';
import { PresetsPanel } from './presets-panel.tsx';
import { readSetting, SettingField, type SettingSpec } from './setting-field.tsx';
import { LapButton, TimerButtons } from './timer-controls.tsx';
import { TimerSection } from './timer-page.tsx';
import { TimerFace } from './timer-face.tsx';
import { useTimer, type TimerControls } from './use-timer.ts';

const MODES = ['stopwatch', 'emom', 'amrap', 'for-time'] as const;
type Mode = (typeof MODES)[number];

const L = TIMER_LIMITS;
const SPECS = {
  emomInterval: { label: 'timers:workout.emomInterval', unit: 'timers:units.s', min: L.phaseMs.min / 1000, max: L.phaseMs.max / 1000 },
  emomRounds: { label: 'timers:workout.emomRounds', unit: 'timers:units.rounds', min: L.rounds.min, max: L.rounds.max },
  amrapMinutes: { label: 'timers:workout.amrapDuration', unit: 'timers:units.min', min: 1, max: L.totalMs.max / 60_000 },
  capMinutes: { label: 'timers:workout.cap', unit: 'timers:units.min', min: 1, max: L.totalMs.max / 60_000, optional: true },
} as const satisfies Record<string, SettingSpec>;
type Key = keyof typeof SPECS;
type Raw = Record<Key, string>;

const DEFAULT_RAW: Raw = { emomInterval: '60', emomRounds: '10', amrapMinutes: '12', capMinutes: '' };

function rawFrom(config: TimerConfig, base: Raw): Raw {
  switch (config.kind) {
    case 'emom':
      return { ...base, emomInterval: String(config.intervalMs / 1000), emomRounds: String(config.rounds) };
    case 'amrap':
      return { ...base, amrapMinutes: String(config.durationMs / 60_000) };
    case 'for-time':
      return { ...base, capMinutes: config.capMs === null ? '' : String(config.capMs / 60_000) };
    default:
      return base;
  }
}

function value(raw: Raw, key: Key): number | null {
  const read = readSetting(raw[key], SPECS[key]);
  return 'value' in read ? read.value : null;
}

/** The set-up a mode describes, or null while a field is invalid (the clock keeps the last valid one). */
function configFor(mode: Mode, raw: Raw): TimerConfig | null {
  let config: TimerConfig | null = null;
  if (mode === 'stopwatch') config = { kind: 'stopwatch' };
  if (mode === 'emom') {
    const interval = value(raw, 'emomInterval');
    const rounds = value(raw, 'emomRounds');
    config = interval !== null && rounds !== null ? { kind: 'emom', intervalMs: interval * 1000, rounds } : null;
  }
  if (mode === 'amrap') {
    const minutes = value(raw, 'amrapMinutes');
    config = minutes !== null ? { kind: 'amrap', durationMs: minutes * 60_000 } : null;
  }
  if (mode === 'for-time') {
    // No cap is a valid choice: an empty field means "until I stop it".
    const minutes = raw.capMinutes.trim() === '' ? null : value(raw, 'capMinutes');
    config = raw.capMinutes.trim() !== '' && minutes === null ? null : { kind: 'for-time', capMs: minutes === null ? null : minutes * 60_000 };
  }
  return config && isValidConfig(config) ? config : null;
}

function Laps({ timer }: { timer: TimerControls }) {
  const { t } = useTranslation();
  const laps = timer.snap.laps;
  if (laps.length === 0) return null;
  return (
    <table className="figure-table">
      <caption>{t('timers:workout.laps')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('timers:workout.lapNumber')}</th>
          <th scope="col">{t('timers:workout.lapTime')}</th>
          <th scope="col">{t('timers:workout.lapTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {laps
          .map((total, i) => ({ n: i + 1, total, split: total - (laps[i - 1] ?? 0) }))
          .reverse()
          .map((lap) => (
            <tr key={lap.n}>
              <th scope="row">{lap.n}</th>
              <td>{stopwatchText(lap.split)}</td>
              <td>{stopwatchText(lap.total)}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** Stopwatch with laps, EMOM, AMRAP (with a round counter) and "for time". */
export function WorkoutTimer({ presets }: { presets: TimerPreset[] }) {
  const { t } = useTranslation();
  const timer = useTimer('elan-timer:workout', { kind: 'stopwatch' });
  const config = timer.state.config;
  const mode: Mode = (MODES as readonly string[]).includes(config.kind) ? (config.kind as Mode) : 'stopwatch';
  const [raw, setRaw] = useState<Raw>(DEFAULT_RAW);
  const locked = timer.snap.phase !== 'pret';
  const { snap } = timer;

  // Once the saved timer is read, the fields show its set-up; afterwards they are the person's.
  const [synced, setSynced] = useState(false);
  if (timer.restored && !synced) {
    setSynced(true);
    setRaw((r) => rawFrom(config, r));
  }

  const switchMode = (next: Mode) => {
    const c = configFor(next, raw) ?? configFor(next, DEFAULT_RAW);
    if (c) timer.configure(c);
  };
  const change = (key: Key, v: string) => {
    const next = { ...raw, [key]: v };
    setRaw(next);
    const c = configFor(mode, next);
    if (c) timer.configure(c);
  };
  const fields: Key[] = mode === 'emom' ? ['emomInterval', 'emomRounds'] : mode === 'amrap' ? ['amrapMinutes'] : mode === 'for-time' ? ['capMinutes'] : [];

  return (
    <div className="timer-layout">
      <section className="panel timer-panel" aria-label={t(`timers:workout.modes.${mode}`)}>
        <div className="segmented timer-modes" role="group" aria-label={t('timers:workout.mode')}>
          {MODES.map((m) => (
            <button key={m} type="button" aria-pressed={mode === m} disabled={locked && mode !== m} onClick={() => switchMode(m)}>
              {t(`timers:workout.modes.${m}`)}
            </button>
          ))}
        </div>
        <TimerFace config={config} snap={snap} />
        <TimerButtons timer={timer} canSkip={mode === 'emom'}>
          {mode === 'stopwatch' || mode === 'for-time' ? <LapButton timer={timer} /> : null}
          {mode === 'amrap' ? (
            <>
              <button type="button" className="button" onClick={() => timer.addRound(-1)} disabled={snap.roundsDone === 0}>
                {t('timers:workout.roundMinus')}
              </button>
              <button type="button" className="button primary" onClick={() => timer.addRound(1)} disabled={!snap.running}>
                {t('timers:workout.roundPlus')}
              </button>
            </>
          ) : null}
          {mode === 'for-time' && snap.phase !== 'pret' && !snap.finished ? (
            <button type="button" className="button primary" onClick={timer.finish}>
              <Check aria-hidden="true" size={20} />
              {t('timers:workout.done')}
            </button>
          ) : null}
        </TimerButtons>
        {mode === 'for-time' && snap.finished ? (
          <p className="timer-result" role="status">
            {t('timers:workout.finalTime', { time: stopwatchText(snap.elapsedMs) })}
          </p>
        ) : null}
        <Laps timer={timer} />
      </section>
      <div className="stack">
        <TimerSection title={t('timers:workout.setup')}>
          <p className="muted">{t(`timers:workout.explain.${mode}`)}</p>
          {fields.map((key) => (
            <SettingField key={key} spec={SPECS[key]} value={raw[key]} disabled={locked} onChange={(v) => change(key, v)} />
          ))}
          {mode === 'for-time' ? <p className="field-hint">{t('timers:workout.capHint')}</p> : null}
          {locked ? <p className="muted">{t('timers:lockedHint')}</p> : null}
        </TimerSection>
        <PresetsPanel
          initial={presets}
          kinds={['emom', 'amrap', 'for-time']}
          current={config}
          disabled={locked}
          describe={(c) => describeConfig(t, c)}
          onApply={(c) => {
            setRaw((r) => rawFrom(c, r));
            timer.configure(c);
          }}
        />
      </div>
    </div>
  );
}
