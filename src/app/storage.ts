/** Browser storage keys of spec section 3, plus the versioned cart (DESIGN.md). */
import { z } from 'zod/mini';
import type { CartItem } from '../../machines/cart.ts';
import type { SessionUser } from '../../machines/session.ts';

export const storageKeys = {
  user: 'user',
  token: 'auth_token',
  language: 'language',
  userAddresses: 'user_addresses',
  addresses: 'addresses',
  cart: 'cart',
} as const;

const CART_VERSION = 1;

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

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the app keeps working from memory.
  }
}

export function readToken(): string | null {
  return read(storageKeys.token);
}

export function readCart(): CartItem[] {
  try {
    const parsed = storedCart.safeParse(JSON.parse(read(storageKeys.cart) ?? 'null'));
    return parsed.success ? parsed.data.items : [];
  } catch {
    return [];
  }
}

export function writeCart(items: readonly CartItem[]): void {
  write(storageKeys.cart, JSON.stringify({ version: CART_VERSION, items }));
}

export function readSession(): SessionUser | null {
  try {
    const user = JSON.parse(read(storageKeys.user) ?? 'null') as SessionUser | null;
    if (!user || typeof user !== 'object' || typeof user.name !== 'string') return null;
    return { ...user, token: read(storageKeys.token) ?? user.token ?? null };
  } catch {
    return null;
  }
}

export function writeSession(user: SessionUser | null): void {
  write(storageKeys.user, user ? JSON.stringify({ ...user, token: undefined }) : null);
  write(storageKeys.token, user?.token ?? null);
  write(storageKeys.userAddresses, user ? JSON.stringify(user.addresses) : null);
}

export function clearSessionStorage(): void {
  for (const key of [storageKeys.user, storageKeys.token, storageKeys.userAddresses, storageKeys.addresses]) write(key, null);
}

export function clearAllStorage(): void {
  try {
    localStorage.clear();
  } catch {
    // nothing stored
  }
}

export function readLanguage(): string | null {
  return read(storageKeys.language);
}

export function writeLanguage(language: string): void {
  write(storageKeys.language, language);
}
