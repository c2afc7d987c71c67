import { describe, expect, it } from 'vitest';
import { InvalidDocumentIdError, isDocumentId, MAX_DOCUMENT_ID_BYTES } from './document-id.ts';
import { fillPath } from './documents.ts';

describe('isDocumentId', () => {
  it('takes the ids the app makes and any other Firestore accepts', () => {
    for (const id of ['m1', 'AbC_-9', 'ciqual-20047', '2026-W48', 'constructor', '__proto', '_x_', 'été 🏋️', '.x', 'x.', '...', 'a%b']) {
      expect(isDocumentId(id), id).toBe(true);
    }
  });

  it('refuses what Firestore refuses or would read as another path', () => {
    for (const id of ['', '.', '..', 'a/b', '/', '__x__', '__proto__', '____', 'a\u0000b', 'a\nb', '\u007f']) {
      expect(isDocumentId(id), JSON.stringify(id)).toBe(false);
    }
    for (const value of [undefined, null, 1, {}]) expect(isDocumentId(value)).toBe(false);
  });

  it('counts the limit in UTF-8 bytes, not characters', () => {
    expect(isDocumentId('x'.repeat(MAX_DOCUMENT_ID_BYTES))).toBe(true);
    expect(isDocumentId('x'.repeat(MAX_DOCUMENT_ID_BYTES + 1))).toBe(false);
    expect(isDocumentId('é'.repeat(MAX_DOCUMENT_ID_BYTES / 2))).toBe(true);
    expect(isDocumentId('é'.repeat(MAX_DOCUMENT_ID_BYTES / 2 + 1))).toBe(false);
    expect(isDocumentId('🏋'.repeat(MAX_DOCUMENT_ID_BYTES / 4 + 1))).toBe(false);
  });

  it('is what the path builders check', () => {
    expect(() => fillPath('challenges/{id}', { id: '__proto__' })).toThrow(InvalidDocumentIdError);
    expect(() => fillPath('users/{uid}/sessions/{id}', { uid: 'u1', id: '..' })).toThrow(/id for users/);
    expect(() => fillPath('users/{uid}', { uid: 'x'.repeat(2_000) })).toThrow(InvalidDocumentIdError);
  });
});
