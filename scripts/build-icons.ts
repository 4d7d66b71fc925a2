// Usage: npx tsx scripts/build-icons.ts
// Renders apps/web/public/favicon.svg with Chromium into the PNG icons of the web-app manifest and a
// favicon.ico (PNG images inside an ICO container, which every current browser reads).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const svg = fs.readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** `maskable` icons keep the artwork inside the central 80 % safe zone on the theme colour. */
const ICONS: { file: string; size: number; maskable?: boolean }[] = [
  { file: 'pwa-192x192.png', size: 192 },
  { file: 'pwa-512x512.png', size: 512 },
  { file: 'maskable-512x512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];
const ICO_SIZES = [16, 32, 48];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
const page = await browser.newPage();

async function render(size: number, maskable = false): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size });
  const inner = maskable ? Math.round(size * 0.7) : size;
  await page.setContent(`<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#4263eb' : 'transparent'}">
    <img src="${dataUrl}" width="${inner}" height="${inner}"></body></html>`);
  return page.screenshot({ omitBackground: !maskable, type: 'png', clip: { x: 0, y: 0, width: size, height: size } });
}

for (const icon of ICONS) fs.writeFileSync(path.join(PUBLIC_DIR, icon.file), await render(icon.size, icon.maskable));

// ICO: a 6-byte header, one 16-byte entry per image, then the PNG data.
const images = await Promise.all(ICO_SIZES.map((size) => render(size)));
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((png, i) => {
  const entry = 6 + 16 * i;
  const size = ICO_SIZES[i]!;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
fs.writeFileSync(path.join(PUBLIC_DIR, 'favicon.ico'), Buffer.concat([header, ...images]));
await browser.close();
console.log(`icons written to ${PUBLIC_DIR}`);
