/** The live unread count, set by the notifications wiring and read by the shell's bell. */
type Listener = () => void;

let count: number | null = null;
const listeners = new Set<Listener>();

export const unreadStore = {
  /** null until the live listener has answered: the server's count is shown meanwhile. */
  get: (): number | null => count,
  getServer: (): number | null => null,
  set(next: number | null): void {
    if (next === count) return;
    count = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Badge text: '3', '99+'; null hides it. (Here rather than beside the schemas: the shell is on
 * every page and must not pull zod into the first bundle.) */
export function unreadBadgeText(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
