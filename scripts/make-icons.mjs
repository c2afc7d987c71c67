// Draws the app's PNG icons from its logo, public/favicon.svg: `node scripts/make-icons.mjs`.
// The PNGs are committed (public/icons/): a build then needs no browser, and an icon changes
// only when someone runs this again after changing the logo. Chromium draws them, with the
// glyph's font as this machine has it, so look at the result before committing it.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium as chromiumLauncher } from '@playwright/test';
import { chromium } from '../playwright.config.ts';

const logo = await readFile(new URL('../public/favicon.svg', import.meta.url), 'utf8');

/**
 * A maskable icon is cropped by the phone to any shape inside its central 80 % circle: the
 * background fills the whole square and the glyph shrinks to sit well inside that circle.
 * The Apple touch icon gets no rounded corners either: iOS rounds it itself, and a transparent
 * corner would show black.
 */
function fullBleed(svg, glyphScale) {
  return svg
    .replace(/<rect ([^>]*?)rx="\d+"/, '<rect $1')
    .replace(/<text /, `<text transform="translate(32 32) scale(${glyphScale}) translate(-32 -32)" `);
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-192.png', size: 192, svg: fullBleed(logo, 0.75) },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(logo, 0.75) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(logo, 0.9) },
];

const browser = await chromiumLauncher.launch(chromium);
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    await writeFile(new URL(`../public/icons/${file}`, import.meta.url), png);
    console.log(`public/icons/${file} (${size}×${size}, ${png.length} bytes)`);
  }
} finally {
  await browser.close();
}
