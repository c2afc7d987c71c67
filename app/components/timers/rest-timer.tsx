import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REST_ADJUST_STEP_MS, REST_PRESETS_MS, TIMER_LIMITS, type TimerConfig } from '#app/lib/timers/index.ts';
import { clockText } from '#app/lib/format/index.ts';
import { describeConfig } from '#app/lib/timers/describe.ts';
import type { TimerPreset } from '#app/lib/data/timer-presets.ts';
import { PresetsPanel } from './presets-panel.tsx';
import { readSetting, SettingField, type SettingSpec } from './setting-field.tsx';
import { TimerSection } from './timer-page.tsx';
import { TimerButtons } from './timer-controls.tsx';
import { TimerFace } from './timer-face.tsx';
import { useTimer } from './use-timer.ts';

const DEFAULT: TimerConfig = { kind: 'rest', durationMs: 90_000 };
const CUSTOM: SettingSpec = { label: 'timers:rest.custom', unit: 'timers:units.s', min: TIMER_LIMITS.phaseMs.min / 1000, max: TIMER_LIMITS.phaseMs.max / 1000 };

/** Rest between sets: a preset or a custom length, ±15 s while it runs. */
export function RestTimer({ presets }: { presets: TimerPreset[] }) {
  const { t } = useTranslation();
  const timer = useTimer('elan-timer:rest', DEFAULT);
  const config = timer.state.config.kind === 'rest' ? timer.state.config : null;
  const [custom, setCustom] = useState('');
  const started = timer.snap.phase !== 'pret';

  // Once the saved timer is read, the field shows its length; afterwards the field is the person's.
  const [synced, setSynced] = useState(false);
  if (timer.restored && !synced) {
    setSynced(true);
    if (config) setCustom(String(config.durationMs / 1000));
  }

  const choose = (ms: number) => {
    setCustom(String(ms / 1000));
    timer.configure({ kind: 'rest', durationMs: ms });
  };
  const finished = timer.snap.finished;

  return (
    <div className="timer-layout">
      <section className="panel timer-panel" aria-label={t('timers:rest.title')}>
        <TimerFace config={timer.state.config} snap={timer.snap} />
        <TimerButtons timer={timer}>
          <button type="button" className="button" onClick={() => timer.addTime(-REST_ADJUST_STEP_MS)} disabled={finished}>
            {t('timers:rest.minus')}
          </button>
          <button type="button" className="button" onClick={() => timer.addTime(REST_ADJUST_STEP_MS)} disabled={finished}>
            {t('timers:rest.plus')}
          </button>
        </TimerButtons>
      </section>
      <div className="stack">
        <TimerSection title={t('timers:rest.durations')}>
          <div className="timer-chip-row">
            {REST_PRESETS_MS.map((ms) => (
              <button key={ms} type="button" className="button timer-chip" aria-pressed={config?.durationMs === ms} onClick={() => choose(ms)}>
                {clockText(ms / 1000)}
              </button>
            ))}
          </div>
          <p className="muted">{t('timers:rest.presetHint')}</p>
          <SettingField
            spec={CUSTOM}
            value={custom}
            disabled={started && !finished}
            onChange={(v) => {
              setCustom(v);
              const read = readSetting(v, CUSTOM);
              if ('value' in read) timer.configure({ kind: 'rest', durationMs: read.value * 1000 });
            }}
          />
        </TimerSection>
        <PresetsPanel
          initial={presets}
          kinds={['rest']}
          current={timer.state.config}
          disabled={false}
          describe={(c) => describeConfig(t, c)}
          onApply={(c) => {
            if (c.kind === 'rest') choose(c.durationMs);
          }}
        />
      </div>
    </div>
  );
}
