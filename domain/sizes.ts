/** Size text rules (spec sections 5 and 9) and sizes as each language writes them (issue 24). */
import { formatNumber, type Language } from './locale.ts';
import { labelTexts as englishLabelTexts, type SizeUnit } from './messages/labels.ts';
import { textsIn } from './textCatalogues.ts';

const VOLUME_IN_TEXT = /(?:^|[^\d.])(\d+(?:\.\d+)?)\s*(ml|millilitres?|milliliters?|l|ltrs?|litres?|liters?)(?![a-z])/i;

/**
 * Litres named by a size text: "750 ML" -> 0.75, "5 L" / "5 Litre" -> 5, a bare "5" -> 5 (the shop's
 * old data spells the 5-litre tub so). Pack counts such as "Pack of 6" name no litres: null.
 */
export function sizeToLitres(sizeText: string): number | null {
  // "1,000 ml": digit grouping commas are not decimal points.
  const text = sizeText.trim().toLowerCase().replace(/(\d),(?=\d{3}\b)/g, '$1');
  if (text === '5') return 5;
  const match = VOLUME_IN_TEXT.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = match[2] ?? '';
  return unit.startsWith('m') ? amount / 1000 : amount;
}

/**
 * The 5-litre tub: "5", "5l", "5 l", "5 litre", or text containing "5 liter" (spec section 5),
 * read as "names exactly 5 litres" so that "15 liter" or "0.5 l" are not taken for it.
 */
export function isFiveLitreSize(sizeText: string): boolean {
  return sizeToLitres(sizeText) === 5;
}

export function isSevenFiftyMlSize(sizeText: string): boolean {
  return sizeToLitres(sizeText) === 0.75;
}

const PIECE_COUNT = /^\s*(\d{1,4})\s*$/;

/**
 * A cone/candy size as the customer reads it: the shop's apps need the piece count alone ("6"),
 * the storefront shows "6 pcs". Any other size text is shown as it is.
 */
export function pieceCountLabel(sizeText: string): string {
  const count = PIECE_COUNT.exec(sizeText)?.[1];
  return count === undefined ? sizeText : `${Number(count)} pcs`;
}

/**
 * An order line's size as the customer reads it, where the product's category is not known: a bare
 * number is a piece count, except the bare "5" that the shop's old data uses for the 5-litre tub.
 */
export function orderLineSizeLabel(sizeText: string): string {
  return isFiveLitreSize(sizeText) ? sizeText : pieceCountLabel(sizeText);
}

/** What a size text names: an amount of millilitres, litres or pieces. */
export interface SizeAmount {
  amount: number;
  unit: SizeUnit;
}

const PIECES = /^\s*(?:pack\s+of\s+)?(\d{1,4})\s*(?:pcs?|pieces?)?\s*$/i;

/**
 * The amount and unit a size text names: "750 ML", "5 Litre", "1.5 L", a bare "5" (the shop's old data
 * for the 5-litre tub), a piece count "6" or "6 pcs". Null for any other text, which is then shown as written.
 */
export function parseSize(sizeText: string): SizeAmount | null {
  const text = sizeText.trim().toLowerCase().replace(/(\d),(?=\d{3}\b)/g, '$1');
  if (text === '5') return { amount: 5, unit: 'litre' };
  const pieces = PIECES.exec(text)?.[1];
  if (pieces !== undefined) return { amount: Number(pieces), unit: 'piece' };
  const volume = VOLUME_IN_TEXT.exec(text);
  if (!volume || volume[0].trim() !== text) return null;
  return { amount: Number(volume[1]), unit: (volume[2] ?? '').startsWith('m') ? 'ml' : 'litre' };
}

/**
 * A size as a customer reads it in the shown language: English as the catalogue writes it ("750 ML",
 * "5 Litre", "6 pcs", the specification's words), Gujarati and Hindi from its amount and unit in the
 * language's catalogue ("750 મિલી", "5 लीटर", "6 નંગ"). A text that names no amount is shown as written.
 */
export function shownSize(language: Language, sizeText: string): string {
  const labelTexts = textsIn(language, englishLabelTexts);
  const parsed = language === 'en' ? null : parseSize(sizeText);
  return parsed ? labelTexts.sizeInWords(formatNumber(language, parsed.amount), parsed.unit) : sizeText;
}
