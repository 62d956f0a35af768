/**
 * The messages by key (domain/message.ts) of the catalogues that only the server says: kept here rather
 * than beside the catalogues, so that the chunks of the storefront that load those catalogues do not load
 * the rules' module (domain/validation.ts, where `sayer` is) with them.
 */
import { deskAnswers } from '../domain/desk/messages.ts';
import { sayer } from '../domain/validation.ts';
import { cartTexts } from '../domain/messages/cart.ts';
import { httpTexts } from '../domain/messages/http.ts';

export const cartSaid = sayer('cartTexts', cartTexts);
export const httpSaid = sayer('httpTexts', httpTexts);
export const deskAnswerSaid = sayer('deskAnswers', deskAnswers);
