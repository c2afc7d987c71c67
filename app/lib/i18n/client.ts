import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_DATA_ELEMENT_ID, i18nextOptions, LANGUAGE } from './config.ts';

// Namespaces the server did not embed are fetched from the cached locale resource route.
const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    fetch(`/locales/${language}/${namespace}`)
      .then((response) => {
        if (!response.ok) throw new Error(`locale ${namespace}: HTTP ${response.status}`);
        return response.json() as Promise<ResourceLanguage>;
      })
      .then((data) => callback(null, data), (error: Error) => callback(error, null));
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
    });
  return i18next;
}
