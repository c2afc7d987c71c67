/** "fruits, légumes…" → "Fruits, légumes…": a lower-case name (Ciqual's food groups) read as a title. */
export function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);
}
