import i18next, { type BackendModule, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_DATA_ELEMENT_ID, i18nextOptions, LANGUAGE } from './config.ts';

/** Where the browser fetches a namespace the page did not embed (`app/routes/api.locales.$lng.$ns.ts`). */
export const localeUrl = (language: string, namespace: string) => `/api/locales/${language}/${namespace}`;

// Namespaces the server did not embed are fetched from the cached locale resource route.
const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    fetch(localeUrl(language, namespace))
      .then(async (response) => {
        if (response.ok) return callback(null, (await response.json()) as ResourceLanguage);
        // A server error may pass: a truthy second argument asks i18next to retry.
        callback(new Error(`locale ${namespace}: HTTP ${response.status}`), response.status >= 500);
      })
      // The network failed (a phone between two cells): retried too.
      .catch((error: Error) => callback(error, true));
  },
};

/**
 * The namespaces the page embedded in part (the strings the server rendered), until
 * `completeNamespaces` has fetched the rest of them.
 */
const partialNamespaces = new Set<string>();
let completion: { promise: Promise<void>; failure: Error | null } | null = null;

export async function initClientI18n() {
  const element = document.getElementById(I18N_DATA_ELEMENT_ID);
  const embedded = element?.textContent ? (JSON.parse(element.textContent) as Record<string, ResourceLanguage>) : {};
  for (const namespace of Object.keys(embedded)) partialNamespaces.add(namespace);
  await i18next
    .use(initReactI18next)
    .use(fetchBackend)
    .init({
      ...i18nextOptions,
      ns: Object.keys(embedded),
      resources: { [LANGUAGE]: embedded },
      partialBundledLanguages: true,
      // Two retries, 0.35 s then 0.7 s apart, before the page gives up with an error.
      maxRetries: 2,
      retryTimeout: 350,
      // A string the server did not render (a dialog opened, a message shown after hydration)
      // asked before the rest of its namespace has arrived: the render waits for it (React
      // suspends on the thrown promise), or reaches the error boundary if it cannot be loaded.
      parseMissingKeyHandler: (key: string) => {
        if (completion?.failure) throw completion.failure;
        if (partialNamespaces.size > 0) throw completeNamespaces(i18next);
        return key;
      },
    });
  return i18next;
}

const loadedWhole = (i18n: I18n, namespace: string) => i18n.services.backendConnector.state[`${LANGUAGE}|${namespace}`] === 2;

/**
 * Fetches the whole of the namespaces the page embedded in part (the server has the browser
 * preload them, so this is usually answered at once). Resolves once they are complete, rejects
 * with MissingNamespacesError; the next call after a failure tries again.
 */
export function completeNamespaces(i18n: I18n): Promise<void> {
  if (completion && !completion.failure) return completion.promise;
  const namespaces = [...partialNamespaces];
  if (namespaces.length === 0) return Promise.resolve();
  const attempt: { promise: Promise<void>; failure: Error | null } = { promise: Promise.resolve(), failure: null };
  attempt.promise = i18n.reloadResources(LANGUAGE, namespaces).then(() => {
    // A namespace that failed keeps its embedded part: it stays partial.
    for (const namespace of namespaces) if (loadedWhole(i18n, namespace)) partialNamespaces.delete(namespace);
    const failed = namespaces.filter((namespace) => partialNamespaces.has(namespace));
    if (failed.length > 0) {
      attempt.failure = new MissingNamespacesError(failed);
      throw attempt.failure;
    }
  });
  completion = attempt;
  return attempt.promise;
}

/** Thrown when a page's namespace cannot be loaded: rendering it would show raw keys. */
export class MissingNamespacesError extends Error {
  constructor(readonly namespaces: string[]) {
    super(`Could not load the translations ${namespaces.join(', ')}`);
    this.name = 'MissingNamespacesError';
  }
}

/** React Router's key for the location the page was loaded at, before any navigation. */
const FIRST_LOCATION_KEY = 'default';

let lastAttempt: { key: string; promise: Promise<void> } | null = null;

/**
 * Null when every namespace is in the store; otherwise a promise that resolves once they are,
 * or rejects with MissingNamespacesError (i18next alone would mark a failed namespace as loaded
 * and let the page render its keys). The first page hydrates with the strings it embedded; a
 * page navigated to needs its namespaces whole. `navigationKey` names the navigation being
 * rendered: the render React retries gets the same promise, a later navigation tries again.
 */
export function namespacesPending(i18n: I18n, namespaces: string[], navigationKey: string): Promise<void> | null {
  const absent = namespaces.filter((namespace) => !i18n.hasResourceBundle(LANGUAGE, namespace));
  const partial = navigationKey === FIRST_LOCATION_KEY ? [] : namespaces.filter((namespace) => partialNamespaces.has(namespace));
  if (absent.length === 0 && partial.length === 0) return null;
  const key = `${navigationKey} ${[...absent, ...partial].join(' ')}`;
  if (lastAttempt?.key !== key) {
    // reloadResources, not loadNamespaces: i18next never retries a namespace that failed once.
    const loadAbsent = absent.length === 0 ? Promise.resolve() : i18n.reloadResources(LANGUAGE, absent).then(() => {
      const failed = absent.filter((namespace) => !i18n.hasResourceBundle(LANGUAGE, namespace));
      if (failed.length > 0) throw new MissingNamespacesError(failed);
    });
    const promise = Promise.all([loadAbsent, partial.length === 0 ? null : completeNamespaces(i18n)]).then(() => undefined);
    lastAttempt = { key, promise };
  }
  return lastAttempt.promise;
}
