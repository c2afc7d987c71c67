/*
 * A typed address opened offline with no copy of its own: the service worker answers with the
 * HTML of a kept page, marked with the address asked (app/sw.ts). The page must hydrate at its own
 * address (its HTML and data are that page's), then open the address asked as a link inside the
 * app would: with the data the worker kept for it, or the page's "needs a connection".
 */
import { STAND_IN_META } from './cache-names.ts';

let addressAsked: string | null = null;

/** Before hydration: back to the kept page's own address, remembering the one asked. */
export function returnToStandInAddress(): void {
  const marker = document.querySelector(`meta[name="${STAND_IN_META}"]`);
  const asked = marker?.getAttribute('content');
  const shell = marker?.getAttribute('data-shell');
  marker?.remove();
  // Paths of this origin only (`//host` would name another).
  const samePath = (path: string | null | undefined): path is string => Boolean(path?.startsWith('/') && !path.startsWith('//'));
  if (!samePath(asked) || !samePath(shell)) return;
  window.history.replaceState(window.history.state, '', shell);
  addressAsked = asked;
}

/** The address asked, once, after hydration (null when the page is the one asked). */
export function takeAddressAsked(): string | null {
  const asked = addressAsked;
  addressAsked = null;
  return asked;
}
