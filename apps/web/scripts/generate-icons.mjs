// Renders the app icons (PNG) from one SVG design with headless Chromium.
// Run from the repository root: node apps/web/scripts/generate-icons.mjs
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const wrench = 'M7 10h3v-3l-3.5 -3.5a6 6 0 0 1 8 8l6 6a2 2 0 0 1 -3 3l-6 -6a6 6 0 0 1 -8 -8l3.5 3.5';

/** `inset` is the share of the side left around the wrench; maskable icons keep it inside the 80% safe zone. */
function svg(size, { radius, inset }) {
  const art = size * (1 - 2 * inset);
  const scale = art / 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#276bf0"/><stop offset="1" stop-color="#003ea9"/></linearGradient></defs>
  <rect width="${size}" height="${size}" rx="${size * radius}" fill="url(#g)"/>
  <g transform="translate(${size * inset} ${size * inset}) scale(${scale})" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${wrench}"/></g>
</svg>`;
}

const icons = [
  { file: 'icons/icon-192.png', size: 192, radius: 0.22, inset: 0.2 },
  { file: 'icons/icon-512.png', size: 512, radius: 0.22, inset: 0.2 },
  { file: 'icons/icon-maskable-192.png', size: 192, radius: 0, inset: 0.28 },
  { file: 'icons/icon-maskable-512.png', size: 512, radius: 0, inset: 0.28 },
  { file: 'icons/apple-touch-icon.png', size: 180, radius: 0, inset: 0.22 },
  { file: 'favicon-32.png', size: 32, radius: 0.22, inset: 0.16 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon.size, icon)}</body></html>`);
    const path = join(publicDir, icon.file);
    await mkdir(dirname(path), { recursive: true });
    await page.screenshot({ path, omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    console.log('wrote', icon.file);
  }
} finally {
  await browser.close();
}
