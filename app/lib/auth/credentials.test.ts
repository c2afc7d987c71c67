import { describe, expect, it } from 'vitest';
import { normaliseFirstName, validateCredentials } from './credentials.ts';

const valid = { firstName: 'Léa', email: 'lea@example.fr', password: 'secret-123' };

describe('validateCredentials', () => {
  it('accepts a complete sign-up', () => {
    expect(validateCredentials('signUp', valid)).toEqual({});
  });

  it('asks sign-up for a first name that is not blank, not too long and not an address', () => {
    expect(validateCredentials('signUp', { ...valid, firstName: '   ' }).firstName).toBe('firstNameRequired');
    expect(validateCredentials('signUp', { ...valid, firstName: 'A'.repeat(61) }).firstName).toBe('firstNameTooLong');
    expect(validateCredentials('signUp', { ...valid, firstName: `  ${'A'.repeat(60)}  ` }).firstName).toBeUndefined();
    expect(validateCredentials('signUp', { ...valid, firstName: 'lea@example.fr' }).firstName).toBe('firstNameIsEmail');
  });

  it('never asks for a first name to sign in or reset', () => {
    expect(validateCredentials('signIn', { ...valid, firstName: '' })).toEqual({});
    expect(validateCredentials('reset', { ...valid, firstName: '', password: '' })).toEqual({});
  });

  it('checks the password length on sign-up only', () => {
    expect(validateCredentials('signUp', { ...valid, password: 'abc' }).password).toBe('passwordShort');
    expect(validateCredentials('signIn', { ...valid, password: 'abc' }).password).toBeUndefined();
  });
});

describe('normaliseFirstName', () => {
  it('trims and collapses inner spaces', () => {
    expect(normaliseFirstName('  Léa \t Marie ')).toBe('Léa Marie');
  });
});
