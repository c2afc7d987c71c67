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

export async function initClientI18n() {
  const element = document.getElementById(I18N_DATA_ELEMENT_ID);
  const embedded = element?.textContent ? (JSON.parse(element.textContent) as Record<string, ResourceLanguage>) : {};
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
    });
  return i18next;
}

/** Thrown when a page's namespace cannot be loaded: rendering it would show raw keys. */
export class MissingNamespacesError extends Error {
  constructor(readonly namespaces: string[]) {
    super(`Could not load the translations ${namespaces.join(', ')}`);
    this.name = 'MissingNamespacesError';
  }
}

let lastAttempt: { key: string; promise: Promise<void> } | null = null;

/**
 * Null when every namespace is in the store; otherwise a promise that resolves once they are,
 * or rejects with MissingNamespacesError (i18next alone would mark a failed namespace as loaded
 * and let the page render its keys). `navigationKey` names the navigation being rendered: the
 * render React retries gets the same promise, a later navigation tries again.
 */
export function namespacesPending(i18n: I18n, namespaces: string[], navigationKey: string): Promise<void> | null {
  const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(LANGUAGE, namespace));
  if (missing.length === 0) return null;
  const key = `${navigationKey} ${missing.join(' ')}`;
  if (lastAttempt?.key !== key) {
    // reloadResources, not loadNamespaces: i18next never retries a namespace that failed once.
    const promise = i18n.reloadResources(LANGUAGE, missing).then(() => {
      const failed = missing.filter((namespace) => !i18n.hasResourceBundle(LANGUAGE, namespace));
      if (failed.length > 0) throw new MissingNamespacesError(failed);
    });
    lastAttempt = { key, promise };
  }
  return lastAttempt.promise;
}
