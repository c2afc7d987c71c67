/*
 * The option fields the assistant and the instant workout share: choices as radio cards, the
 * equipment as checkboxes with a few quick sets, and whole numbers checked against the
 * generators' own ranges with their own French messages.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '#app/lib/forms/messages.ts';
import { EQUIPMENT, type Equipment, type TrainingErrorId } from '#app/lib/training/index.ts';

export function RadioCards<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: readonly { value: T; label: string; hint?: string }[];
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="choice-list">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice">
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
          {option.hint ? <span className="muted">{option.hint}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}

/** Bodyweight work needs nothing: it is always available, so it is not a box to tick. */
const PICKABLE = EQUIPMENT.filter((item) => item !== 'poids-du-corps');

const EQUIPMENT_SETS: Readonly<Record<'gym' | 'home' | 'none', readonly Equipment[]>> = {
  gym: PICKABLE,
  home: ['halteres', 'banc', 'elastique', 'barre-traction', 'kettlebell'],
  none: [],
};

export function EquipmentField({ value, onChange }: { value: readonly Equipment[]; onChange: (value: Equipment[]) => void }) {
  const { t } = useTranslation();
  const toggle = (item: Equipment) => onChange(value.includes(item) ? value.filter((x) => x !== item) : [...value, item]);
  return (
    <fieldset className="choice-list equipment-field">
      <legend>{t('programs:options.equipment')}</legend>
      <p className="muted">{t('programs:options.equipmentHint')}</p>
      <div className="equipment-sets" role="group" aria-label={t('programs:options.equipmentSets')}>
        {(Object.keys(EQUIPMENT_SETS) as (keyof typeof EQUIPMENT_SETS)[]).map((set) => (
          <button key={set} type="button" className="button" onClick={() => onChange([...EQUIPMENT_SETS[set]])}>
            {t(`programs:options.equipmentSet.${set}`)}
          </button>
        ))}
      </div>
      <div className="equipment-grid">
        {PICKABLE.map((item) => (
          <label key={item} className="check">
            <input type="checkbox" checked={value.includes(item)} onChange={() => toggle(item)} />
            <span>{t(`programs:equipment.${item}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A typed whole number within the generator's range, or the generator's own message. */
export function wholeIn(raw: string, range: { min: number; max: number }, id: TrainingErrorId): number | FieldMessage {
  const text = raw.trim();
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isInteger(value) && value >= range.min && value <= range.max) return value;
  return { key: `programs:errors.${id}`, params: { min: range.min, max: range.max } };
}
