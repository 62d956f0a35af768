/** The language cookie (issue 16): what the browser keeps, and what the server reads from a request's Cookie header. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, acceptedLanguages, languageCookie, languageOfRequest } from '../../domain/languageCookie.ts';
import { firstVisitLanguage, LANGUAGES } from '../../domain/locale.ts';
import { fontStylesheets } from '../../server/storefrontPage.ts';

describe('the language cookie', () => {
  it.each(LANGUAGES)('keeps %s for a year, for the whole shop, first-party', (language) => {
    expect(languageCookie(language)).toBe(`shop_language=${language}; Path=/; Max-Age=31536000; SameSite=Lax`);
    // What the browser sends back is read as the same language.
    expect(languageOfRequest(languageCookie(language).split(';')[0], undefined)).toBe(language);
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
    expect(languageOfRequest(header, undefined)).toBe(language);
  });

  it('the first shop_language a header holds decides; anything else is English', () => {
    expect(languageOfRequest('shop_language=hi; shop_language=gu', undefined)).toBe('hi');
    fc.assert(
      fc.property(fc.string().filter((value) => !/[;%]/.test(value)), (value) => {
        const language = languageOfRequest(`${LANGUAGE_COOKIE}=${value}`, undefined);
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

describe('the phone language on a first visit (issue 24)', () => {
  it.each([
    { cookie: undefined, accept: 'gu-IN,gu;q=0.9,en-US;q=0.8,en;q=0.7', expected: 'gu' },
    { cookie: undefined, accept: 'en-IN,hi;q=0.9', expected: 'en' },
    { cookie: undefined, accept: 'mr-IN,hi-IN;q=0.8,en;q=0.5', expected: 'hi' },
    { cookie: undefined, accept: 'en;q=0.5,gu;q=0.9', expected: 'gu' },
    { cookie: undefined, accept: 'gu;q=0,hi', expected: 'hi' },
    { cookie: undefined, accept: 'fr-FR,de', expected: 'en' },
    { cookie: undefined, accept: undefined, expected: 'en' },
    // A stored choice wins over the phone's languages, English included.
    { cookie: 'shop_language=en', accept: 'gu-IN', expected: 'en' },
    { cookie: 'shop_language=hi', accept: 'gu-IN', expected: 'hi' },
    { cookie: 'shop_language=xx', accept: 'gu-IN', expected: 'gu' },
  ])('cookie $cookie, Accept-Language $accept: $expected', ({ cookie, accept, expected }) => {
    expect(languageOfRequest(cookie, accept)).toBe(expected);
  });

  it('orders Accept-Language by weight, keeping the order of equal ones', () => {
    expect(acceptedLanguages('en;q=0.5, gu-IN, hi;q=0.8, *;q=0.1, mr')).toEqual(['gu-IN', 'mr', 'hi', 'en']);
  });

  it.each([
    { stored: null, browser: ['gu-IN', 'en-US'], expected: 'gu' },
    { stored: null, browser: ['ta-IN', 'hi-IN'], expected: 'hi' },
    { stored: null, browser: [], expected: 'en' },
    { stored: 'en', browser: ['gu-IN'], expected: 'en' },
    { stored: 'hi', browser: ['gu-IN'], expected: 'hi' },
    { stored: 'klingon', browser: ['gu-IN'], expected: 'gu' },
  ])('browser: stored $stored, navigator.languages $browser: $expected', ({ stored, browser, expected }) => {
    expect(firstVisitLanguage(stored, browser)).toBe(expected);
  });
});
