/** What the cart screen shows, derived from the machines' snapshots (small pure helpers for CartScreen). */
import { cartSavings, type PricedLine } from '../../domain/cart.ts';
import { toCartLine } from '../../domain/cartLine.ts';
import { cartTexts as englishCartTexts } from '../../domain/messages/cart.ts';
import { labelTexts } from '../../domain/messages/labels.ts';
import { formatAmount } from '../../domain/money.ts';
import { formatNumber } from '../../domain/locale.ts';
import { imageForSize } from '../../domain/products.ts';
import { cartSummary, itemKey, type CartContext, type CartItem } from '../../machines/cart.ts';
import type { CheckoutUser } from '../../machines/checkout.ts';
import type { SessionSnapshot } from '../../machines/session.ts';
import { textsIn } from '../../domain/textCatalogues.ts';
import type { Language } from '../../domain/locale.ts';

export interface CartRow {
  key: string;
  item: CartItem;
  line: PricedLine;
  image: string;
}

/** The picture of a cart line: the product's image rule for the line's size (cover for 750 ML and cone/candy). */
export function lineImage(item: CartItem): string {
  // imageForSize reads only category, image, cover and hasCover; a cart keeps no description or size list.
  return imageForSize({ ...item.product, description: '', sizes: [item.size] }, item.size);
}

/** Each cart item with its priced line (cartSummary keeps the items' order). */
export function cartRows(context: CartContext): CartRow[] {
  const { lines } = cartSummary(context);
  return context.items.flatMap((item, index) => {
    const line = lines[index];
    return line ? [{ key: itemKey(item), item, line, image: lineImage(item) }] : [];
  });
}

/** "You save ₹520.00" when the cart is priced below the MRP (issue 13); null when it saves nothing. */
export function savingsNote(language: Language, context: Pick<CartContext, 'items'>): string | null {
  const cartTexts = textsIn(language, englishCartTexts);
  const savings = cartSavings(context.items.map(toCartLine));
  return savings > 0 ? cartTexts.youSave(formatAmount(language, savings)) : null;
}

/** The cart's litres: "2.25 L" in English, the language's own word in Gujarati and Hindi ("15 લિટર", "15 लीटर"; issue 24). */
export function formatLitres(language: Language, volume: number): string {
  const amount = formatNumber(language, volume, { maximumFractionDigits: 3 });
  return language === 'en' ? `${amount} L` : textsIn(language, labelTexts).sizeInWords(amount, 'litre');
}

/** The user id the checkout needs, or null for a visitor (or a stored user without an id). */
export function checkoutUserId(snapshot: SessionSnapshot): number | null {
  return snapshot.matches('loggedIn') ? (snapshot.context.user?.userId ?? null) : null;
}

export function checkoutUser(userId: number | null): CheckoutUser | null {
  return userId === null ? null : { userId };
}
