// The French copy as the tests see it: `fr('auth:tabs.signIn')` reads locales/fr, and
// `rawKeysOn(page)` finds translation keys shown instead of their text.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const localesDir = new URL('../../locales/fr/', import.meta.url);
const namespaces: Record<string, unknown> = Object.fromEntries(
  readdirSync(localesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(file, localesDir), 'utf8')) as unknown]),
);

/** The French text of `namespace:path.to.key`, with `{{name}}` placeholders filled. */
export function fr(key: string, values: Record<string, string | number> = {}): string {
  const [namespace, path] = key.split(':') as [string, string | undefined];
  let node: unknown = namespaces[namespace];
  for (const part of (path ?? '').split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No French text for ${key}`);
  return node.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/**
 * Every key a page could show raw: i18next renders a missing `ns:a.b` as `a.b`, a missing
 * namespace's `ns:a.b` as `ns:a.b`, and a plural `a_one`/`a_other` as `a`.
 */
const keys = new Set<string>();
for (const [namespace, content] of Object.entries(namespaces)) {
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      for (const key of [path, path.replace(/_(zero|one|two|few|many|other)$/, '')]) keys.add(key).add(`${namespace}:${key}`);
    } else if (node && typeof node === 'object') {
      for (const [name, child] of Object.entries(node)) walk(child, path ? `${path}.${name}` : name);
    }
  };
  walk(content, '');
}

const keyLike = /[A-Za-z][\w-]*(?::[\w-]+)?(?:\.[\w-]+)+|\b[a-z]+:[\w-]+\b/g;

/** The raw keys (and unfilled `{{placeholders}}`) in one piece of text a person can see or hear. */
export function rawKeysIn(text: string): string[] {
  const line = text.trim();
  const found = new Set<string>();
  // A key alone (`title`, `or`, `tabs.signIn`) or inside a sentence (`fields.date *`).
  if (keys.has(line)) found.add(line);
  for (const token of line.match(keyLike) ?? []) if (keys.has(token)) found.add(token);
  if (line.includes('{{')) found.add(line);
  return [...found];
}

/**
 * Raw keys on the page: in the rendered text (hidden parts excluded), the document title and the
 * labels assistive technology reads (aria-label, alt, title, placeholder).
 */
export async function rawKeysOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const attributes = ['aria-label', 'alt', 'title', 'placeholder'];
    const labels = [...document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, ...document.body.innerText.split('\n'), ...labels];
  });
  return [...new Set(texts.flatMap(rawKeysIn))];
}
