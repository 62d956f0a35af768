/**
 * The Gujarati and Hindi catalogues (domain/messages/gu/, domain/messages/hi/; issue 16) against the
 * English ones: the same keys, every text that takes values still shows each value, nothing left in
 * English but a small list of brand and unit words, and each language written in its own script.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages as guCompiled } from '../../domain/messages/compiled/gu.ts';
import { messages as hiCompiled } from '../../domain/messages/compiled/hi.ts';
import * as enContact from '../../domain/messages/contact.ts';
import * as enOrderNotice from '../../domain/messages/orderNotice.ts';
import * as guOrderNotice from '../../domain/messages/gu/orderNotice.ts';
import * as hiOrderNotice from '../../domain/messages/hi/orderNotice.ts';
import * as guContact from '../../domain/messages/gu/contact.ts';
import * as hiContact from '../../domain/messages/hi/contact.ts';
import * as enDeliveryCheck from '../../domain/messages/deliveryCheck.ts';
import * as guDeliveryCheck from '../../domain/messages/gu/deliveryCheck.ts';
import * as hiDeliveryCheck from '../../domain/messages/hi/deliveryCheck.ts';
import * as enDialog from '../../domain/messages/dialog.ts';
import * as guDialog from '../../domain/messages/gu/dialog.ts';
import * as hiDialog from '../../domain/messages/hi/dialog.ts';
import * as enForms from '../../domain/messages/forms.ts';
import * as guForms from '../../domain/messages/gu/forms.ts';
import * as hiForms from '../../domain/messages/hi/forms.ts';
import * as enHttp from '../../domain/messages/http.ts';
import * as guHttp from '../../domain/messages/gu/http.ts';
import * as hiHttp from '../../domain/messages/hi/http.ts';
import * as enLegal from '../../domain/messages/legal.ts';
import * as guLegal from '../../domain/messages/gu/legal.ts';
import * as hiLegal from '../../domain/messages/hi/legal.ts';
import * as enNotFound from '../../domain/messages/notFound.ts';
import * as guNotFound from '../../domain/messages/gu/notFound.ts';
import * as hiNotFound from '../../domain/messages/hi/notFound.ts';
import * as enOrderPayment from '../../domain/messages/orderPayment.ts';
import * as guOrderPayment from '../../domain/messages/gu/orderPayment.ts';
import * as hiOrderPayment from '../../domain/messages/hi/orderPayment.ts';
import * as enPayment from '../../domain/messages/payment.ts';
import * as guPayment from '../../domain/messages/gu/payment.ts';
import * as hiPayment from '../../domain/messages/hi/payment.ts';
import * as enReorder from '../../domain/messages/reorder.ts';
import * as guReorder from '../../domain/messages/gu/reorder.ts';
import * as hiReorder from '../../domain/messages/hi/reorder.ts';
import * as enResetPassword from '../../domain/messages/resetPassword.ts';
import * as guResetPassword from '../../domain/messages/gu/resetPassword.ts';
import * as hiResetPassword from '../../domain/messages/hi/resetPassword.ts';
import * as enServer from '../../domain/messages/server.ts';
import * as guServer from '../../domain/messages/gu/server.ts';
import * as hiServer from '../../domain/messages/hi/server.ts';
import * as enSitemap from '../../domain/messages/sitemap.ts';
import * as guSitemap from '../../domain/messages/gu/sitemap.ts';
import * as hiSitemap from '../../domain/messages/hi/sitemap.ts';
import * as enToasts from '../../domain/messages/toasts.ts';
import * as guToasts from '../../domain/messages/gu/toasts.ts';
import * as hiToasts from '../../domain/messages/hi/toasts.ts';
import * as enTitles from '../../domain/messages/titles.ts';
import * as guTitles from '../../domain/messages/gu/titles.ts';
import * as hiTitles from '../../domain/messages/hi/titles.ts';
import * as enLabels from '../../domain/messages/labels.ts';
import * as guLabels from '../../domain/messages/gu/labels.ts';
import * as hiLabels from '../../domain/messages/hi/labels.ts';
import * as enWebApp from '../../domain/messages/webApp.ts';
import * as guWebApp from '../../domain/messages/gu/webApp.ts';
import * as hiWebApp from '../../domain/messages/hi/webApp.ts';
import * as enAccount from '../../domain/messages/account.ts';
import * as guAccount from '../../domain/messages/gu/account.ts';
import * as hiAccount from '../../domain/messages/hi/account.ts';
import * as enAddresses from '../../domain/messages/addresses.ts';
import * as guAddresses from '../../domain/messages/gu/addresses.ts';
import * as hiAddresses from '../../domain/messages/hi/addresses.ts';
import * as enOrderHistory from '../../domain/messages/orderHistory.ts';
import * as guOrderHistory from '../../domain/messages/gu/orderHistory.ts';
import * as hiOrderHistory from '../../domain/messages/hi/orderHistory.ts';
import * as enCart from '../../domain/messages/cart.ts';
import * as guCart from '../../domain/messages/gu/cart.ts';
import * as guIndex from '../../domain/messages/gu/index.ts';
import * as guProducts from '../../domain/messages/gu/products.ts';
import * as hiCart from '../../domain/messages/hi/cart.ts';
import * as hiIndex from '../../domain/messages/hi/index.ts';
import * as hiProducts from '../../domain/messages/hi/products.ts';
import * as enIndex from '../../domain/messages/index.ts';
import * as enProducts from '../../domain/messages/products.ts';
import * as enProduct from '../../domain/messages/product.ts';
import * as guProduct from '../../domain/messages/gu/product.ts';
import * as hiProduct from '../../domain/messages/hi/product.ts';

type Catalogue = Record<string, string | ((...args: never[]) => string)>;
type Module = Record<string, Catalogue>;

/** Each translated area module: its name, the English module, and its Gujarati and Hindi ones. */
const modules: [string, object, object, object][] = [
  ['index', enIndex, guIndex, hiIndex],
  ['cart', enCart, guCart, hiCart],
  ['products', enProducts, guProducts, hiProducts],
  ['product', enProduct, guProduct, hiProduct],
  ['account', enAccount, guAccount, hiAccount],
  ['orderHistory', enOrderHistory, guOrderHistory, hiOrderHistory],
  ['addresses', enAddresses, guAddresses, hiAddresses],
  ['contact', enContact, guContact, hiContact],
  ['deliveryCheck', enDeliveryCheck, guDeliveryCheck, hiDeliveryCheck],
  ['dialog', enDialog, guDialog, hiDialog],
  ['forms', enForms, guForms, hiForms],
  ['http', enHttp, guHttp, hiHttp],
  ['legal', enLegal, guLegal, hiLegal],
  ['notFound', enNotFound, guNotFound, hiNotFound],
  ['orderPayment', enOrderPayment, guOrderPayment, hiOrderPayment],
  ['orderNotice', enOrderNotice, guOrderNotice, hiOrderNotice],
  ['payment', enPayment, guPayment, hiPayment],
  ['reorder', enReorder, guReorder, hiReorder],
  ['resetPassword', enResetPassword, guResetPassword, hiResetPassword],
  ['server', enServer, guServer, hiServer],
  ['sitemap', enSitemap, guSitemap, hiSitemap],
  ['toasts', enToasts, guToasts, hiToasts],
  ['webApp', enWebApp, guWebApp, hiWebApp],
  ['labels', enLabels, guLabels, hiLabels],
  ['titles', enTitles, guTitles, hiTitles],
];

/** Gujarati script (U+0A80–U+0AFF) and Devanagari (U+0900–U+097F), in which Hindi is written. */
const gujarati = /[\u0A80-\u0AFF]/u;
const devanagari = /[\u0900-\u097F]/u;

/**
 * Texts that stay as in English in every language: brand and unit words, and texts that only join the
 * caller's values (`module.key`).
 */
const sameAsEnglish = new Set([
  'index.mrpLabel',
  'index.productImageAlt',
  'account.missingDetail',
  'toasts.dismissToastSymbol',
  'webApp.appShortName',
]);

/**
 * Sample values a text is called with: distinct digit strings, so each can be found in the output, and
 * usable where the text takes a number (in a template, a comparison) or a string (`toLowerCase`); a
 * text that takes a list or a 24-hour clock time (shown in 12-hour wording, "10:00 AM") gets its own
 * (`module.key`).
 */
const ownSamples: Record<string, readonly unknown[]> = {
  'reorder.reorderUnavailable': [['4000', '4007', '4014']],
  'toasts.linesNoLongerAvailable': [['4000', '4007']],
  'cart.arrivesTodayAfter': ['10:00'],
  'cart.arrivesTomorrowAfter': ['11:30'],
  // Issue 24: values that choose the wording rather than appear in it (a unit, an hour named by its part of the day).
  'cart.unitPriceEach': ['4000', 'tub'],
  'labels.clockTime': [15, '48'],
  'labels.sizeInWords': ['4000', 'ml'],
};

/** The arguments (by position) that choose a text's wording and are not shown as they are. */
const wordingChoices: Record<string, readonly number[]> = {
  'cart.unitPriceEach': [1],
  'labels.clockTime': [0],
  'labels.sizeInWords': [1],
  // zod's English words for a refused field: Gujarati and Hindi say it in their own.
  'server.invalidField': [1],
};

function samplesFor(id: string, length: number): readonly unknown[] {
  return ownSamples[id] ?? Array.from({ length }, (_, i) => String(4000 + i * 7));
}

/** A text as it reads with sample values, plus each value it must show. */
function rendered(id: string, text: Catalogue[string]): { text: string; values: string[] } {
  if (typeof text === 'string') return { text, values: [] };
  const args = samplesFor(id, text.length);
  const shown = args.filter((_, index) => !wordingChoices[id]?.includes(index));
  return { text: (text as (...a: unknown[]) => string)(...args), values: shown.flat().map(String) };
}

/** A module's catalogues, without the messages by key (domain/message.ts `sayer`) an English one exports beside them. */
const cataloguesOf = (module: object): Module => Object.fromEntries(Object.entries(module).filter(([, value]) => typeof value === 'object')) as Module;

/**
 * What is wrong with one language's texts of an area module, as "name.key: problem": a key missing or
 * extra, a text of another kind or arity than the English one, an empty text, a value the text drops, a
 * text left as in English (outside the allow-list) or one without the language's script.
 */
function problemsOf(area: string, englishModule: object, translatedModule: object, script: RegExp): string[] {
  const problems: string[] = [];
  const en = cataloguesOf(englishModule);
  const translated = cataloguesOf(translatedModule);
  const keys = (object: object) => Object.keys(object).sort().join(',');
  if (keys(translated) !== keys(en)) problems.push(`exports ${keys(translated)}, English ${keys(en)}`);
  for (const [name, english] of Object.entries(en)) {
    const mine = translated[name] ?? {};
    if (keys(mine) !== keys(english)) problems.push(`${name}: keys differ from English`);
    for (const [key, text] of Object.entries(english)) {
      const translation = mine[key];
      const say = (problem: string) => problems.push(`${name}.${key}: ${problem}`);
      if (translation === undefined || typeof translation !== typeof text) {
        say(`a ${typeof translation}, English a ${typeof text}`);
        continue;
      }
      if (typeof text === 'function' && typeof translation === 'function' && translation.length !== text.length) {
        say(`takes ${translation.length} values, English ${text.length}`);
      }
      const out = rendered(`${area}.${key}`, translation);
      if (out.text.trim() === '') say('empty');
      for (const value of out.values) if (!out.text.includes(value)) say(`drops value ${value}`);
      if (sameAsEnglish.has(`${area}.${key}`)) continue;
      if (out.text === rendered(`${area}.${key}`, text).text) say('same as English');
      if (!script.test(out.text)) say(`not in the language's script: ${out.text}`);
    }
  }
  return problems;
}

describe.each(modules)('the %s texts', (area, en, gu, hi) => {
  it.each([
    ['gu', gu, gujarati],
    ['hi', hi, devanagari],
  ] as const)('in %s: the same keys and values as English, translated, in the script', (_language, translated, script) => {
    expect(problemsOf(area, en, translated, script)).toEqual([]);
  });
});

describe('the translated modules', () => {
  it('are every English module of domain/messages/, in both languages', () => {
    const dir = new URL('../../domain/messages/', import.meta.url);
    const english = readdirSync(dir).filter((file) => file.endsWith('.ts') && file !== 'translation.ts');
    const names = modules.map(([area]) => `${area}.ts`).sort();
    expect(names).toEqual(english.sort());
    expect(readdirSync(new URL('gu/', dir)).sort()).toEqual(names);
    expect(readdirSync(new URL('hi/', dir)).sort()).toEqual(names);
  });
});

describe('the check itself', () => {
  const en: Module = { cartTexts: { remove: 'Remove', lineLimit: (n: number) => `At most ${n}`, summaryTotal: 'Total' } };

  it('finds a missing key, a dropped value, an English text and the wrong script', () => {
    const bad: Module = { cartTexts: { remove: 'Remove', lineLimit: (_n: number) => 'વધુમાં વધુ', extra: 'કુલ' } };
    expect(problemsOf('cart', en, bad, gujarati)).toEqual([
      'cartTexts: keys differ from English',
      'cartTexts.remove: same as English',
      "cartTexts.remove: not in the language's script: Remove",
      'cartTexts.lineLimit: drops value 4000',
      'cartTexts.summaryTotal: a undefined, English a string',
    ]);
    const hindiInGujarati: Module = { cartTexts: { remove: 'हटाएँ', lineLimit: (n: number) => `ज़्यादा से ज़्यादा ${n}`, summaryTotal: 'कुल' } };
    expect(problemsOf('cart', en, hindiInGujarati, gujarati)).toHaveLength(3);
    expect(problemsOf('cart', en, hindiInGujarati, devanagari)).toEqual([]);
  });
});

/** Issue 24: sizes in the customer's words ("5 લિટર", "750 मि.ली."), never an English unit glued into the sentence ("5 Litreનો"). */
describe('sizes in Gujarati and Hindi texts', () => {
  const englishUnit = /\d\s*(ML|ml|Litre|Liter|Ltr|L)\b|Litre|Liter/;
  it.each([
    ['gu', guCompiled],
    ['hi', hiCompiled],
  ] as const)('no %s text writes a size with an English unit', (_language, compiled) => {
    const glued = Object.entries(compiled).filter(([, parts]) => englishUnit.test(JSON.stringify(parts)));
    expect(glued.map(([id]) => id)).toEqual([]);
  });
});
