/** Browser storage keys of spec section 3, plus the versioned cart (DESIGN.md). */
import { paymentMethodOf, type PaymentMethod } from '../../domain/payment.ts';
import type { CartItem } from '../../machines/cart.ts';
import type { SessionUser } from '../../machines/session.ts';
import { CART_VERSION } from './cartFormat.ts';

export const storageKeys = {
  user: 'user',
  token: 'auth_token',
  language: 'language',
  userAddresses: 'user_addresses',
  addresses: 'addresses',
  cart: 'cart',
  /** The storefront's own: the delivery address chosen in the cart, with whose choice it is. */
  deliveryAddress: 'delivery_address',
  /** The storefront's own: how the cart's next order is paid (cash or UPI), kept across a reload (issue 23). */
  paymentMethod: 'payment_method',
} as const;

/** A key's value; null when it is not stored or storage is blocked. */
export function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a key's value (null removes it); storage that is full or blocked is left as it is. */
export function write(key: string, value: string | null): void {
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

/** The cart kept from an earlier visit; its checker (zod) loads apart from the first-load JavaScript. */
/** The kept cart's checker (its own chunk): loaded ahead while a page hydrates, so that reading the cart then waits for nothing. */
export const loadCartChecker = () => import('./storedCart.ts');

export async function readCart(): Promise<CartItem[]> {
  const { parseStoredCart } = await loadCartChecker();
  return parseStoredCart(read(storageKeys.cart));
}

export function writeCart(items: readonly CartItem[]): void {
  write(storageKeys.cart, JSON.stringify({ version: CART_VERSION, items }));
}

/** The payment method chosen in the cart before a reload; the default when none (or an unknown one) is kept. */
export function readPaymentMethod(): PaymentMethod {
  return paymentMethodOf(read(storageKeys.paymentMethod));
}

export function writePaymentMethod(method: PaymentMethod): void {
  write(storageKeys.paymentMethod, method);
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
  for (const key of [storageKeys.user, storageKeys.token, storageKeys.userAddresses, storageKeys.addresses, storageKeys.deliveryAddress]) {
    write(key, null);
  }
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
