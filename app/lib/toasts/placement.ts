/**
 * Where the toast stack goes. Toasts sit bottom right (the product's rule), but a toast over a
 * button the person is about to press (the new row's "Supprimer" right after "Enregistrer")
 * hides it for seconds. So: bottom unless that spot covers a control of the page and the top
 * right covers fewer. The top is never taken over what says where the person is (the page's
 * heading, with the day and its first entries just below): a toast there, after each quick add,
 * would hide the very thing it reports on.
 */
export type ToastPlacement = 'bottom' | 'top';

export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * `area` is the band the stack may occupy (top anchor to bottom anchor), `stackHeight` what the
 * toasts need, `keepClear` what the top spot must not cover.
 */
export function chooseToastPlacement(area: Rect, stackHeight: number, controls: readonly Rect[], keepClear: readonly Rect[] = []): ToastPlacement {
  const spot = (placement: ToastPlacement): Rect =>
    placement === 'bottom' ? { ...area, top: area.bottom - stackHeight } : { ...area, bottom: area.top + stackHeight };
  const covered = (placement: ToastPlacement) => controls.filter((control) => overlaps(spot(placement), control)).length;
  const atBottom = covered('bottom');
  if (keepClear.some((rect) => overlaps(spot('top'), rect))) return 'bottom';
  return atBottom > 0 && covered('top') < atBottom ? 'top' : 'bottom';
}
