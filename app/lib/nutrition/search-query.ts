/** Longest food search query read, on the server and in the browser alike (the box allows as much). */
export const SEARCH_QUERY_MAX = 100;

/** The query of a food search URL (`?q=`), trimmed and bounded. */
export function searchQueryOf(url: URL): string {
  return (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
}
