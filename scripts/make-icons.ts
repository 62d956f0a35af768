// Draws the shop's own app icons (the web app manifest's and the home screen's) from one SVG.
//
//   npm run icons   (npx tsx scripts/make-icons.ts)
//
// Writes into public/icons/: icon.svg (also the page's favicon), icon-192.png and icon-512.png (purpose
// "any": a rounded tile), icon-maskable-512.png (purpose "maskable": the tile's colour to every edge, the
// drawing inside the central safe circle of 40 % radius) and apple-touch-icon-180.png (opaque, full bleed:
// iOS rounds the corners itself). PNGs are rendered with @resvg/resvg-js, like the server's pictures; the
// output is deterministic, so running the script twice gives byte-identical files.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { webApp } from '../domain/webApp.ts';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

/**
 * A waffle cone holding a mango, a pista and a strawberry scoop, drawn on a 512 square around its centre,
 * inside a circle of radius 160 (so that `scale` 1.25 fits the maskable safe zone of radius 204).
 */
function coneArt(): string {
  const waffle = 'stroke="#9a5a1c" stroke-width="7" stroke-linecap="round"';
  return (
    // cone
    '<path d="M186 262L256 424L326 262Z" fill="#e8a34e" stroke="#9a5a1c" stroke-width="8" stroke-linejoin="round"/>' +
    `<path d="M206 286L274 372M232 274L290 346M266 270L304 318M306 286L238 372M280 274L222 346M246 270L208 318" ${waffle}/>` +
    // back scoops: mango left, pista right
    '<circle cx="208" cy="214" r="58" fill="#ffc14d" stroke="#d98a00" stroke-width="6"/>' +
    '<circle cx="304" cy="214" r="58" fill="#b7d98b" stroke="#6f9c43" stroke-width="6"/>' +
    // front scoop: strawberry, with its ruffled lip over the cone
    '<path d="M184 262C170 198 208 150 256 150S342 198 328 262Z" fill="#f78fb0" stroke="#d6517c" stroke-width="6" stroke-linejoin="round"/>' +
    '<path d="M180 262Q198 282 216 262T252 262T288 262T324 262Q334 256 330 262" fill="#f78fb0" stroke="#d6517c" stroke-width="6" stroke-linejoin="round"/>' +
    // sprinkles and shine
    '<path d="M232 196l10 -6M276 186l8 8M252 226l12 2M300 226l-6 10M214 234l8 6" stroke="#fff3d6" stroke-width="7" stroke-linecap="round"/>' +
    '<path d="M214 190Q222 170 240 164" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity=".7"/>'
  );
}

function iconSvg(shape: 'tile' | 'full', scale: number): string {
  const background =
    shape === 'tile'
      ? `<rect x="16" y="16" width="480" height="480" rx="104" fill="${webApp.themeColour}"/>`
      : `<rect width="512" height="512" fill="${webApp.themeColour}"/>`;
  // A soft light disc behind the cone, in the page's own background colour.
  const disc = `<circle cx="256" cy="262" r="${Math.round(176 * scale)}" fill="${webApp.backgroundColour}" opacity=".18"/>`;
  const art = `<g transform="translate(256 272) scale(${scale}) translate(-256 -272)">${coneArt()}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${background}${disc}${art}</svg>\n`;
}

function png(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  const tile = iconSvg('tile', 1);
  // Maskable: the drawing shrinks into the safe circle (radius 40 % of the side) that every mask keeps.
  const maskable = iconSvg('full', 0.8);
  const apple = iconSvg('full', 0.9);
  const files: [string, string | Buffer][] = [
    ['icon.svg', tile],
    ['icon-192.png', png(tile, 192)],
    ['icon-512.png', png(tile, 512)],
    ['icon-maskable-512.png', png(maskable, 512)],
    ['apple-touch-icon-180.png', png(apple, 180)],
  ];
  for (const [file, content] of files) writeFileSync(join(OUT_DIR, file), content);
  console.log(`wrote ${files.map(([file, content]) => `${file} (${content.length} bytes)`).join(', ')} to ${OUT_DIR}`);
}

main();
