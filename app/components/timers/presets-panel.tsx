import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import { TextField } from '#app/components/ui/form.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { newPresetSchema, PRESET_NAME_MAX, timerPresetsDoc, type TimerPreset } from '#app/lib/data/timer-presets.ts';
import type { TimerConfig, TimerKind } from '#app/lib/timers/index.ts';
import { schemaValidation } from '#app/lib/forms/validation.ts';
import { TimerSection } from './timer-page.tsx';

interface PresetsPanelProps {
  /** The loader's presets; the live list takes over after sign-in. */
  readonly initial: TimerPreset[];
  readonly kinds: readonly TimerKind[];
  readonly current: TimerConfig;
  readonly onApply: (config: TimerConfig) => void;
  readonly disabled: boolean;
  readonly describe: (config: TimerConfig) => string;
}

/** The person's saved set-ups for this timer, in `users/{uid}/settings/timers`. */
export function PresetsPanel({ initial, kinds, current, onApply, disabled, describe }: PresetsPanelProps) {
  const { t } = useTranslation();
  const { data: presets, error } = useLiveDoc(timerPresetsDoc, {}, initial);
  const writer = useWriter();
  const form = useForm({ values: { name: '' }, validate: (values) => schemaValidation(newPresetSchema(presets), values) });

  // The whole list is written back: latency compensation shows the change at once.
  const write = (next: TimerPreset[], done: string) =>
    void writer.run((data) => data.set(timerPresetsDoc, {}, { presets: next }, { merge: true }), t('timers:presets.saveError')).then((ok) => {
      if (ok) toast.success(done);
    });

  const onSubmit = form.submit(({ name }) => {
    form.restart();
    write([...presets, { id: crypto.randomUUID(), name, config: current }], t('timers:presets.saved'));
  });

  const mine = presets.filter((p) => kinds.includes(p.config.kind));
  return (
    <TimerSection title={t('timers:presets.title')}>
      {error ? <p className="callout warning">{t('timers:presets.loadError')}</p> : null}
      {mine.length === 0 ? (
        <p className="muted">{t('timers:presets.empty')}</p>
      ) : (
        <ul className="timer-preset-list">
          {mine.map((preset) => (
            <li key={preset.id}>
              <button type="button" className="button" disabled={disabled} onClick={() => onApply(preset.config)}>
                <strong>{preset.name}</strong>
                <span className="muted">{describe(preset.config)}</span>
              </button>
              <button
                type="button"
                className="icon-button"
                disabled={!writer.ready}
                aria-label={t('timers:presets.delete', { name: preset.name })}
                onClick={() => write(presets.filter((p) => p.id !== preset.id), t('timers:presets.deleted'))}
              >
                <Trash2 aria-hidden="true" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="timer-preset-form" noValidate onSubmit={onSubmit}>
        {/* Longer than allowed, so a pasted name is not cut silently: the message says the limit. */}
        <TextField {...form.field('name')} label={t('timers:presets.name')} maxLength={PRESET_NAME_MAX + 10} />
        <button type="submit" className="button" disabled={!writer.ready}>
          {t('timers:presets.save', { setup: describe(current) })}
        </button>
      </form>
    </TimerSection>
  );
}
