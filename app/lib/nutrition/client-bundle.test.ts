import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

// A Ciqual name that appears nowhere else in the app.
const CIQUAL_ONLY_NAME = 'Salade de cervelas, avec sauce';
const indexPath = fileURLToPath(new URL('./index.ts', import.meta.url));

/** The JavaScript of a production browser bundle whose entry is `entryCode`. */
async function bundle(entryCode: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [{ name: 'entry', resolveId: (id) => (id === 'entry' ? id : null), load: (id) => (id === 'entry' ? entryCode : null) }],
    build: { write: false, target: 'es2022', rollupOptions: { input: 'entry' } },
  })) as Rollup.RollupOutput;
  return output.output.map((file) => (file.type === 'chunk' ? file.code : String(file.source))).join('\n');
}

describe('the Ciqual table and browser bundles', () => {
  it('stays out of a bundle that imports the browser-side functions from index.ts', async () => {
    const code = await bundle(
      `import { nutrientsFor, dayTotals, fromOffProduct, isValidBarcode, recipeNutrition } from ${JSON.stringify(indexPath)};
       globalThis.used = [nutrientsFor, dayTotals, fromOffProduct, isValidBarcode, recipeNutrition];`,
    );
    expect(code).toContain('saturated-fat_100g');
    expect(code).not.toContain(CIQUAL_ONLY_NAME);
  });

  it('is in the bundle when searchBase is called there (so the check above can fail)', async () => {
    const code = await bundle(`import { searchBase } from ${JSON.stringify(indexPath)}; globalThis.used = searchBase('pomme');`);
    expect(code).toContain(CIQUAL_ONLY_NAME);
  });
});
