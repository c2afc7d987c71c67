import { describe, expect, it } from 'vitest';
import { FIRST_NAME_MAX } from '#app/lib/auth/credentials.ts';
import { DISPLAY_NAME_MAX } from '#app/lib/data/profile.ts';
import { displayNameOf } from './display-name.ts';

describe('displayNameOf', () => {
  it('prefers the Auth display name, trimmed', () => {
    expect(displayNameOf({ displayName: '  Léa ', email: 'lea.martin@example.fr' })).toBe('Léa');
  });

  it('falls back to the part before @, never the whole address', () => {
    expect(displayNameOf({ displayName: null, email: 'lea.martin@example.fr' })).toBe('lea.martin');
    expect(displayNameOf({ displayName: '   ', email: 'camille@example.fr' })).toBe('camille');
  });

  it('is empty when there is neither a name nor an address', () => {
    expect(displayNameOf({ displayName: null, email: null })).toBe('');
  });

  it('stays within the profile bound', () => {
    expect(displayNameOf({ displayName: null, email: `${'a'.repeat(64)}@example.fr` })).toHaveLength(DISPLAY_NAME_MAX);
    expect(FIRST_NAME_MAX).toBe(DISPLAY_NAME_MAX);
  });
});
