/**
 * What Firestore accepts as one document id (one path segment): not empty, at most 1,500 bytes
 * of UTF-8, no `/` (it would name another document), not `.` or `..`, not `__…__` (reserved).
 * Control characters are refused as well: no id the app makes holds one, and the SDKs and
 * emulators disagree about them. A route checks its parameters with this before any read; the
 * path builders check again, so an unchecked value fails before a request is sent.
 */
export const MAX_DOCUMENT_ID_BYTES = 1500;

const RESERVED = /^__.*__$/su;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/u;
const utf8 = new TextEncoder();

export function isDocumentId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value !== '' &&
    value !== '.' &&
    value !== '..' &&
    !value.includes('/') &&
    !RESERVED.test(value) &&
    !CONTROL.test(value) &&
    // Each UTF-16 unit is at most 3 bytes: only long strings need encoding.
    (value.length * 3 <= MAX_DOCUMENT_ID_BYTES || utf8.encode(value).length <= MAX_DOCUMENT_ID_BYTES)
  );
}

/** A path builder was given a value that is no document id (a route forgot its check). */
export class InvalidDocumentIdError extends Error {
  constructor(name: string, template: string) {
    super(`invalid path parameter ${name} for ${template}`);
    this.name = 'InvalidDocumentIdError';
  }
}
