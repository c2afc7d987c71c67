import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly children?: ReactNode;
  readonly confirmLabel: string;
  /** Default "Annuler". */
  readonly cancelLabel?: string;
  /** A destructive action gets the error colour. */
  readonly danger?: boolean;
  /** When set, the confirm button stays disabled until this word is typed (any case). */
  readonly confirmWord?: string;
  readonly busy?: boolean;
  /** The dialog's own submit: a dialog holding fields hands it to its form hook (`useForm().submit`). */
  readonly onConfirm: (event: FormEvent<HTMLFormElement>) => void;
  readonly onCancel: () => void;
}

/**
 * A modal <dialog>: the browser traps focus, Escape cancels, focus returns to the opener on
 * close. Typing a word guards irreversible actions (account deletion).
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, danger, confirmWord, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [typed, setTyped] = useState('');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setTyped('');
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const matches = !confirmWord || typed.trim().toLocaleUpperCase('fr-FR') === confirmWord.toLocaleUpperCase('fr-FR');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (matches && !busy) onConfirm(event);
  }

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form method="dialog" className="stack" onSubmit={onSubmit}>
        <h2 id={`${id}-title`}>{title}</h2>
        {children}
        {confirmWord ? (
          <div className="field">
            <label htmlFor={`${id}-word`}>{t('common:confirm.typeWord', { word: confirmWord })}</label>
            <input id={`${id}-word`} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
          </div>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('common:confirm.cancel')}
          </button>
          <button type="submit" className={danger ? 'button danger' : 'button primary'} disabled={!matches || busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
