import { useState } from 'react';
import { formatDecimalInput, parseDecimal } from '#app/lib/format/index.ts';

export interface NumberCellProps {
  readonly label: string;
  readonly value: number | null | undefined;
  /** Shown greyed when empty: the target or last time's value, filled in when the set is ticked. */
  readonly placeholder?: number;
  readonly min: number;
  readonly max: number;
  readonly integer?: boolean;
  /** The French message for a value out of bounds, announced with the field. */
  readonly invalidMessage: string;
  readonly onCommit: (value: number | null) => void;
}

/**
 * A number typed with a French keyboard ("102,5"): committed on every keystroke that reads as a
 * number within bounds (or clears the field); anything else stays typed, marked invalid with its
 * message, and is not saved. A value changed elsewhere (ticking the set fills it) shows at once.
 */
export function NumberCell({ label, value, placeholder, min, max, integer = false, invalidMessage, onCommit }: NumberCellProps) {
  const shown = formatDecimalInput(value ?? null);
  const [typed, setTyped] = useState<{ text: string; for: string } | null>(null);
  const text = typed && typed.for === shown ? typed.text : shown;
  const read = (raw: string): { ok: boolean; value: number | null } => {
    if (raw.trim() === '') return { ok: true, value: null };
    const number = parseDecimal(raw);
    const ok = number !== null && Number.isFinite(number) && number >= min && number <= max && (!integer || Number.isInteger(number));
    return { ok, value: ok ? number : null };
  };
  const invalid = !read(text).ok;
  const messageId = `${label.replaceAll(/\W+/g, '-')}-error`;
  return (
    <span className="number-cell">
      <input
        type="text"
        inputMode={integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : undefined}
        value={text}
        placeholder={placeholder === undefined ? '' : formatDecimalInput(placeholder)}
        onChange={(event) => {
          const next = event.target.value;
          const { ok, value: number } = read(next);
          if (ok) {
            setTyped({ text: next, for: formatDecimalInput(number) });
            onCommit(number);
          } else {
            setTyped({ text: next, for: shown });
          }
        }}
      />
      {invalid ? (
        <span id={messageId} className="field-error" role="alert">
          {invalidMessage}
        </span>
      ) : null}
    </span>
  );
}
