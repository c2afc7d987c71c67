export type AuthMode = 'signIn' | 'signUp' | 'reset';

/** Values name keys of the auth namespace, under "validation". */
export interface CredentialErrors {
  email?: 'emailRequired' | 'emailInvalid';
  password?: 'passwordRequired' | 'passwordShort';
}

// Deliberately loose: Firebase Auth is the authority; this only catches typos before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 6;

export function validateCredentials(mode: AuthMode, email: string, password: string): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!email) errors.email = 'emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'emailInvalid';
  if (mode !== 'reset') {
    if (!password) errors.password = 'passwordRequired';
    else if (mode === 'signUp' && password.length < MIN_PASSWORD_LENGTH) errors.password = 'passwordShort';
  }
  return errors;
}
