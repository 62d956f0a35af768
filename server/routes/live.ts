/**
 * The live order streams (Server-Sent Events over a GET authorised by the Bearer header, read by the
 * browser with fetch streaming): the desk's, with every order placed or changed, and a customer's, with
 * their own orders' only. Each stream subscribes to this process's one LISTEN (server/orderEvents.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CUSTOMER_EVENTS_PATH, deskCalls, type OrderEvent } from '../../domain/desk/contract.ts';
import { mayDo } from '../../domain/desk/roles.ts';
import { httpTexts } from '../../domain/messages/http.ts';
import { HttpError } from '../answers.ts';
import type { Db } from '../db/client.ts';
import type { OrderEvents, OrderNotice } from '../orderEvents.ts';
import { findSession } from '../services/sessions.ts';
import { deskSessionOf, headerBearer } from './deskDefine.ts';
import { deskAnswers } from '../../domain/desk/messages.ts';

/** A comment line now and then keeps proxies and the browser from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

function eventOf(notice: OrderNotice): OrderEvent {
  return { kind: notice.kind, orderId: notice.orderId, status: notice.status, cancelReason: notice.cancelReason, at: notice.at };
}

async function customerOf(db: Db, request: FastifyRequest): Promise<number> {
  const token = headerBearer(request);
  if (!token) throw new HttpError(401, httpTexts.tokenNotFound);
  const session = token.length <= 100 ? await findSession(db, token) : null;
  if (!session) throw new HttpError(401, httpTexts.unauthorized);
  return session.userId;
}

export function liveRoutes(app: FastifyInstance, db: Db, events: OrderEvents): void {
  const open = new Set<() => void>();

  async function stream(request: FastifyRequest, reply: FastifyReply, wanted: (notice: OrderNotice) => boolean): Promise<void> {
    const response = reply.raw;
    const unsubscribe = await events.subscribe((notice) => {
      if (wanted(notice)) response.write(`event: order\ndata: ${JSON.stringify(eventOf(notice))}\n\n`);
    });
    reply.hijack();
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    // The first bytes tell the reader that it is subscribed: nothing from now on is missed.
    response.write(': listening\n\n');
    const keepAlive = setInterval(() => response.write(': ping\n\n'), KEEP_ALIVE_MS);
    const end = () => {
      clearInterval(keepAlive);
      unsubscribe();
      open.delete(end);
      if (!response.writableEnded) response.end();
    };
    open.add(end);
    request.raw.on('close', end);
  }

  app.get(`/api/${deskCalls.events.path}`, async (request, reply) => {
    const session = await deskSessionOf(db, request);
    if (!mayDo(session.role, deskCalls.events.action)) throw new HttpError(403, deskAnswers.onlyTheOwner);
    await stream(request, reply, () => true);
  });

  app.get(`/api/${CUSTOMER_EVENTS_PATH}`, async (request, reply) => {
    const userId = await customerOf(db, request);
    await stream(request, reply, (notice) => notice.userId === userId);
  });

  // Open streams never end by themselves: they are ended before the server waits for its connections.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
    await events.close();
  });
}
