import type { ResourceLanguage } from 'i18next';

// Every namespace is bundled into the server; the browser receives only those a page uses.
const files = import.meta.glob<ResourceLanguage>('/locales/fr/*.json', { eager: true, import: 'default' });

export const frResources: Record<string, ResourceLanguage> = Object.fromEntries(
  Object.entries(files).map(([file, content]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), content]),
);
