import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TABATA, TIMER_LIMITS, isValidConfig, segmentsOf, type TimerConfig } from '#app/lib/timers/index.ts';
import { clockText } from '#app/lib/format/index.ts';
import { describeConfig } from '#app/lib/timers/describe.ts';
import type { TimerPreset } from '#app/lib/data/timer-presets.ts';
import { PresetsPanel } from './presets-panel.tsx';
import { readSetting, SettingField, type SettingSpec } from './setting-field.tsx';
import { TimerSection } from './timer-page.tsx';
import { TimerButtons } from './timer-controls.tsx';
import { TimerFace } from './timer-face.tsx';
import { useTimer } from './use-timer.ts';

type IntervalConfig = Extract<TimerConfig, { kind: 'interval' }>;
const DEFAULT: IntervalConfig = { kind: 'interval', workMs: 40_000, restMs: 20_000, rounds: 8, sets: 1, setRestMs: 60_000 };

const L = TIMER_LIMITS;
const SPECS = {
  work: { label: 'timers:interval.work', unit: 'timers:units.s', min: L.phaseMs.min / 1000, max: L.phaseMs.max / 1000 },
  rest: { label: 'timers:interval.rest', unit: 'timers:units.s', min: L.restMs.min / 1000, max: L.restMs.max / 1000 },
  rounds: { label: 'timers:interval.rounds', unit: 'timers:units.rounds', min: L.rounds.min, max: L.rounds.max },
  sets: { label: 'timers:interval.sets', unit: 'timers:units.sets', min: L.sets.min, max: L.sets.max },
  setRest: { label: 'timers:interval.setRest', unit: 'timers:units.s', min: L.restMs.min / 1000, max: L.restMs.max / 1000 },
} as const satisfies Record<string, SettingSpec>;
type Key = keyof typeof SPECS;

const rawOf = (c: IntervalConfig): Record<Key, string> => ({
  work: String(c.workMs / 1000),
  rest: String(c.restMs / 1000),
  rounds: String(c.rounds),
  sets: String(c.sets),
  setRest: String(c.setRestMs / 1000),
});

function configOf(raw: Record<Key, string>): IntervalConfig | null {
  const v = {} as Record<Key, number>;
  for (const key of Object.keys(SPECS) as Key[]) {
    const read = readSetting(raw[key], SPECS[key]);
    if (!('value' in read)) return null;
    v[key] = read.value;
  }
  const config: IntervalConfig = { kind: 'interval', workMs: v.work * 1000, restMs: v.rest * 1000, rounds: v.rounds, sets: v.sets, setRestMs: v.setRest * 1000 };
  return isValidConfig(config) ? config : null;
}

/** Work / rest rounds in sets, Tabata in one tap. */
export function IntervalTimer({ presets }: { presets: TimerPreset[] }) {
  const { t } = useTranslation();
  const timer = useTimer('elan-timer:interval', DEFAULT);
  const config = timer.state.config.kind === 'interval' ? timer.state.config : DEFAULT;
  const [raw, setRaw] = useState(() => rawOf(DEFAULT));
  const locked = timer.snap.phase !== 'pret';

  // Once the saved timer is read, the fields show its set-up; afterwards they are the person's.
  const [synced, setSynced] = useState(false);
  if (timer.restored && !synced) {
    setSynced(true);
    setRaw(rawOf(config));
  }

  const apply = (c: IntervalConfig) => {
    setRaw(rawOf(c));
    timer.configure(c);
  };
  const change = (key: Key, value: string) => {
    const next = { ...raw, [key]: value };
    setRaw(next);
    const c = configOf(next);
    if (c) timer.configure(c);
  };
  const segs = segmentsOf(config);
  const last = segs[segs.length - 1];
  const totalSec = last ? (last.startMs + last.durationMs) / 1000 : 0;

  return (
    <div className="timer-layout">
      <section className="panel timer-panel" aria-label={t('timers:interval.title')}>
        <TimerFace config={config} snap={timer.snap} />
        <TimerButtons timer={timer} />
      </section>
      <div className="stack">
        <TimerSection title={t('timers:interval.setup')}>
          <div className="timer-chip-row">
            <button type="button" className="button" disabled={locked} onClick={() => apply(TABATA)}>
              {t('timers:interval.tabata')}
            </button>
          </div>
          <div className="timer-settings-grid">
            {(Object.keys(SPECS) as Key[])
              .filter((key) => key !== 'setRest' || raw.sets !== '1')
              .map((key) => (
                <SettingField key={key} spec={SPECS[key]} value={raw[key]} disabled={locked} onChange={(v) => change(key, v)} />
              ))}
          </div>
          <p className="muted" data-testid="interval-total">
            {t('timers:interval.total', { time: clockText(totalSec) })}
          </p>
          {locked ? <p className="muted">{t('timers:lockedHint')}</p> : null}
        </TimerSection>
        <PresetsPanel initial={presets} kinds={['interval']} current={config} disabled={locked} describe={(c) => describeConfig(t, c)} onApply={(c) => c.kind === 'interval' && apply(c)} />
      </div>
    </div>
  );
}
