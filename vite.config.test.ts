import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { browserDependencies } from './vite.config.ts';

// `npm run dev` pre-bundles the browser's dependencies when it starts and discovers none later
// (vite.config.ts). A package the browser imports but the list lacks would be served unbundled:
// one module per file, and CommonJS packages would not load at all.
const root = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Packages a module imports at run time (static imports, re-exports and import()), type-only imports left out. */
function importedPackages(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Relative, absolute, `#app/…` and `node:` imports are not packages; stylesheets are not pre-bundled.
  return specifiers.filter((specifier) => !/^(\.|\/|#|node:)/.test(specifier) && !/\.css(\?|$)/.test(specifier) && !/\?url$/.test(specifier));
}

// Browser code: everything under app/ except server modules (`*.server.ts`), tests and their
// helpers (they import Vitest), the route configuration, which runs in Node at build time, and the
// service worker, which the dev server never serves as modules (scripts/service-worker-plugin.ts
// bundles it whole).
const notPageModules = new Set([join('app', 'routes.ts'), join('app', 'sw.ts')]);
const browserFiles = sourceFiles(join(root, 'app')).filter(
  (file) => !/\.server\.tsx?$|\.test\.tsx?$/.test(file) && !notPageModules.has(relative(root, file)) && !importedPackages(file).includes('vitest'),
);
const browserImports = new Map<string, string>();
for (const file of browserFiles) for (const name of importedPackages(file)) if (!browserImports.has(name)) browserImports.set(name, relative(root, file));

describe('vite.config.ts pre-bundling', () => {
  it('finds the browser code and its imports (the scan itself works)', () => {
    expect(browserFiles.length).toBeGreaterThan(50);
    expect(browserImports.get('uplot')).toBe('app/lib/charts/chart-impl.ts');
  });

  it('pre-bundles every package the browser imports, and discovers none later', async () => {
    const config = await resolveConfig({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent' }, 'serve', 'development');
    const preBundled = new Set(config.optimizeDeps.include);
    const missing = [...browserImports].filter(([name]) => !preBundled.has(name)).map(([name, file]) => `${name} (imported by ${file})`);
    expect(missing).toEqual([]);
    expect(config.optimizeDeps.noDiscovery).toBe(true);
  });

  it('lists only packages the browser imports', () => {
    expect(browserDependencies.filter((name) => !browserImports.has(name))).toEqual([]);
  });
});
