/**
 * Asks the server to recompute my challenges' progress and my leaderboard points from my own
 * data, after a session is finished, edited or deleted or a day's first food is logged (the
 * browser never sends progress or points). Nothing to wait for or to report: if it fails, the
 * server's hourly pass catches up.
 */
export function refreshLeaderboardPoints(): void {
  fetch('/api/leaderboard/refresh', { method: 'POST', credentials: 'same-origin' }).catch(() => {});
}
