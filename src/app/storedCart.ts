/** Reads back the cart kept in browser storage: anything not in the current format is an empty cart. */
import { z } from 'zod/mini';
import type { CartItem } from '../../machines/cart.ts';
import { CART_VERSION } from './storage.ts';

const storedCart = z.object({
  version: z.literal(CART_VERSION),
  items: z.array(
    z.object({
      product: z.object({
        id: z.number(), name: z.string(), category: z.string(), image: z.string(), cover: z.string(), hasCover: z.boolean(),
      }),
      size: z.object({
        id: z.number(), size: z.string(), price: z.number(), mrp: z.number(), status: z.enum(['In Stock', 'Out of Stock']),
      }),
      quantity: z.number().check(z.int(), z.gte(1), z.lte(99)),
    }),
  ),
});

export function parseStoredCart(text: string | null): CartItem[] {
  try {
    const parsed = storedCart.safeParse(JSON.parse(text ?? 'null'));
    return parsed.success ? parsed.data.items : [];
  } catch {
    return [];
  }
}
