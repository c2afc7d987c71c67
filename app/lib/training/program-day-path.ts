// The logging screen of a program day, as links to it are written and read back. On its own,
// without dependencies: the signed-in shell's "Reprendre la séance" needs it on every page.

/** The in-app path that starts a program day: the session start route. */
export function programDayStartPath(programId: string, week: number, dayIndex: number): string {
  return `/sessions/new/${encodeURIComponent(programId)}/${week}/${dayIndex}`;
}

const START_PATH = /^\/sessions\/new\/([^/?#]+)\/(\d+)\/(\d+)$/;

/** The program day a start path names, or null for any other link. */
export function programDayOfPath(path: string | null): { programId: string; week: number; dayIndex: number } | null {
  const match = path ? START_PATH.exec(path) : null;
  if (!match) return null;
  return { programId: decodeURIComponent(match[1] as string), week: Number(match[2]), dayIndex: Number(match[3]) };
}
