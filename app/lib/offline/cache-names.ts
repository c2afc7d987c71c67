/*
 * What the page and the service worker (app/sw.ts) agree on: the names of the caches that hold a
 * person's pages, and the messages they exchange. No browser API here, so both sides import it.
 */

/** Every cache of pages and loader data starts so; the rest of the name is the account's uid. */
export const PAGES_CACHE_PREFIX = 'elan-pages-';

/** A small cache holding only which account the pages may be served to while offline. */
export const ACCOUNT_CACHE = 'elan-account';

export const pagesCacheName = (uid: string) => `${PAGES_CACHE_PREFIX}${uid}`;

/** The pages of another account than `uid` (or of every account when `uid` is null). */
export const isOtherAccountsPages = (cacheName: string, uid: string | null) =>
  cacheName.startsWith(PAGES_CACHE_PREFIX) && cacheName !== (uid === null ? null : pagesCacheName(uid));

/** How long a page or its data may take over the network before the saved copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** Where the worker asks which pages to keep for this account (app/routes/api.offline-pages.ts). */
export const OFFLINE_PAGES_URL = '/api/offline-pages';

/** A page kept for use offline is fetched again in the background once its copy is this old. */
export const KEPT_PAGE_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * The body of the worker's answer to loader data it has no copy of while the network fails
 * (status 503): the page says it needs a connection instead of showing a loading error.
 */
export const NO_SAVED_COPY = 'elan:no-saved-copy';

/**
 * Pages whose copy kept for use offline (fetched with no query) answers any of their addresses:
 * their loader reads no query, or the page checks the copy's day against the one asked and says
 * when it cannot stand in (the day log, recipes and food search: app/lib/nutrition/kept-day.ts).
 */
const ANY_QUERY_PAGES: ReadonlySet<string> = new Set(['/dashboard', '/measurements', '/timers', '/calculators', '/nutrition', '/nutrition/logs', '/nutrition/recipes', '/nutrition/foods', '/nutrition/foods/search']);
const ANY_QUERY_SECTIONS: readonly string[] = ['/timers/', '/calculators/'];

export const keptCopyAnswersAnyQuery = (pathname: string) => ANY_QUERY_PAGES.has(pathname) || ANY_QUERY_SECTIONS.some((section) => pathname.startsWith(section));

/**
 * Typed offline, an address with no kept copy of its own opens in the HTML of a kept page, which
 * then goes to the address as a link inside the app would (app/lib/offline/stand-in.ts): this
 * meta names the address (`content`) and the kept page's own (`data-shell`).
 */
export const STAND_IN_META = 'elan-opens';

/** Page → worker. */
export type ToWorker =
  /** The account signed in on this page (null on the sign-in page): only its pages are kept and served. */
  | { type: 'account'; uid: string | null }
  /** Was this page (the message's sender) served from the saved copy, and of when? */
  | { type: 'page-source' }
  /** The waiting version takes over (the person chose "Recharger"). */
  | { type: 'skip-waiting' }
  /** Online and settled: fetch the pages this account can use offline that have no recent copy. */
  | { type: 'keep-offline-pages' }
  /** To the active worker, before the waiting one takes over: no more background fetches. */
  | { type: 'stop-keeping' };

/** Worker → page: the page or data just shown comes from the copy saved at `savedAt` (ms). */
export type FromWorker = { type: 'served-from-cache'; savedAt: number } | { type: 'page-source'; savedAt: number | null };
