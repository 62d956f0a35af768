/**
 * The stored cart's format version: storage.ts writes it with the cart, storedCart.ts reads back only
 * this version. Its own module, so that the eagerly loaded writer and the lazily loaded reader share it
 * without importing each other.
 */
export const CART_VERSION = 1;
