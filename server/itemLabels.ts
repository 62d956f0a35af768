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
import { parseSize } from '../domain/sizes.ts';

const sizeWords = { en: enLabels.sizeInWords, gu: guLabels.sizeInWords, hi: hiLabels.sizeInWords };

export interface NamedSize {
  title: string;
  names?: ProductNames | undefined;
  size: string;
}

/** A size in `language`, as domain/sizes.ts shownSize words it in the shown one: English as written, else from its amount and unit. */
function sizeIn(sizeText: string, language: Language): string {
  const parsed = language === 'en' ? null : parseSize(sizeText);
  return parsed ? sizeWords[language](new Intl.NumberFormat(LOCALES[language]).format(parsed.amount), parsed.unit) : sizeText;
}

export function itemLabel(item: NamedSize, language: Language): string {
  return `${nameIn({ name: item.title, names: item.names }, language)} (${sizeIn(item.size, language)})`;
}
