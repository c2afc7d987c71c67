// Kept apart from the profile schema: the shell's avatar shows initials on every page, and the
// schema (zod, the calculators' activity levels) has no place in the first route's JavaScript.

/** First letters of up to two words: 'Camille Martin' → 'CM'. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase('fr-FR'));
  return letters.join('') || '?';
}
