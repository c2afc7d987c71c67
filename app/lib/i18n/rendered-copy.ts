import type { i18n as I18n, ResourceKey, ResourceLanguage, ThirdPartyModule } from 'i18next';

// The server embeds in a page only the strings its render looked up, not whole namespaces: the
// browser hydrates with exactly those, and fetches the rest of the page's namespaces afterwards.

type Recorded = Map<string, Set<string>>;
// Keyed by the instance's store: components receive copies of the instance (react-i18next's
// useTranslation), which share it.
type ResourceLookup = (language: string, namespace: string, key?: string | string[], options?: object) => unknown;
const recorded = new WeakMap<object, Recorded>();

/**
 * An i18next module for the server's per-request instances: every key the instance finds (a
 * string, a plural form, an object asked with `returnObjects`) is noted for `renderedCopyOf`.
 */
export const recordRenderedCopy: ThirdPartyModule = {
  type: '3rdParty',
  init(instance: I18n) {
    const found: Recorded = new Map();
    // Every lookup of the translator goes through the store's getResource (missing from i18next's types).
    const store = instance.services.resourceStore as unknown as { getResource: ResourceLookup };
    recorded.set(store, found);
    const getResource = store.getResource.bind(store);
    store.getResource = (language, namespace, key, options) => {
      const value = getResource(language, namespace, key, options);
      if (value != null && key) {
        let keys = found.get(namespace);
        if (!keys) found.set(namespace, (keys = new Set()));
        keys.add(Array.isArray(key) ? key.join('.') : key);
      }
      return value;
    };
  },
};

/**
 * Of each namespace, the strings `instance` looked up so far, at their place in the namespace
 * (an empty object for a namespace the page declares but has not used yet).
 */
export function renderedCopyOf(instance: I18n, language: string, namespaces: readonly string[]): Record<string, ResourceLanguage> {
  const found = recorded.get(instance.services.resourceStore);
  const copy: Record<string, ResourceLanguage> = {};
  for (const namespace of new Set([...namespaces, ...(found?.keys() ?? [])])) {
    const bundle: ResourceLanguage = {};
    // Longest keys first: a whole object asked later replaces the strings already placed inside it,
    // never the other way round (which would write into the store's own objects).
    const keys = [...(found?.get(namespace) ?? [])].sort((a, b) => b.length - a.length);
    for (const key of keys) {
      const path = key.split('.');
      let node: Record<string, ResourceKey> = bundle;
      for (const part of path.slice(0, -1)) {
        const next = node[part];
        if (next && typeof next === 'object') node = next;
        else node = node[part] = {};
      }
      node[path.at(-1)!] = instance.getResource(language, namespace, key) as ResourceKey;
    }
    copy[namespace] = bundle;
  }
  return copy;
}
