/** "fruits, légumes…" → "Fruits, légumes…": a lower-case name (Ciqual's food groups) read as a title. */
export function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);
}

const LIST = new Intl.ListFormat('fr-FR', { style: 'long', type: 'conjunction' });

/** ["a", "b", "c"] → "a, b et c": several things said in one sentence. */
export function formatList(items: readonly string[]): string {
  return LIST.format(items);
}
