export type AuthMode = 'signIn' | 'signUp' | 'reset';

/** Values name keys of the auth namespace, under "validation". */
export interface CredentialErrors {
  firstName?: 'firstNameRequired' | 'firstNameTooLong' | 'firstNameIsEmail';
  email?: 'emailRequired' | 'emailInvalid';
  password?: 'passwordRequired' | 'passwordShort';
}

export interface Credentials {
  /** Asked on sign-up only; becomes the display name (Firebase Auth and the profile document). */
  readonly firstName: string;
  readonly email: string;
  readonly password: string;
}

// Deliberately loose: Firebase Auth is the authority; this only catches typos before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 6;
/** The profile schema and firestore.rules bound `displayName` to 60 characters (a unit test keeps them equal). */
export const FIRST_NAME_MAX = 60;

/** Inner runs of spaces collapse, so "  Léa   Marie " is stored as "Léa Marie". */
export function normaliseFirstName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

export function validateCredentials(mode: AuthMode, { firstName, email, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (mode === 'signUp') {
    const name = normaliseFirstName(firstName);
    if (!name) errors.firstName = 'firstNameRequired';
    else if (name.length > FIRST_NAME_MAX) errors.firstName = 'firstNameTooLong';
    // The name is shown to the person and on the leaderboard: an address there would leak it.
    else if (name.includes('@')) errors.firstName = 'firstNameIsEmail';
  }
  if (!email) errors.email = 'emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'emailInvalid';
  if (mode !== 'reset') {
    if (!password) errors.password = 'passwordRequired';
    else if (mode === 'signUp' && password.length < MIN_PASSWORD_LENGTH) errors.password = 'passwordShort';
  }
  return errors;
}
