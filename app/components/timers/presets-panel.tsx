import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { ClientAuthGate } from '#app/components/auth/client-auth.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import type * as PresetsRepo from '#app/lib/firebase/timer-presets.client.ts';
import type { FirebaseClient } from '#app/lib/firebase/load.ts';
import { checkNewPreset, PRESET_NAME_MAX, type TimerPreset } from '#app/lib/firebase/timer-presets.ts';
import type { TimerConfig, TimerKind } from '#app/lib/timers/index.ts';

type Repo = typeof PresetsRepo;

function PresetList({ firebase, uid, kinds, current, onApply, disabled, describe }: PresetsPanelProps & { firebase: FirebaseClient; uid: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [repo, setRepo] = useState<Repo | null>(null);
  const [presets, setPresets] = useState<TimerPreset[] | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    // The Firestore SDK module loads only here, after hydration and sign-in.
    void import('#app/lib/firebase/timer-presets.client.ts')
      .then((module) => {
        if (!active) return;
        setRepo(module);
        stop = module.watchTimerPresets(
          firebase.db,
          uid,
          (list) => setPresets(list),
          (e) => {
            console.error(e);
            toast.error(t('timers:presets.loadError'));
          },
        );
      })
      .catch((e: unknown) => {
        console.error(e);
        toast.error(t('timers:presets.loadError'));
      });
    return () => {
      active = false;
      stop?.();
    };
  }, [firebase, uid, t]);

  if (!presets || !repo) {
    return (
      <p className="loading" role="status">
        {t('common:auth.loading')}
      </p>
    );
  }

  const write = (next: TimerPreset[], done: string) => {
    repo.saveTimerPresets(firebase.db, uid, next).then(
      () => toast.success(done),
      (e: unknown) => {
        console.error(e);
        toast.error(t('timers:presets.saveError'));
      },
    );
  };
  const mine = presets.filter((p) => kinds.includes(p.config.kind));
  const save = () => {
    const problem = checkNewPreset(name, presets);
    if (problem) {
      setError(t(`timers:presets.errors.${problem}`, { max: PRESET_NAME_MAX }));
      return;
    }
    setError(null);
    setName('');
    write([...presets, { id: crypto.randomUUID(), name: name.trim(), config: current }], t('timers:presets.saved'));
  };

  return (
    <div className="stack">
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
                aria-label={t('timers:presets.delete', { name: preset.name })}
                onClick={() => write(presets.filter((p) => p.id !== preset.id), t('timers:presets.deleted'))}
              >
                <Trash2 aria-hidden="true" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="timer-preset-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <div className="field">
          <label htmlFor={inputId}>{t('timers:presets.name')}</label>
          <input
            id={inputId}
            value={name}
            maxLength={PRESET_NAME_MAX + 10}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
          {error ? (
            <p className="field-error" id={`${inputId}-error`}>
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button">
          {t('timers:presets.save', { setup: describe(current) })}
        </button>
      </form>
    </div>
  );
}

interface PresetsPanelProps {
  readonly kinds: readonly TimerKind[];
  readonly current: TimerConfig;
  readonly onApply: (config: TimerConfig) => void;
  readonly disabled: boolean;
  readonly describe: (config: TimerConfig) => string;
}

/** The person's saved set-ups for this timer, in `users/{uid}/settings/timers`. */
export function PresetsPanel(props: PresetsPanelProps) {
  const { t } = useTranslation();
  return (
    <section className="panel stack" aria-labelledby="timer-presets-title">
      <h2 id="timer-presets-title" className="timer-section-title">
        {t('timers:presets.title')}
      </h2>
      <ClientAuthGate>{({ firebase, user }) => <PresetList {...props} firebase={firebase} uid={user.uid} />}</ClientAuthGate>
    </section>
  );
}
