import { createContext, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { useWriter } from '#app/components/data/use-writer.ts';
import type { WriteStatus } from '#app/lib/data/write-status.ts';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { plateSetupDoc } from '#app/lib/data/plate-setup.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import { BAR_WEIGHTS_KG, DISC_SIZES_KG, MAX_DISC_PAIRS, withDiscPairs, type PlateSetup } from '#app/lib/training/index.ts';

/*
 * The bar and discs the person has (`users/{uid}/settings/plates`), shared by every exercise's
 * plate calculator on a session screen: one listener and one writer for the page, so a change
 * made under one exercise reloads the bar of all of them, and follows the person to other devices.
 */

interface PlateSetupState {
  readonly setup: PlateSetup;
  /** Firebase Auth is ready in the browser: the set-up can be changed. */
  readonly ready: boolean;
  readonly status: WriteStatus;
  save(next: PlateSetup): void;
}

const PlateSetupContext = createContext<PlateSetupState | null>(null);

/** Around a session screen; `initial` is the loader's set-up, the live one takes over. */
export function PlateSetupProvider({ initial, children }: { initial: PlateSetup; children: ReactNode }) {
  const { t } = useTranslation();
  const { data: live } = useLiveDoc(plateSetupDoc, {}, initial);
  const writer = useWriter();
  const { run } = writer;
  // The last change shown until the server has it: the listener answers a moment after the
  // write, and a second change made in between must build on the first, not on the old set-up.
  const [unsent, setUnsent] = useState<PlateSetup | null>(null);
  const lastWrite = useRef(0);
  const setup = unsent ?? live;
  const save = useCallback(
    (next: PlateSetup) => {
      const write = ++lastWrite.current;
      setUnsent(next);
      // Written whole; once the server answers (or refuses it, with a toast) the listener's copy shows.
      void run((data) => data.set(plateSetupDoc, {}, next, { merge: true }), t('sessions:plates.saveFailed')).then(() => {
        if (lastWrite.current === write) setUnsent(null);
      });
    },
    [run, t],
  );
  const state = useMemo(() => ({ setup, ready: writer.ready, status: writer.status, save }), [setup, writer.ready, writer.status, save]);
  return <PlateSetupContext.Provider value={state}>{children}</PlateSetupContext.Provider>;
}

export function usePlateSetup(): PlateSetupState {
  const state = useContext(PlateSetupContext);
  if (!state) throw new Error('usePlateSetup needs a PlateSetupProvider around the session screen');
  return state;
}

const kg = (value: number) => formatNumber(value, 2, { trimZeros: true });
const PAIR_CHOICES = Array.from({ length: MAX_DISC_PAIRS + 1 }, (_, count) => count);

/** "Ma barre et mes disques", under the plate calculator: every change is saved at once. */
export function PlateSetupForm() {
  const { t } = useTranslation();
  const { setup, ready, status, save } = usePlateSetup();
  // Labels point at their select (not wrapped around it): a wrapping label would add the chosen
  // option to the select's accessible name.
  const id = useId();
  const pairs = new Map(setup.discs.map((disc) => [disc.weightKg, disc.pairs]));
  return (
    <details className="plate-setup">
      <summary>{t('sessions:plates.setup')}</summary>
      <div className="stack">
        <div className="plate-setup-field plate-setup-bar">
          <label htmlFor={`${id}-bar`}>{t('sessions:plates.bar')}</label>
          <select id={`${id}-bar`} value={setup.barKg} disabled={!ready} onChange={(event) => save({ ...setup, barKg: Number(event.target.value) })}>
            {BAR_WEIGHTS_KG.map((weight) => (
              <option key={weight} value={weight}>
                {t('sessions:plates.weight', { weight: kg(weight) })}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="plate-setup-discs">
          <legend>{t('sessions:plates.discs')}</legend>
          {DISC_SIZES_KG.map((size, index) => (
            <div key={size} className="plate-setup-field">
              <label htmlFor={`${id}-disc-${index}`}>{t('sessions:plates.weight', { weight: kg(size) })}</label>
              <select id={`${id}-disc-${index}`} value={pairs.get(size) ?? 0} disabled={!ready} onChange={(event) => save(withDiscPairs(setup, size, Number(event.target.value)))}>
                {PAIR_CHOICES.map((count) => (
                  <option key={count} value={count}>
                    {count === 0 ? t('sessions:plates.noPair') : t('sessions:plates.pairs', { count })}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
        <SaveIndicator status={status} />
      </div>
    </details>
  );
}
