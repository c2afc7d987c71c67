import { initReactI18next } from 'react-i18next';
import { createI18nextMiddleware } from 'remix-i18next/middleware';
import { i18nextOptions, LANGUAGE } from '#app/lib/i18n/config.ts';
import { frResources } from '#app/lib/i18n/resources.server.ts';
import { recordRenderedCopy } from '#app/lib/i18n/rendered-copy.ts';

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: { supportedLanguages: [LANGUAGE], fallbackLanguage: LANGUAGE },
  i18next: { ...i18nextOptions, resources: { [LANGUAGE]: frResources }, ns: Object.keys(frResources) },
  plugins: [initReactI18next, recordRenderedCopy],
});
