// `node scripts/make-icons.mjs`: draws the app's PNG icons (the web manifest's 192 and 512, a
// maskable 512 and the 180-pixel Apple touch icon) from the logo of src/web/public/favicon.svg,
// with the Chromium the browser tests use, into src/web/public/icons/. The PNGs are committed;
// run it again only when the logo changes. The ₦ is DejaVu Sans Bold (Debian's fonts-dejavu),
// so every run draws the same glyph.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumHint, findChromium } from './find-chromium.mjs';

const OUT = 'src/web/public/icons';
const GREEN = '#0f7a55';

/**
 * The logo at `size` pixels. A maskable icon fills its square (the platform cuts its own shape)
 * and keeps the mark inside the middle 80%, the safe zone every mask leaves whole.
 */
function svg(size, maskable) {
  const radius = maskable ? 0 : size / 4;
  const font = maskable ? size * 0.5 : size * 0.66;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${GREEN}"/>
  <text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" fill="#fff"
    font-family="DejaVu Sans" font-weight="700" font-size="${font}">₦</text>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const executablePath = findChromium();
if (!executablePath) {
  console.error(chromiumHint());
  process.exit(1);
}
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  for (const { file, size, maskable } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style>${svg(size, maskable)}`,
    );
    await page.locator('svg').screenshot({ path: `${OUT}/${file}`, omitBackground: true });
    await page.close();
    console.log(`${OUT}/${file}`);
  }
} finally {
  await browser.close();
}
