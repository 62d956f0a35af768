/** The language cookie (issue 16): what the browser keeps, and what the server reads from a request's Cookie header. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, languageCookie, languageOfCookies } from '../../domain/languageCookie.ts';
import { LANGUAGES } from '../../domain/locale.ts';
import { fontStylesheets } from '../../server/storefrontPage.ts';

describe('the language cookie', () => {
  it.each(LANGUAGES)('keeps %s for a year, for the whole shop, first-party', (language) => {
    expect(languageCookie(language)).toBe(`shop_language=${language}; Path=/; Max-Age=31536000; SameSite=Lax`);
    // What the browser sends back is read as the same language.
    expect(languageOfCookies(languageCookie(language).split(';')[0])).toBe(language);
  });

  it.each([
    ['shop_language=gu', 'gu'],
    ['theme=dark; shop_language=hi; other=1', 'hi'],
    ['  shop_language = gu ', 'gu'],
    ['shop_language=en', 'en'],
    ['shop_language=fr', 'en'],
    ['shop_language=GU', 'en'],
    ['shop_language=', 'en'],
    ['shop_language=gu%3Cscript', 'en'],
    // A value is percent-decoded and ends at the next ';', as every cookie's does.
    ['shop_language=%67u', 'gu'],
    ['shop_language=hi;x', 'hi'],
    ['my_shop_language=gu', 'en'],
    ['other=gu', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ] as const)('%j names %s', (header, language) => {
    expect(languageOfCookies(header)).toBe(language);
  });

  it('the first shop_language a header holds decides; anything else is English', () => {
    expect(languageOfCookies('shop_language=hi; shop_language=gu')).toBe('hi');
    fc.assert(
      fc.property(fc.string().filter((value) => !/[;%]/.test(value)), (value) => {
        const language = languageOfCookies(`${LANGUAGE_COOKIE}=${value}`);
        expect(language).toBe((LANGUAGES as readonly string[]).includes(value.trim()) ? value.trim() : 'en');
      }),
    );
  });
});

describe("a page's font stylesheets from vite's manifest", () => {
  it('are each script\'s @fontsource stylesheets as the build named them, none for English or other files', () => {
    const manifest = {
      'node_modules/@fontsource/noto-sans-gujarati/gujarati-400.css': { file: 'assets/gujarati-400-a1.css' },
      'node_modules/@fontsource/noto-sans-gujarati/gujarati-700.css': { file: 'assets/gujarati-700-b2.css' },
      'node_modules/@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2': { file: 'assets/g-400.woff2' },
      'node_modules/@fontsource/noto-sans-devanagari/devanagari-400.css': { file: 'assets/devanagari-400-c3.css' },
      'index.html': { file: 'assets/index-d4.js', css: ['assets/index-e5.css'] },
    };
    expect(fontStylesheets(manifest)).toEqual({
      en: [],
      gu: ['/assets/gujarati-400-a1.css', '/assets/gujarati-700-b2.css'],
      hi: ['/assets/devanagari-400-c3.css'],
    });
    expect(fontStylesheets({})).toEqual({ en: [], gu: [], hi: [] });
  });
});
