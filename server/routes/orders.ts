import type { FastifyPluginAsync } from 'fastify';
import { languageOfRequest } from '../../domain/languageCookie.ts';
import { serverSaid } from '../../domain/messages/server.ts';
import { HttpError } from '../answers.ts';
import * as orders from '../services/orders.ts';
import { namedLanguage } from '../refusalLanguage.ts';
import type { Deps } from '../deps.ts';
import { customerCall, customerCallWithSessionKey, refusedAfterSession } from './define.ts';

function idempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] ?? '' : header;
  if (!orders.isValidIdempotencyKey(key)) {
    throw new HttpError(400, serverSaid('idempotencyKeyFormat'));
  }
  return key;
}

export const orderRoutes: FastifyPluginAsync<Deps> = async (app, { db, orderRule }) => {
  // The hot calls find the session in their own statements (issue 14).
  customerCallWithSessionKey(app, db, 'createOrder', async (body, session, { request }) => {
    let key: string | null;
    try {
      key = idempotencyKey(request.headers['idempotency-key']);
    } catch (error) {
      return refusedAfterSession(db, session, error);
    }
    // The storefront's language (its cookie, else the phone's), kept for the desk's WhatsApp message.
    const language = languageOfRequest(request.headers.cookie, request.headers['accept-language']);
    const wordsLanguage = namedLanguage(request);
    return orders.createOrder(db, { session, language, ...(wordsLanguage ? { wordsLanguage } : {}) }, body, orderRule, key);
  });
  customerCallWithSessionKey(app, db, 'getOrders', (_body, session) => orders.listOrders(db, session));
  customerCall(app, db, 'cancelOrder', (body, session) => orders.cancelOrder(db, session.userId, body.orderId));
};
