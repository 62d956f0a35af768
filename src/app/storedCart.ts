/**
 * Reads back the cart kept in browser storage. A cart in another format is an empty cart; within the
 * current format each line is checked on its own, so one damaged line loses only itself, and a
 * quantity above the limit an order line may carry is clamped to it (the server refuses more).
 */
import { z } from 'zod/mini';
import { clampQuantity } from '../../domain/cartLine.ts';
import { productNames } from '../../domain/productNames.ts';
import type { CartItem } from '../../machines/cart.ts';
import { CART_VERSION } from './cartFormat.ts';

const storedCart = z.object({ version: z.literal(CART_VERSION), items: z.array(z.unknown()) });

const storedLine = z.object({
  product: z.object({
    id: z.number(), name: z.string(), names: z.optional(productNames), category: z.string(), image: z.string(), cover: z.string(), hasCover: z.boolean(),
  }),
  size: z.object({
    id: z.number(), size: z.string(), price: z.number(), mrp: z.number(), status: z.enum(['In Stock', 'Out of Stock']),
  }),
  quantity: z.number().check(z.int(), z.gte(1)),
});

/** The stored lines, or null when the text is not a cart in the current format. */
function storedLines(text: string): CartItem[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const cart = storedCart.safeParse(value);
  if (!cart.success) return null;
  return cart.data.items.flatMap((item) => {
    const line = storedLine.safeParse(item);
    return line.success ? [{ ...line.data, quantity: clampQuantity(line.data.quantity) }] : [];
  });
}

export function parseStoredCart(text: string | null): CartItem[] {
  return text === null ? [] : (storedLines(text) ?? []);
}

/**
 * The cart another tab wrote (a `storage` event's new value): its lines, none when it removed the cart,
 * or null for a value this version cannot read (left alone rather than taken as an empty cart).
 */
export function parseStoredCartChange(newValue: string | null): CartItem[] | null {
  return newValue === null ? [] : storedLines(newValue);
}
