// Shared between server and browser: one language, namespaces = one JSON file each in locales/fr.
export const LANGUAGE = 'fr';
export const DEFAULT_NAMESPACE = 'common';
export const I18N_DATA_ELEMENT_ID = 'i18n-data';

/**
 * Route modules declare the namespaces they use: `export const handle = { i18n: ['auth'] }`, or a
 * function of the route's loader data when a part of the page, and its copy, shows only sometimes.
 */
export interface I18nHandle {
  i18n?: string | string[] | ((loaderData: unknown) => string[]);
}

/** The namespaces of the matched routes (`useMatches()`), `common` first. */
export function namespacesOf(matches: readonly { handle: unknown; loaderData: unknown }[]): string[] {
  const namespaces = new Set<string>([DEFAULT_NAMESPACE]);
  for (const match of matches) {
    const declared = (match.handle as I18nHandle | undefined)?.i18n;
    const ns = typeof declared === 'function' ? declared(match.loaderData) : declared;
    if (typeof ns === 'string') namespaces.add(ns);
    else if (Array.isArray(ns)) ns.forEach((n) => namespaces.add(n));
  }
  return [...namespaces];
}

/** JSON placed in the page so the browser starts with the strings the server used. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export const i18nextOptions = {
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  supportedLngs: [LANGUAGE],
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;
