/**
 * Asks the server to recompute my leaderboard points from my sessions, after one is finished,
 * edited or deleted (the browser never sends points). Nothing to wait for or to report: if it
 * fails, the server's hourly pass catches up.
 */
export function refreshLeaderboardPoints(): void {
  fetch('/api/leaderboard/refresh', { method: 'POST', credentials: 'same-origin' }).catch(() => {});
}
