import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('makes initials from up to two words', () => {
    expect(initialsOf('Camille Martin')).toBe('CM');
    expect(initialsOf('jean-éric de la tour')).toBe('JÉ');
    expect(initialsOf('  ')).toBe('?');
  });
});
