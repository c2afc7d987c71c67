/** Badge text: '3', '99+'; null hides it. */
export function unreadBadgeText(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
