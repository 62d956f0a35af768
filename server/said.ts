/**
 * The messages by key (domain/message.ts) of the storefront's catalogues that only the server says: kept
 * here rather than beside the catalogues, so that the storefront's lazily loaded catalogue chunks do not
 * share one more module (a chunk of its own, and bytes in the first load's list of chunks).
 */
import { sayer } from '../domain/validation.ts';
import { cartTexts } from '../domain/messages/cart.ts';
import { httpTexts } from '../domain/messages/http.ts';

export const cartSaid = sayer('cartTexts', cartTexts);
export const httpSaid = sayer('httpTexts', httpTexts);
