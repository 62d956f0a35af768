// Draws the demo product pictures of Rajkot Scoops as small SVG files.
//
//   npm run demo-images   (npx tsx scripts/make-demo-images.ts)
//
// Writes one SVG per `image` and `cover` name used in server/db/demo/catalogue.ts
// into server/db/demo/uploads/, plus placeholder.svg. The output is deterministic:
// every random texture comes from a PRNG seeded with the file name, so running the
// script twice gives byte-identical files.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoProducts } from '../server/db/demo/catalogue.ts';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'server', 'db', 'demo', 'uploads');
const MAX_BYTES = 6 * 1024;

// ---------------------------------------------------------------- helpers

/** Number to a short, stable string: whole numbers, one decimal for small values. */
function n(v: number): string {
  const r = Math.abs(v) >= 20 ? Math.round(v) : Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** FNV-1a hash of a string, used to seed the PRNG per file. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small deterministic PRNG returning numbers in [0, 1). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function svg(defs: string, body: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" stroke-linecap="round">' +
    `<defs>${defs}</defs>${body}</svg>\n`
  );
}

function radial(id: string, stops: [number, string][], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
  return (
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">` +
    stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('') +
    '</radialGradient>'
  );
}

function linear(id: string, x2: number, y2: number, stops: [number, string][]): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('') +
    '</linearGradient>'
  );
}

/** Soft round background in a pale tint of the flavour colour, plus a ground shadow. */
function backdrop(bg: string, shadowY: number, shadowRx: number): { defs: string; body: string } {
  return {
    defs: radial('bg', [[0, '#ffffff'], [0.55, bg], [1, bg]], 0.5, 0.42, 0.55),
    body:
      `<circle cx="200" cy="200" r="188" fill="url(#bg)"/>` +
      `<ellipse cx="200" cy="${shadowY}" rx="${shadowRx}" ry="15" fill="#3a2a1a" opacity=".14"/>`,
  };
}

// ---------------------------------------------------------------- flavours

interface Palette {
  base: string;
  light: string;
  dark: string;
  bg: string;
  accent: string;
  accentDark: string;
}

type BitKind = 'dot' | 'chip' | 'seed' | 'strand' | 'shred' | 'nut' | 'swirl' | 'sprinkle';
interface Bits { kind: BitKind; color: string; size: number; count: number }
interface Flavour { p: Palette; bits: Bits[] }

const pal = (base: string, light: string, dark: string, bg: string, accent: string, accentDark: string): Palette => ({
  base, light, dark, bg, accent, accentDark,
});
const bit = (kind: BitKind, color: string, size: number, count: number): Bits => ({ kind, color, size, count });

const FLAVOURS: Record<string, Flavour> = {
  'alphonso-mango': {
    p: pal('#ffb627', '#ffe28f', '#e08600', '#fff1cf', '#f28c00', '#b95400'),
    bits: [bit('chip', '#ff9100', 8, 6), bit('strand', '#ffd166', 1.6, 5)],
  },
  'kesar-pista': {
    p: pal('#f7c66b', '#fff0c8', '#d8933a', '#fff3dc', '#e2690b', '#9c4500'),
    bits: [bit('chip', '#79b13d', 6, 9), bit('strand', '#d43d0b', 1.4, 6)],
  },
  rajbhog: {
    p: pal('#f3cd6c', '#fff3c4', '#cc9a34', '#fff5d8', '#b5312c', '#761b17'),
    bits: [bit('chip', '#86bd48', 5, 6), bit('nut', '#fff0cf', 5, 4), bit('strand', '#db4f0c', 1.4, 5)],
  },
  butterscotch: {
    p: pal('#f0bf78', '#fde6c0', '#c78b3b', '#fdf0dc', '#b8661d', '#7a3f0c'),
    bits: [bit('chip', '#cf7f1f', 5, 12), bit('dot', '#fff3d6', 3, 5)],
  },
  'belgian-chocolate': {
    p: pal('#6b3a21', '#a86a42', '#3a1c0d', '#f3e5da', '#4a2614', '#261208'),
    bits: [bit('chip', '#2a1208', 6, 8), bit('nut', '#c99a72', 4, 4)],
  },
  vanilla: {
    p: pal('#fbefcf', '#ffffff', '#dfc58d', '#fdf6e4', '#c59a3a', '#85631b'),
    bits: [bit('dot', '#4a3322', 2.2, 20)],
  },
  strawberry: {
    p: pal('#f78fb0', '#ffd4e2', '#d6517c', '#ffe7ee', '#e0245e', '#9d0f3a'),
    bits: [bit('swirl', '#d8164c', 9, 1), bit('chip', '#d81b4f', 6, 4), bit('seed', '#f7d66a', 2.6, 12)],
  },
  'kaju-draksh': {
    p: pal('#f5e2b6', '#fffaf0', '#d2b476', '#fbf2df', '#7b3f61', '#4b2240'),
    bits: [bit('nut', '#e7c486', 6, 5), bit('dot', '#5b2a3f', 7, 5)],
  },
  sitaphal: {
    p: pal('#f8f1dc', '#ffffff', '#d5c9a2', '#ecf5e1', '#6f9c43', '#466f22'),
    bits: [bit('chip', '#e4d6ab', 8, 6), bit('dot', '#fffdf5', 4, 5)],
  },
  anjeer: {
    p: pal('#c98a99', '#edc7ce', '#925368', '#f7e5ea', '#6e2f4f', '#461a32'),
    bits: [bit('chip', '#87395a', 7, 5), bit('dot', '#4e1a31', 2.4, 18)],
  },
  'tender-coconut': {
    p: pal('#fbfaf2', '#ffffff', '#d8d3bd', '#e8f4e3', '#4f8a3a', '#2d5d20'),
    bits: [bit('shred', '#ddd4b8', 2, 12), bit('dot', '#c7b283', 3, 4)],
  },
  paan: {
    p: pal('#a8d08b', '#dcf0cb', '#6b9d4c', '#ebf6e2', '#2f7d32', '#17521c'),
    bits: [bit('chip', '#c2185b', 5, 7), bit('dot', '#f6e7b6', 3.5, 8)],
  },
  'black-currant': {
    p: pal('#b57bc4', '#e3c5ea', '#7b418f', '#f3e7f6', '#5b2475', '#381049'),
    bits: [bit('swirl', '#6a1f80', 9, 1), bit('dot', '#3b0d4d', 7, 6)],
  },
  'cookies-and-cream': {
    p: pal('#f3efe7', '#ffffff', '#cdc4b4', '#efece7', '#2b2b3a', '#111118'),
    bits: [bit('chip', '#2e2a2b', 7, 10), bit('dot', '#5d5556', 3, 8)],
  },
  'chocolate-chips': {
    p: pal('#a9714a', '#d5a47e', '#72442a', '#f6eae0', '#8a4b25', '#572b12'),
    bits: [bit('chip', '#3a1b0c', 6, 12)],
  },
  gulkand: {
    p: pal('#e6a0bf', '#fadbe9', '#b4638a', '#fbe8f0', '#9c1550', '#5e0a30'),
    bits: [bit('chip', '#9c1238', 5, 8), bit('strand', '#7a0b2a', 1.6, 4)],
  },
};

/** Texture bits drawn inside a circle of radius r around (cx, cy), one path per colour. */
function bitsIn(rand: () => number, bits: Bits[], cx: number, cy: number, r: number, maxY = cy + r * 0.25, scale = 1, density = 1): string {
  let out = '';
  for (const b of bits) {
    const s = b.size * scale;
    let d = '';
    const count = b.kind === 'swirl' ? b.count : Math.max(1, Math.round(b.count * density * Math.min(1, scale * 1.1)));
    for (let i = 0; i < count; i++) {
      const a = rand() * Math.PI * 2;
      const rr = Math.sqrt(rand()) * r * 0.78;
      const x = cx + Math.cos(a) * rr;
      const y = Math.min(maxY, cy + Math.sin(a) * rr);
      const t = rand() * Math.PI;
      const dx = Math.cos(t);
      const dy = Math.sin(t);
      switch (b.kind) {
        case 'dot':
          d += `M${n(x)} ${n(y)}h.1`;
          break;
        case 'chip':
        case 'seed':
        case 'sprinkle':
          d += `M${n(x)} ${n(y)}l${n(dx * s * (b.kind === 'sprinkle' ? 1.8 : 0.7))} ${n(dy * s * (b.kind === 'sprinkle' ? 1.8 : 0.7))}`;
          break;
        case 'strand':
          d += `M${n(x)} ${n(y)}q${n(dx * 5 * scale + 3)} ${n(dy * 5 * scale - 3)} ${n(dx * 10 * scale)} ${n(dy * 10 * scale)}`;
          break;
        case 'shred':
          d += `M${n(x)} ${n(y)}q${n(dx * 4 * scale)} ${n(2 * scale)} ${n(dx * 9 * scale)} ${n(dy * 4 * scale)}`;
          break;
        case 'nut':
          d += `M${n(x)} ${n(y)}a${n(s)} ${n(s)} 0 0 1 ${n(dx * s * 1.6)} ${n(dy * s * 1.6)}`;
          break;
        case 'swirl': {
          // one smooth ripple of sauce across the scoop
          const w = r * 0.62;
          const y0 = cy + (rand() - 0.5) * r * 0.3;
          d += `M${n(cx - w)} ${n(y0 + r * 0.12)}C${n(cx - w * 0.3)} ${n(y0 - r * 0.45)} ${n(cx + w * 0.2)} ${n(y0 + r * 0.35)} ${n(cx + w)} ${n(y0 - r * 0.2)}`;
          break;
        }
      }
    }
    const width = b.kind === 'strand' ? s : b.kind === 'shred' ? s : b.kind === 'nut' ? s * 0.8 : s;
    const op = b.kind === 'swirl' ? ' opacity=".6"' : '';
    out += `<path d="${d}" fill="none" stroke="${b.color}" stroke-width="${n(width)}"${op}/>`;
  }
  return out;
}

/** One ice cream scoop: a ball with a ruffled lip, shaded with gradient `grad`. */
function scoop(rand: () => number, f: Flavour, cx: number, cy: number, r: number, grad: string, density = 1): string {
  const k = 0.35;
  const y = cy + r * k;
  const hw = r * Math.sqrt(1 - k * k);
  const lips = 7;
  const lw = (2 * hw * 1.08) / lips;
  let x = cx + hw * 1.08;
  let d = `M${n(cx - hw)} ${n(y)}A${n(r)} ${n(r)} 0 1 1 ${n(cx + hw)} ${n(y)}L${n(x)} ${n(y + 2)}`;
  for (let i = 0; i < lips; i++) {
    const nx = x - lw;
    d += `A${n(lw / 2)} ${n(lw * (0.38 + rand() * 0.2))} 0 0 1 ${n(nx)} ${n(y + 2)}`;
    x = nx;
  }
  d += 'Z';
  const sc = r / 60;
  return (
    `<ellipse cx="${n(cx)}" cy="${n(y + r * 0.12)}" rx="${n(hw * 0.95)}" ry="${n(r * 0.12)}" fill="${f.p.dark}" opacity=".45"/>` +
    `<path d="${d}" fill="url(#${grad})" stroke="${f.p.dark}" stroke-opacity=".5" stroke-width="1.5"/>` +
    bitsIn(rand, f.bits, cx, cy - r * 0.05, r, y - 3, sc, density) +
    `<ellipse cx="${n(cx - r * 0.38)}" cy="${n(cy - r * 0.45)}" rx="${n(r * 0.26)}" ry="${n(r * 0.13)}" transform="rotate(-35 ${n(cx - r * 0.38)} ${n(cy - r * 0.45)})" fill="#fff" opacity=".5"/>`
  );
}

const scoopGradient = (id: string, p: Palette): string =>
  radial(id, [[0, p.light], [0.45, p.base], [1, p.dark]], 0.42, 0.38, 0.62, 0.35, 0.3);

// ---------------------------------------------------------------- 5 litre tub

function tubSvg(name: string, title: string, f: Flavour): string {
  const rand = rng(hash(name));
  const p = f.p;
  const bd = backdrop(p.bg, 352, 138);
  // Body: truncated cone from the rim (y 205, half width 128) to the base (y 340, half width 106).
  const w = (y: number): number => 128 - ((y - 205) * 22) / 135;
  const b1 = 250;
  const b2 = 305;
  const defs =
    bd.defs +
    scoopGradient('sg', p) +
    linear('tb', 1, 0, [[0, '#dfe6ec'], [0.3, '#ffffff'], [0.7, '#f4f7f9'], [1, '#c9d2da']]) +
    linear('bd', 1, 0, [[0, p.accentDark], [0.3, p.accent], [0.7, p.accent], [1, p.accentDark]]) +
    linear('ld', 0, 1, [[0, p.accent], [1, p.accentDark]]);
  const body =
    bd.body +
    // lid leaning behind the tub
    `<g transform="rotate(22 300 118)"><ellipse cx="304" cy="120" rx="74" ry="92" fill="#cfd8df"/>` +
    `<ellipse cx="300" cy="118" rx="72" ry="90" fill="#f8fafb"/>` +
    `<ellipse cx="300" cy="118" rx="62" ry="78" fill="url(#ld)"/>` +
    `<ellipse cx="300" cy="112" rx="40" ry="50" fill="${p.bg}"/>` +
    `<circle cx="300" cy="104" r="24" fill="${p.base}"/><path d="M276 110q6 8 12 0t12 0t12 0t12 0" fill="none" stroke="${p.dark}" stroke-width="3"/>` +
    `<circle cx="293" cy="97" r="7" fill="#fff" opacity=".5"/></g>` +
    // tub body and label band
    `<path d="M72 205L94 340A106 22 0 0 0 306 340L328 205Z" fill="url(#tb)"/>` +
    `<path d="M${n(200 - w(b1))} ${b1}A${n(w(b1))} 26 0 0 0 ${n(200 + w(b1))} ${b1}L${n(200 + w(b2))} ${b2}A${n(w(b2))} 24 0 0 1 ${n(200 - w(b2))} ${b2}Z" fill="url(#bd)"/>` +
    `<path d="M${n(200 - w(b1))} ${b1 + 7}A${n(w(b1))} 26 0 0 0 ${n(200 + w(b1))} ${b1 + 7}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2"/>` +
    `<text x="200" y="${b2 + 3}" font-family="sans-serif" font-size="19" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>` +
    `<path d="M96 318Q100 336 108 346" stroke="#fff" stroke-width="5" opacity=".6" fill="none"/>` +
    // rim and the ice cream surface inside it
    `<ellipse cx="200" cy="205" rx="130" ry="29" fill="#f8fafb" stroke="#cfd8df" stroke-width="3"/>` +
    `<ellipse cx="200" cy="206" rx="117" ry="21" fill="${p.dark}"/>` +
    // heap of scoops
    scoop(rand, f, 140, 178, 56, 'sg', 0.7) +
    scoop(rand, f, 262, 180, 55, 'sg', 0.7) +
    scoop(rand, f, 200, 192, 60, 'sg', 0.85) +
    scoop(rand, f, 196, 124, 56, 'sg', 0.85);
  return svg(defs, body);
}

// ---------------------------------------------------------------- 750 ML carton

function cartonSvg(name: string, title: string, f: Flavour): string {
  const rand = rng(hash(name));
  const p = f.p;
  const bd = backdrop(p.bg, 345, 125);
  const defs =
    bd.defs +
    scoopGradient('sg', p) +
    linear('fr', 1, 0, [[0, p.accent], [1, p.accentDark]]) +
    radial('wn', [[0, '#ffffff'], [0.7, p.bg], [1, p.light]]);
  const body =
    bd.body +
    // top and side faces
    `<path d="M110 140L156 116H318L272 140Z" fill="${p.light}" stroke="${p.accentDark}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M272 140L318 116V318L272 342Z" fill="${p.accentDark}"/>` +
    `<path d="M272 140L318 116V136L272 160Z" fill="#fff" opacity=".25"/>` +
    // front face
    `<rect x="110" y="140" width="162" height="202" fill="url(#fr)"/>` +
    `<rect x="110" y="140" width="162" height="20" fill="#fff" opacity=".25"/>` +
    `<circle cx="191" cy="224" r="60" fill="url(#wn)"/>` +
    scoop(rand, f, 191, 222, 44, 'sg') +
    `<path d="M110 292Q150 278 191 292T272 290V342H110Z" fill="#fff" opacity=".92"/>` +
    `<text x="191" y="326" font-family="sans-serif" font-size="${title.length > 14 ? 14 : 16}" font-weight="bold" fill="${p.accentDark}" text-anchor="middle">${escapeXml(title)}</text>` +
    `<rect x="118" y="170" width="9" height="110" rx="4.5" fill="#fff" opacity=".3"/>`;
  return svg(defs, body);
}

// ---------------------------------------------------------------- cones

interface ConeArt { swirl: Palette; sauce: string; topping: Bits[]; sleeve: string; sleeveDark: string; bg: string }

const CONES: Record<string, ConeArt> = {
  'chocolate-cone': {
    swirl: pal('#7b4428', '#b57a52', '#4a2412', '#f3e5da', '#5a2d16', '#341807'),
    sauce: '#2f150a',
    topping: [bit('chip', '#e2b66e', 5, 14)],
    sleeve: '#6b3519',
    sleeveDark: '#3a1a0a',
    bg: '#f3e5da',
  },
  'butterscotch-cone': {
    swirl: pal('#e9b06a', '#fbe0b8', '#b97a30', '#fdf0dc', '#b8661d', '#7a3f0c'),
    sauce: '#94460c',
    topping: [bit('chip', '#d07a1a', 5, 14), bit('dot', '#fff3d6', 3, 5)],
    sleeve: '#d6841c',
    sleeveDark: '#8c4d0c',
    bg: '#fdf0dc',
  },
  'kesar-pista-cone': {
    swirl: pal('#fbd774', '#fff6d6', '#dda83f', '#fff3dc', '#e2690b', '#9c4500'),
    sauce: '#e8590c',
    topping: [bit('chip', '#5fa82a', 7, 14), bit('strand', '#c92a0a', 1.6, 6)],
    sleeve: '#2e7d32',
    sleeveDark: '#174f1c',
    bg: '#fff3dc',
  },
  'strawberry-cone': {
    swirl: pal('#f78fb0', '#ffd4e2', '#d6517c', '#ffe7ee', '#e0245e', '#9d0f3a'),
    sauce: '#c8103f',
    topping: [
      bit('sprinkle', '#ffffff', 3, 6),
      bit('sprinkle', '#ffd23f', 3, 5),
      bit('sprinkle', '#4fc3f7', 3, 5),
      bit('sprinkle', '#8bc34a', 3, 5),
    ],
    sleeve: '#e0245e',
    sleeveDark: '#8f0c36',
    bg: '#ffe7ee',
  },
};

function waffleCone(): { defs: string; body: string } {
  return {
    defs:
      linear('cn', 1, 0, [[0, '#f2c27c'], [0.5, '#dca059'], [1, '#b97833']]) +
      '<pattern id="wf" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45 200 200)">' +
      '<path d="M0 0H16M0 0V16" stroke="#9a5a20" stroke-width="2.4" opacity=".55"/></pattern>',
    body:
      '<path d="M134 196H266L207 360Q200 372 193 360Z" fill="url(#cn)"/>' +
      '<path d="M134 196H266L207 360Q200 372 193 360Z" fill="url(#wf)"/>' +
      '<path d="M130 190H270L266 208H134Z" fill="#c98a40"/>',
  };
}

/** A soft-serve style swirl of three tiers and a curled tip. */
function swirl(p: Palette, sauce: string, topping: Bits[], rand: () => number): string {
  const tiers: [number, number, number, number, number][] = [
    // cx, cy, width, height, rotation
    [200, 180, 156, 46, -3],
    [198, 146, 126, 42, 4],
    [203, 115, 92, 38, -5],
  ];
  let out = '';
  for (const [cx, cy, w, h, rot] of tiers) {
    out +=
      `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${w}" height="${h}" rx="${n(h / 2)}" fill="url(#sw)" stroke="${p.dark}" stroke-opacity=".45" stroke-width="1.5" transform="rotate(${rot} ${cx} ${cy})"/>` +
      `<path d="M${n(cx - w / 2 + 16)} ${n(cy - h / 4)}Q${cx} ${n(cy - h / 2 - 2)} ${n(cx + w / 2 - 20)} ${n(cy - h / 4)}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="4" transform="rotate(${rot} ${cx} ${cy})"/>`;
  }
  out += `<path d="M172 104C176 82 196 70 214 56C212 74 224 86 230 104Z" fill="url(#sw)" stroke="${p.dark}" stroke-opacity=".45" stroke-width="1.5"/>`;
  // sauce drizzle with drips
  out +=
    `<path d="M136 176Q150 196 164 170T196 170T228 164T262 178" fill="none" stroke="${sauce}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M150 182q2 14 0 18M244 170q2 12 0 16" fill="none" stroke="${sauce}" stroke-width="6"/>` +
    `<path d="M160 134Q176 150 190 128T226 132" fill="none" stroke="${sauce}" stroke-width="5"/>`;
  // toppings scattered over the swirl
  out += bitsIn(rand, topping, 200, 140, 62, 196, 1);
  return out;
}

function coneSvg(name: string, art: ConeArt): string {
  const rand = rng(hash(name));
  const bd = backdrop(art.bg, 366, 70);
  const cone = waffleCone();
  const defs = bd.defs + cone.defs + linear('sw', 0, 1, [[0, art.swirl.light], [0.45, art.swirl.base], [1, art.swirl.dark]]);
  return svg(defs, bd.body + cone.body + swirl(art.swirl, art.sauce, art.topping, rand));
}

function coneWrapperSvg(name: string, title: string, art: ConeArt): string {
  const rand = rng(hash(name));
  const bd = backdrop(art.bg, 372, 80);
  const defs =
    bd.defs +
    linear('sl', 1, 0, [[0, art.sleeveDark], [0.35, art.sleeve], [0.6, art.sleeve], [1, art.sleeveDark]]) +
    linear('lid', 1, 1, [[0, '#ffffff'], [0.5, '#d9dee3'], [1, '#aab3bb']]) +
    linear('sw', 0, 1, [[0, art.swirl.light], [0.45, art.swirl.base], [1, art.swirl.dark]]) +
    '<clipPath id="cc"><path d="M114 150H286L207 362Q200 374 193 362Z"/></clipPath>';
  const words = title.split(' ');
  const last = words.pop() ?? '';
  const line1 = words.join(' ');
  const body =
    bd.body +
    '<path d="M114 150H286L207 362Q200 374 193 362Z" fill="url(#sl)"/>' +
    '<g clip-path="url(#cc)" fill="#fff" opacity=".16"><path d="M100 250L300 170V200L100 280Z"/><path d="M100 320L300 240V252L100 332Z"/></g>' +
    `<text font-family="sans-serif" font-weight="bold" font-size="15" fill="#fff" text-anchor="middle"><tspan x="200" y="206">${escapeXml(line1)}</tspan><tspan x="200" y="226">${escapeXml(last)}</tspan></text>` +
    `<circle cx="200" cy="272" r="24" fill="${art.bg}"/>` +
    `<g transform="translate(200 276) scale(.28) translate(-200 -150)">${swirl(art.swirl, art.sauce, [], rand)}</g>` +
    '<path d="M126 170Q130 250 190 350" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="6"/>' +
    // flat paper lid with crimped edge
    `<ellipse cx="200" cy="150" rx="90" ry="26" fill="url(#lid)" stroke="${art.sleeveDark}" stroke-width="3" stroke-dasharray="5 3"/>` +
    `<ellipse cx="200" cy="150" rx="70" ry="18" fill="${art.sleeve}"/>` +
    `<ellipse cx="200" cy="148" rx="40" ry="10" fill="${art.swirl.base}"/>` +
    `<ellipse cx="190" cy="145" rx="14" ry="4" fill="#fff" opacity=".5"/>`;
  return svg(defs, body);
}

// ---------------------------------------------------------------- candies and kulfi

type CandyShape = 'bar' | 'dolly' | 'kulfi' | 'chocobar' | 'twin';
interface CandyArt {
  shape: CandyShape;
  p: Palette; // candy colours; bg = backdrop tint; accent = wrapper colour
  inside?: string; // colour under a coating (chocobar, twin)
  texture: Bits[];
  ridges?: boolean;
}

const CANDIES: Record<string, CandyArt> = {
  'mango-dolly': {
    shape: 'dolly',
    p: pal('#ffb21e', '#ffe08a', '#e07f00', '#fff1cf', '#f9a602', '#b86b00'),
    texture: [bit('strand', '#ff9100', 1.6, 9)],
  },
  'orange-candy': {
    shape: 'bar',
    p: pal('#ff8a1e', '#ffc887', '#e05f00', '#ffeedd', '#ff6f00', '#b34700'),
    texture: [bit('dot', '#ffe2c2', 3, 10)],
    ridges: true,
  },
  'kala-khatta-candy': {
    shape: 'bar',
    p: pal('#5a2470', '#9a5fb0', '#2e0d3d', '#f1e6f4', '#3b1749', '#200a2a'),
    texture: [bit('dot', '#ffffff', 4.5, 16)],
    ridges: true,
  },
  chocobar: {
    shape: 'chocobar',
    p: pal('#5e3019', '#9a5e3a', '#341709', '#f3e6dc', '#7a3b18', '#3e1a07'),
    inside: '#fbefcf',
    texture: [],
  },
  'kulfi-stick': {
    shape: 'kulfi',
    p: pal('#f2c46f', '#fff0c4', '#cf9238', '#fff3dc', '#c2410c', '#7c2706'),
    texture: [bit('chip', '#7db544', 5, 7), bit('nut', '#fff4dc', 5, 4), bit('strand', '#d9480f', 1.4, 4)],
  },
  'pista-kulfi': {
    shape: 'kulfi',
    p: pal('#bcd98c', '#e8f4d2', '#86ae55', '#eef6e2', '#3f7d20', '#23500f'),
    texture: [bit('chip', '#4f8a1f', 5, 9), bit('nut', '#f4e6c6', 5, 3)],
  },
  'rajwadi-kulfi': {
    shape: 'kulfi',
    p: pal('#e8b35a', '#fcdda4', '#b57c27', '#fbecd6', '#8b1e3f', '#560f25'),
    texture: [bit('nut', '#fff0d4', 6, 5), bit('chip', '#72a93a', 5, 6), bit('strand', '#c7300a', 1.5, 5), bit('dot', '#e6e6ea', 3, 4)],
  },
  'choco-vanilla-bar': {
    shape: 'twin',
    p: pal('#fbefcf', '#ffffff', '#dcc28b', '#eef1fb', '#23418b', '#112457'),
    inside: '#fbefcf',
    texture: [],
  },
};

const BAR = 'M135 106A36 36 0 0 1 171 70H229A36 36 0 0 1 265 106V272A18 18 0 0 1 247 290H153A18 18 0 0 1 135 272Z';
const DOLLY = 'M135 138A65 65 0 0 1 265 138V272A18 18 0 0 1 247 290H153A18 18 0 0 1 135 272Z';
const KULFI = 'M176 78Q200 62 224 78L262 262Q268 298 200 300Q132 298 138 262Z';
const COCO = '#5e3019';

function candyParts(art: CandyArt, rand: () => number): { defs: string; body: string } {
  const p = art.p;
  const shape = art.shape === 'dolly' ? DOLLY : art.shape === 'kulfi' ? KULFI : BAR;
  const bites: [number, number, number][] =
    art.shape === 'kulfi' ? [[226, 70, 22]] : art.shape === 'dolly' ? [[256, 98, 24], [236, 72, 18]] : [[264, 86, 25], [240, 66, 18]];
  const coated = art.shape === 'chocobar' || art.shape === 'twin';
  const fill = art.shape === 'chocobar' ? COCO : p.base;
  const mainGrad =
    art.shape === 'chocobar'
      ? linear('cb', 1, 0, [[0, p.light], [0.35, p.base], [1, p.dark]])
      : linear('cb', 1, 0, [[0, p.light], [0.4, p.base], [1, p.dark]]);
  let defs =
    mainGrad +
    linear('wd', 1, 0, [[0, '#f0d29e'], [1, '#c2914f']]) +
    `<clipPath id="cl"><path d="${shape}"/></clipPath>` +
    '<mask id="bt"><rect width="400" height="400" fill="#fff"/>' +
    bites.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#000"/>`).join('') +
    '</mask>';
  let inner = `<path d="${shape}" fill="url(#cb)"/>`;
  if (art.shape === 'twin') {
    inner +=
      `<path d="M120 60H280V168Q266 184 252 168T224 170T196 166T168 172T140 166T120 170Z" fill="${COCO}"/>` +
      `<path d="M150 96V150" stroke="#fff" stroke-opacity=".25" stroke-width="8"/>` +
      `<path d="M140 230Q170 210 200 232T260 226" fill="none" stroke="${COCO}" stroke-width="5"/>`;
  }
  if (art.ridges) {
    inner += '<path d="M170 92V276M200 86V280M230 92V276" stroke="#fff" stroke-opacity=".22" stroke-width="7"/>';
  }
  if (art.shape === 'kulfi') {
    inner +=
      `<path d="M166 130Q200 138 234 130M156 180Q200 190 244 180M146 230Q200 242 254 230" fill="none" stroke="${p.dark}" stroke-opacity=".35" stroke-width="3"/>` +
      bitsIn(rand, art.texture, 200, 128, 52, 170, 1);
  } else if (art.texture.length > 0) {
    inner += bitsIn(rand, art.texture, 200, 180, 100, 280, 1);
  }
  // shine
  inner += `<path d="${art.shape === 'kulfi' ? 'M168 110L152 250' : 'M152 120V258'}" stroke="#fff" stroke-opacity=".35" stroke-width="10"/>`;
  // cut face where the bite exposes the inside of a coated bar
  let cut = '';
  if (coated) {
    defs +=
      '<mask id="rg"><rect width="400" height="400" fill="#000"/>' +
      bites.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r + 9}" fill="#fff"/>`).join('') +
      bites.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#000"/>`).join('') +
      '</mask>';
    cut = `<g mask="url(#rg)"><path d="${shape}" transform="translate(200 180) scale(.93) translate(-200 -180)" fill="${art.inside ?? '#fff'}"/></g>`;
  }
  const dripColour = art.shape === 'chocobar' ? COCO : fill;
  const drips =
    art.shape === 'kulfi'
      ? `<path d="M168 290c0 10-6 13-6 18a6 6 0 0 0 12 0c0-5-6-8-6-18Z" fill="${p.base}"/>`
      : `<path d="M162 284c0 12-7 16-7 22a7 7 0 0 0 14 0c0-6-7-10-7-22ZM240 284c0 8-5 11-5 15a5 5 0 0 0 10 0c0-4-5-7-5-15Z" fill="${dripColour}"/>`;
  return {
    defs,
    body:
      '<rect x="186" y="250" width="28" height="122" rx="12" fill="url(#wd)"/>' +
      '<path d="M194 262V360" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>' +
      `<g mask="url(#bt)">${drips}<g clip-path="url(#cl)">${inner}</g></g>` +
      cut,
  };
}

function candySvg(name: string, art: CandyArt): string {
  const rand = rng(hash(name));
  const bd = backdrop(art.p.bg, 372, 60);
  const c = candyParts(art, rand);
  return svg(bd.defs + c.defs, bd.body + c.body);
}

function candyWrapperSvg(name: string, title: string, art: CandyArt): string {
  const rand = rng(hash(name));
  const p = art.p;
  const bd = backdrop(p.bg, 300, 150);
  const c = candyParts(art, rand);
  let zl = 'M52 128';
  let zr = 'M348 128';
  for (let y = 128, i = 0; y <= 272; y += 8, i++) {
    zl += `L${i % 2 === 0 ? 40 : 30} ${y}`;
    zr += `L${i % 2 === 0 ? 360 : 370} ${y}`;
  }
  zl += 'L52 272Z';
  zr += 'L348 272Z';
  const words = title.split(' ');
  const lines: string[] = [];
  for (const w of words) {
    const lastLine = lines[lines.length - 1];
    if (lastLine !== undefined && (lastLine + ' ' + w).length <= 10) lines[lines.length - 1] = lastLine + ' ' + w;
    else lines.push(w);
  }
  const y0 = 204 - (lines.length - 1) * 11;
  const defs = bd.defs + c.defs + linear('wr', 0, 1, [[0, p.accent], [0.55, p.accent], [1, p.accentDark]]);
  const body =
    bd.body +
    `<path d="${zl}" fill="${p.accentDark}"/><path d="${zr}" fill="${p.accentDark}"/>` +
    '<path d="M44 150V250M356 150V250" stroke="#fff" stroke-opacity=".3" stroke-width="2" stroke-dasharray="4 4"/>' +
    '<path d="M50 128Q200 110 350 128V272Q200 290 50 272Z" fill="url(#wr)"/>' +
    '<path d="M50 232Q130 206 200 236T350 228V272Q200 290 50 272Z" fill="#fff" opacity=".15"/>' +
    '<path d="M70 134Q200 120 330 134" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="6"/>' +
    `<circle cx="272" cy="200" r="64" fill="${p.bg}"/>` +
    `<g transform="translate(272 206) rotate(-24) scale(.42) translate(-200 -220)">${c.body}</g>` +
    `<text font-family="sans-serif" font-weight="bold" font-size="19" fill="#fff" text-anchor="middle">` +
    lines.map((l, i) => `<tspan x="130" y="${y0 + i * 24}">${escapeXml(l)}</tspan>`).join('') +
    '</text>' +
    `<path d="M90 ${y0 + lines.length * 24 - 8}H170" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`;
  return svg(defs, body);
}

// ---------------------------------------------------------------- placeholder

function placeholderSvg(): string {
  const defs = radial('bg', [[0, '#ffffff'], [1, '#eceff2']], 0.5, 0.42, 0.55);
  const line = 'stroke="#aeb7c0" stroke-width="7" stroke-linejoin="round"';
  const stroke = `fill="none" ${line}`;
  const body =
    '<circle cx="200" cy="200" r="188" fill="url(#bg)"/>' +
    '<ellipse cx="200" cy="360" rx="60" ry="12" fill="#000" opacity=".06"/>' +
    `<path d="M140 204L200 352L260 204" ${stroke}/>` +
    '<path d="M160 230L214 300M184 214L228 270M214 214L236 240M240 230L186 300M216 214L172 270M186 214L164 240" fill="none" stroke="#c9d0d6" stroke-width="4"/>' +
    `<path d="M126 204C112 140 150 96 200 96S288 140 274 204Z" fill="#f6f7f9" ${line}/>` +
    `<path d="M132 204Q150 218 166 204T200 204T234 204T268 204" ${stroke}/>` +
    '<circle cx="176" cy="156" r="6" fill="#aeb7c0"/><circle cx="224" cy="156" r="6" fill="#aeb7c0"/>' +
    '<path d="M184 178Q200 190 216 178" fill="none" stroke="#aeb7c0" stroke-width="5"/>' +
    '<path d="M150 140Q156 118 176 110" fill="none" stroke="#fff" stroke-width="7"/>';
  return svg(defs, body);
}

// ---------------------------------------------------------------- main

function filesForCatalogue(): Map<string, string> {
  const files = new Map<string, string>();
  const add = (file: string | null, make: () => string): void => {
    if (file === null || files.has(file)) return;
    files.set(file, make());
  };
  for (const product of demoProducts) {
    const slug = product.image.replace(/\.svg$/, '').replace(/-tub$/, '');
    if (product.type === 'IceCreame') {
      const f = FLAVOURS[slug];
      if (f === undefined) throw new Error(`no flavour art for "${product.title}" (${slug})`);
      add(product.image, () => tubSvg(product.image, product.title, f));
      add(product.cover, () => cartonSvg(product.cover ?? '', product.title, f));
    } else {
      const cone = CONES[slug];
      const candy = CANDIES[slug];
      if (cone !== undefined) {
        add(product.image, () => coneSvg(product.image, cone));
        add(product.cover, () => coneWrapperSvg(product.cover ?? '', product.title, cone));
      } else if (candy !== undefined) {
        add(product.image, () => candySvg(product.image, candy));
        add(product.cover, () => candyWrapperSvg(product.cover ?? '', product.title, candy));
      } else {
        throw new Error(`no cone or candy art for "${product.title}" (${slug})`);
      }
    }
  }
  files.set('placeholder.svg', placeholderSvg());
  return files;
}

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  const files = filesForCatalogue();
  let total = 0;
  const tooBig: string[] = [];
  for (const [file, content] of files) {
    const bytes = Buffer.byteLength(content, 'utf8');
    if (bytes > MAX_BYTES) tooBig.push(`${file} (${bytes} bytes)`);
    writeFileSync(join(OUT_DIR, file), content);
    total += bytes;
  }
  console.log(`wrote ${files.size} SVG files (${total} bytes) to ${OUT_DIR}`);
  if (tooBig.length > 0) throw new Error(`over the ${MAX_BYTES} byte limit: ${tooBig.join(', ')}`);
}

main();
