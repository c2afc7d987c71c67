import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every translation key written in code must exist in locales/fr: a missing key would show its
// raw name to a person. Keys are always written fully qualified, 'namespace:path.to.key'.
const root = join(import.meta.dirname, '../../..');
const localesDir = join(root, 'locales/fr');
const namespaces = Object.fromEntries(
  readdirSync(localesDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(localesDir, f), 'utf8')) as unknown]),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function lookup(ns: string, path: string): unknown {
  let node: unknown = namespaces[ns];
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const namespacePattern = Object.keys(namespaces).join('|');
const staticKey = new RegExp(`['"\`](${namespacePattern}):([A-Za-z0-9_.-]+)['"\`]`, 'g');
// `ns:some.prefix.${x}`: the static prefix must name an existing group of keys.
const dynamicKey = new RegExp(`\`(${namespacePattern}):([A-Za-z0-9_.-]*)\\$\\{`, 'g');

const files = sourceFiles(join(root, 'app'));
const uses = files.flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const where = relative(root, file);
  return [
    ...[...text.matchAll(staticKey)].map((m) => ({ where, ns: m[1]!, key: m[2]!, kind: 'static' as const })),
    ...[...text.matchAll(dynamicKey)].map((m) => ({ where, ns: m[1]!, key: m[2]!.replace(/\.$/, ''), kind: 'prefix' as const })),
  ];
});

describe('locales/fr', () => {
  it('finds translation keys in the code (the scan itself works)', () => {
    expect(uses.length).toBeGreaterThan(20);
    expect(uses.some((u) => u.ns === 'common' && u.key === 'errors.notFoundTitle')).toBe(true);
  });

  it('has every static key used in the code, as a string', () => {
    const missing = uses
      .filter((u) => u.kind === 'static' && typeof lookup(u.ns, u.key) !== 'string')
      .map((u) => `${u.where}: ${u.ns}:${u.key}`);
    expect(missing).toEqual([]);
  });

  it('has every group of keys the code builds dynamically', () => {
    const missing = uses
      .filter((u) => u.kind === 'prefix' && (u.key === '' ? namespaces[u.ns] : lookup(u.ns, u.key)) === undefined)
      .map((u) => `${u.where}: ${u.ns}:${u.key}.*`);
    expect(missing).toEqual([]);
  });

  it('has no empty strings', () => {
    const empty: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') {
        if (!node.trim()) empty.push(path);
      } else if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
      }
    };
    for (const [ns, content] of Object.entries(namespaces)) walk(content, `${ns}:`);
    expect(empty).toEqual([]);
  });

  it('gives every counted string its singular: a key whose text puts a word after {{count}} has its _one form', () => {
    const lacking: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const entries = node as Record<string, unknown>;
      for (const [key, value] of Object.entries(entries)) {
        const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
        if (typeof value === 'string' && /\{\{count\}\}\s+\p{L}/u.test(value) && typeof entries[`${base}_one`] !== 'string') lacking.push(`${path}${key}`);
        else walk(value, `${path}${key}.`);
      }
    };
    for (const [ns, content] of Object.entries(namespaces)) walk(content, `${ns}:`);
    expect(lacking).toEqual([]);
  });

  it('keeps the exact strings the product specifies', () => {
    expect(lookup('common', 'auth.loading')).toBe('Chargement…');
    expect(lookup('common', 'errors.loadTitle')).toBe('erreur au chargement');
    expect(lookup('common', 'errors.renderTitle')).toBe("oups, erreur d'affichage");
    expect(lookup('common', 'errors.notFoundTitle')).toBe('404 — Page introuvable');
  });
});
