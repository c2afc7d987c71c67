import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus } from 'lucide-react';
import { formatNumber, parseDecimal } from '#app/lib/format/index.ts';
import { readStorage, writeStorage } from './use-clock.ts';

const LAP_LENGTH_RANGE = { min: 50, max: 1000 } as const;

interface LapState {
  laps: number;
  lapLength: string;
  extra: string;
}

const INITIAL: LapState = { laps: 0, lapLength: '400', extra: '0' };

function restore(key: string): LapState | null {
  try {
    const raw = JSON.parse(readStorage(key) ?? 'null') as Partial<LapState> | null;
    if (!raw || !Number.isInteger(raw.laps) || typeof raw.lapLength !== 'string' || typeof raw.extra !== 'string') return null;
    return { laps: Math.max(0, raw.laps ?? 0), lapLength: raw.lapLength, extra: raw.extra };
  } catch {
    return null;
  }
}

/** Cooper helper: tap once per lap; distance = laps × lap length + the metres of the last lap. */
export function LapCounter({ storageKey, onUse }: { storageKey: string; onUse: (distanceM: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [lap, setLap] = useState<LapState>(INITIAL);
  useEffect(() => {
    const saved = restore(storageKey);
    // After hydration only: the server render cannot know what this browser stored.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved) setLap(saved);
  }, [storageKey]);
  const update = (next: LapState) => {
    setLap(next);
    writeStorage(storageKey, JSON.stringify(next));
  };

  const length = parseDecimal(lap.lapLength) ?? Number.NaN;
  const extra = parseDecimal(lap.extra) ?? 0;
  // NaN (empty or not a number) fails every comparison below, so it reads as an error.
  const lengthError = !(length >= LAP_LENGTH_RANGE.min && length <= LAP_LENGTH_RANGE.max);
  const extraError = !lengthError && !(extra >= 0 && extra < length);
  const distance = !lengthError && !extraError ? lap.laps * length + extra : null;

  return (
    <section className="lap-counter stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('tests:ui.laps.title')}</h3>
      <div className="lap-counter-main">
        <button
          type="button"
          className="button ghost"
          aria-label={t('tests:ui.laps.remove')}
          onClick={() => update({ ...lap, laps: Math.max(0, lap.laps - 1) })}
          disabled={lap.laps === 0}
        >
          <Minus aria-hidden="true" size={18} />
        </button>
        <output className="lap-count" aria-live="polite">
          {t('tests:ui.laps.count', { count: lap.laps })}
        </output>
        <button type="button" className="button primary lap-add" onClick={() => update({ ...lap, laps: lap.laps + 1 })}>
          {t('tests:ui.laps.add')}
        </button>
      </div>
      <div className="test-form-grid">
        <div className="field">
          <label htmlFor={`${id}-length`}>{t('tests:ui.laps.lapLength')}</label>
          <input
            id={`${id}-length`}
            inputMode="decimal"
            value={lap.lapLength}
            aria-invalid={lengthError}
            aria-describedby={lengthError ? `${id}-length-error` : undefined}
            onChange={(e) => update({ ...lap, lapLength: e.target.value })}
          />
          {lengthError ? (
            <p id={`${id}-length-error`} className="field-error">
              {t('tests:ui.errors.lapLengthRange', LAP_LENGTH_RANGE)}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-extra`}>{t('tests:ui.laps.extra')}</label>
          <input
            id={`${id}-extra`}
            inputMode="decimal"
            value={lap.extra}
            aria-invalid={extraError}
            aria-describedby={extraError ? `${id}-extra-error` : undefined}
            onChange={(e) => update({ ...lap, extra: e.target.value })}
          />
          {extraError ? (
            <p id={`${id}-extra-error`} className="field-error">
              {t('tests:ui.errors.extraRange')}
            </p>
          ) : null}
        </div>
      </div>
      {distance !== null ? (
        <p className="lap-distance">
          <strong>{t('tests:ui.laps.distance', { distance: formatNumber(distance, 0) })}</strong>
        </p>
      ) : null}
      <button type="button" className="button" disabled={distance === null || lap.laps === 0} onClick={() => distance !== null && onUse(Math.round(distance))}>
        {t('tests:ui.laps.use')}
      </button>
    </section>
  );
}
