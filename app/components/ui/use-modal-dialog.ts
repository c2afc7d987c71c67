import { useEffect, useRef, type RefObject } from 'react';

/** Whether a pointer event landed on the dimmed backdrop: the dialog is its target, the point outside its box. */
function onBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * A `<dialog>` shown as a modal while `open`, closed otherwise: the ref to put on it. With
 * `onDismiss`, a tap on the dimmed background calls it, as Escape does through `cancel`; only a
 * press that began there too counts, so a text selection dragged out of the dialog keeps it open.
 */
export function useModalDialog(open: boolean, onDismiss?: () => void): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    let pressedOnBackdrop = false;
    const press = (event: PointerEvent) => {
      pressedOnBackdrop = onBackdrop(dialog, event);
    };
    const click = (event: MouseEvent) => {
      if (pressedOnBackdrop && onBackdrop(dialog, event)) dismiss.current?.();
      pressedOnBackdrop = false;
    };
    dialog.addEventListener('pointerdown', press);
    dialog.addEventListener('click', click);
    return () => {
      dialog.removeEventListener('pointerdown', press);
      dialog.removeEventListener('click', click);
    };
  }, []);
  return ref;
}
