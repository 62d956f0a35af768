/**
 * An item as the server's refusals name it, in the language the caller's words are in (issue 24): the
 * product's Gujarati or Hindi name where the shop wrote one and its size in that language's words
 * ("હાફૂસ કેરી (5 લિટર)"), as the storefront shows them; English as the catalogue writes it
 * ("Alphonso Mango (5 Litre)") for a caller that names no language, as the shop's old apps do.
 */
import { LOCALES, type Language } from '../domain/locale.ts';
import { labelTexts as enLabels } from '../domain/messages/labels.ts';
import { labelTexts as guLabels } from '../domain/messages/gu/labels.ts';
import { labelTexts as hiLabels } from '../domain/messages/hi/labels.ts';
import { nameIn, type ProductNames } from '../domain/products.ts';
import { sizeInLanguage } from '../domain/sizes.ts';

const sizeWords = { en: enLabels.sizeInWords, gu: guLabels.sizeInWords, hi: hiLabels.sizeInWords };

export interface NamedSize {
  title: string;
  names?: ProductNames | undefined;
  size: string;
}

export function itemLabel(item: NamedSize, language: Language): string {
  const amount = (value: number) => new Intl.NumberFormat(LOCALES[language]).format(value);
  return `${nameIn({ name: item.title, names: item.names }, language)} (${sizeInLanguage(item.size, language, sizeWords[language], amount)})`;
}
