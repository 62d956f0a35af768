/**
 * The installed app's identity agrees with the page and the theme: the manifest's theme colour is the
 * theme's brand red and index.html's theme-color, its background the theme's page colour, and the icons
 * it names are the files scripts/make-icons.ts committed, at the sizes they claim.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webApp, webAppIcons } from '../../domain/webApp.ts';

const root = join(import.meta.dirname, '../..');
const theme = readFileSync(join(root, 'src/styles/theme.css.ts'), 'utf8');
const themeColour = (name: string) => new RegExp(`\\b${name}: '(#[0-9a-f]{6})'`).exec(theme)?.[1];

describe('the web app manifest', () => {
  it('takes its colours from the theme, and index.html says the same theme colour', () => {
    expect(webApp.themeColour).toBe(themeColour('brand'));
    expect(webApp.backgroundColour).toBe(themeColour('page'));
    expect(readFileSync(join(root, 'index.html'), 'utf8')).toContain(`<meta name="theme-color" content="${webApp.themeColour}" />`);
  });

  it.each(webAppIcons.map((icon) => [icon.src, icon.sizes] as const))('%s is a PNG of %s', (src, sizes) => {
    const png = readFileSync(join(root, 'public', src));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(sizes);
  });

  it('has an icon for any shape at 192 and 512 pixels and a maskable one', () => {
    expect(webAppIcons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    expect(webAppIcons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });
});
