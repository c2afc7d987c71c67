/*
 * What a set row and an exercise's header keep out of the way on a phone: a set's type, RPE,
 * moves and delete, and an exercise's superset, moves and removal, each in a sheet opened from the
 * set's number or the exercise's "⋯". A modal <dialog>: the browser traps focus, Escape or a tap on
 * the dimmed background closes it and focus goes back to the button that opened it.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Link2, Trash2, Unlink2, X } from 'lucide-react';
import type { Session, SessionExercise } from '#app/lib/data/sessions.ts';
import { SET_KINDS, removeSet, updateSet, type DraftSet } from '#app/lib/training/index.ts';
import { groupWithNext, leaveSuperset, moveExercise, moveSet, removeEntry } from '#app/lib/sessions/session-model.ts';
import { NumberCell } from './number-cell.tsx';
import { useModalDialog } from '#app/components/ui/use-modal-dialog.ts';

type Change = (update: (session: Session, now: number) => Session) => void;

function MenuSheet({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className="sheet session-menu"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="stack">
          <div className="sheet-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" onClick={onClose} aria-label={t('sessions:menu.close')}>
              <X aria-hidden="true" size={20} />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

export interface SetMenuProps {
  readonly entry: SessionExercise;
  /** The set whose menu is open, or null when closed. */
  readonly set: DraftSet | null;
  /** "Développé couché, série 2": the set as every label of its row names it. */
  readonly name: string;
  /** The program's RPE for the exercise, shown greyed in the empty field. */
  readonly targetRpe: number | undefined;
  readonly change: Change;
  readonly onClose: () => void;
}

/** A set's type and RPE (changed in place), its moves and its delete (each closes the sheet). */
export function SetMenu({ entry, set, name, targetRpe, change, onClose }: SetMenuProps) {
  const { t } = useTranslation();
  const index = set ? entry.sets.findIndex((other) => other.id === set.id) : -1;
  const act = (update: (session: Session, now: number) => Session) => {
    change(update);
    onClose();
  };
  return (
    <MenuSheet open={set !== null && index >= 0} title={name} onClose={onClose}>
      {set ? (
        <>
          <div className="session-menu-fields">
            <label className="field">
              <span>{t('sessions:set.kind')}</span>
              <select value={set.kind} onChange={(event) => change((s, now) => updateSet(s, entry.id, set.id, { kind: event.target.value as DraftSet['kind'] }, now) as Session)}>
                {SET_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`sessions:set.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            </label>
            <div className="field">
              <span aria-hidden="true">{t('sessions:set.rpeField')}</span>
              <NumberCell
                label={t('sessions:set.labels.rpe', { name })}
                value={set.rpe}
                placeholder={targetRpe}
                min={1}
                max={10}
                invalidMessage={t('sessions:set.invalid.rpe')}
                onCommit={(value) => change((s, now) => updateSet(s, entry.id, set.id, { rpe: value }, now) as Session)}
              />
            </div>
          </div>
          <div className="session-menu-actions">
            <button type="button" className="button" disabled={index <= 0} onClick={() => act((s, now) => moveSet(s, entry.id, set.id, -1, now))} aria-label={t('sessions:set.moveUp', { name })}>
              <ArrowUp aria-hidden="true" size={18} /> {t('sessions:menu.moveUp')}
            </button>
            <button
              type="button"
              className="button"
              disabled={index >= entry.sets.length - 1}
              onClick={() => act((s, now) => moveSet(s, entry.id, set.id, 1, now))}
              aria-label={t('sessions:set.moveDown', { name })}
            >
              <ArrowDown aria-hidden="true" size={18} /> {t('sessions:menu.moveDown')}
            </button>
            <button type="button" className="button danger" onClick={() => act((s, now) => removeSet(s, entry.id, set.id, now) as Session)} aria-label={t('sessions:set.remove', { name })}>
              <Trash2 aria-hidden="true" size={18} /> {t('sessions:menu.removeSet')}
            </button>
          </div>
        </>
      ) : null}
    </MenuSheet>
  );
}

export interface ExerciseMenuProps {
  readonly entry: SessionExercise;
  readonly open: boolean;
  readonly first: boolean;
  readonly last: boolean;
  /** A next exercise it does not already lead into without rest. */
  readonly canGroup: boolean;
  readonly inSuperset: boolean;
  readonly change: Change;
  readonly onClose: () => void;
}

/** An exercise's superset, its moves and its removal from the session. */
export function ExerciseMenu({ entry, open, first, last, canGroup, inSuperset, change, onClose }: ExerciseMenuProps) {
  const { t } = useTranslation();
  const act = (update: (session: Session, now: number) => Session) => {
    change(update);
    onClose();
  };
  return (
    <MenuSheet open={open} title={entry.name} onClose={onClose}>
      {canGroup || inSuperset ? (
        <div className="session-menu-actions">
          {canGroup ? (
            <button type="button" className="button" onClick={() => act((s, now) => groupWithNext(s, entry.id, now))}>
              <Link2 aria-hidden="true" size={18} /> {t('sessions:exercise.groupWithNext')}
            </button>
          ) : null}
          {inSuperset ? (
            <button type="button" className="button" onClick={() => act((s, now) => leaveSuperset(s, entry.id, now))}>
              <Unlink2 aria-hidden="true" size={18} /> {t('sessions:exercise.leaveSuperset')}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="session-menu-actions">
        <button type="button" className="button" disabled={first} onClick={() => act((s, now) => moveExercise(s, entry.id, -1, now))} aria-label={t('sessions:exercise.moveUp', { name: entry.name })}>
          <ArrowUp aria-hidden="true" size={18} /> {t('sessions:menu.moveUp')}
        </button>
        <button type="button" className="button" disabled={last} onClick={() => act((s, now) => moveExercise(s, entry.id, 1, now))} aria-label={t('sessions:exercise.moveDown', { name: entry.name })}>
          <ArrowDown aria-hidden="true" size={18} /> {t('sessions:menu.moveDown')}
        </button>
        <button type="button" className="button danger" onClick={() => act((s, now) => removeEntry(s, entry.id, now))}>
          <Trash2 aria-hidden="true" size={18} /> {t('sessions:exercise.remove')}
        </button>
      </div>
    </MenuSheet>
  );
}
