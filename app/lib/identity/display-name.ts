/**
 * The name Élan shows for a person whose profile has none yet: the Auth display name (the first
 * name given at sign-up, or the Google account's name), else the part of the e-mail address
 * before '@'. Never the whole address: it would put the person's e-mail on screen as a name (and
 * break mid-word in narrow places). '' when neither exists; screens then greet neutrally.
 */
export function displayNameOf(user: { readonly displayName: string | null; readonly email: string | null }, maxLength = 60): string {
  const name = user.displayName?.trim();
  if (name) return name.slice(0, maxLength);
  const local = user.email?.split('@')[0]?.trim() ?? '';
  return local.slice(0, maxLength);
}
