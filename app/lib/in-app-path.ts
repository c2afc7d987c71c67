/*
 * Where the app may send a person: a path of this origin, never another site. Used for the
 * sign-in `redirectTo` and for links stored in notifications (shared by server and browser).
 */

const BASE = 'http://elan.invalid';

/** `//host` and `/\host` are protocol-relative URLs: a browser leaves the origin for them. */
function leavesOrigin(path: string): boolean {
  return !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\');
}

/**
 * The normalised in-app path (`/x?y#z`) for `value`, or null when it is not one.
 *
 * The normalised result is what a browser will follow, so it is the one checked: dot segments,
 * encoded dots and backslashes collapse on parsing (`/.//evil.example`, `/a/..//x`, `/%2e//x`,
 * `/.\/x` all become `//…`), and a path that only looks local before normalisation must not
 * become a protocol-relative URL after it.
 */
export function inAppPath(value: unknown): string | null {
  if (typeof value !== 'string' || leavesOrigin(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return leavesOrigin(path) ? null : path;
}
