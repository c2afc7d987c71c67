import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { useWriter } from '#app/components/data/use-writer.ts';
import { StartingLoadFieldset, startingLoadFieldsFor } from '#app/components/sessions/starting-loads-prompt.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { startingLoadDoc } from '#app/lib/data/starting-loads.ts';
import { formatNumber } from '#app/lib/format/index.ts';
import type { StartingLoadSlot } from '#app/lib/sessions/session-model.ts';
import { readStartingLoadFields, type StartingLoadFields } from '#app/lib/sessions/starting-load-form.ts';
import type { PlateSetup } from '#app/lib/training/index.ts';
import { startingLoadFrom } from '#app/lib/training/starting-load.ts';

const kg = (value: number) => formatNumber(value, 2, { trimZeros: true });

/**
 * The starting loads of the program's exercises that have nothing lifted yet: what was given (or
 * that the person chose to start without one), each given or changed with the start-of-day
 * prompt's own form and kept in the same document. The page's loader then runs again, so the
 * next day's loads follow at once.
 */
export function StartingLoadsPanel({ slots, plates }: { slots: readonly StartingLoadSlot[]; plates: PlateSetup }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  if (!slots.length) return null;
  return (
    <section className="panel stack starting-loads-panel" aria-labelledby="starting-loads-panel-title">
      <h2 id="starting-loads-panel-title">{t('programs:startingLoads.title')}</h2>
      <p className="muted">{t('programs:startingLoads.intro')}</p>
      <ul className="starting-loads-list">
        {slots.map((slot) => (
          <li key={slot.exerciseId}>
            {editing === slot.exerciseId ? (
              <StartingLoadForm slot={slot} plates={plates} onDone={() => setEditing(null)} />
            ) : (
              <div className="starting-load-line">
                <p>
                  <strong>{slot.name}</strong>
                  <br />
                  <span className="muted small">
                    {slot.given
                      ? t(`programs:startingLoads.given.${slot.given.kind}`, { kg: kg(slot.given.kg) })
                      : t(slot.declined ? 'programs:startingLoads.declined' : 'programs:startingLoads.none')}
                  </span>
                </p>
                <button
                  type="button"
                  className="button"
                  onClick={() => setEditing(slot.exerciseId)}
                  aria-label={t(slot.given ? 'programs:startingLoads.editLabel' : 'programs:startingLoads.giveLabel', { name: slot.name })}
                >
                  {t(slot.given ? 'programs:startingLoads.edit' : 'programs:startingLoads.give')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function StartingLoadForm({ slot, plates, onDone }: { slot: StartingLoadSlot; plates: PlateSetup; onDone: () => void }) {
  const { t } = useTranslation();
  const writer = useWriter();
  const revalidator = useRevalidator();
  const [fields, setFields] = useState<StartingLoadFields>(() => startingLoadFieldsFor(slot, slot.given));
  const [showErrors, setShowErrors] = useState(false);

  async function save() {
    const answer = readStartingLoadFields(fields).answer;
    if (!answer) {
      setShowErrors(true);
      return;
    }
    const load = startingLoadFrom(slot, answer);
    const ok = await writer.run((data) => data.set(startingLoadDoc, { id: slot.exerciseId }, load), t('programs:startingLoads.saveFailed'));
    if (!ok) return;
    toast.success(t('programs:startingLoads.saved', { name: slot.name }));
    onDone();
    await revalidator.revalidate();
  }

  return (
    <form
      className="stack"
      noValidate
      aria-label={t('programs:startingLoads.formLabel', { name: slot.name })}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <StartingLoadFieldset
        need={slot}
        value={fields}
        onChange={(patch) => setFields((current) => ({ ...current, ...patch }))}
        showErrors={showErrors}
        plates={plates}
        empty={t('programs:startingLoads.empty')}
        required
      />
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={!writer.ready}>
          {t('programs:startingLoads.save')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('programs:startingLoads.cancel')}
        </button>
      </div>
    </form>
  );
}
