/**
 * The live order streams (Server-Sent Events over a GET authorised by the Bearer header, read by the
 * browser with fetch streaming): the desk's, with every order placed or changed, and a customer's, with
 * their own orders' only. Each stream subscribes to this process's one LISTEN (server/orderEvents.ts).
 *
 * A stream lasts no longer than its session (issue 26, point 1): it ends when the session is revoked
 * or removed, on whichever process (server/sessionRevocations.ts), and when it expires. And streams
 * cannot pile up (point 2): at most `perSession` per session and `perAddress` per client address are open
 * across all processes (counted in the database), and `perProcess` in all on one process (more answer
 * HTTP 429 in the contract's shape), each ends
 * after `maxLifeMinutes`, saying so first (an `end` message: the reader opens a new one at once, quietly:
 * src/app/eventStream.ts), and a client that does
 * not read is cut off once its socket's write buffer is full, rather than buffered for.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CUSTOMER_EVENTS_PATH, deskCalls, type OrderEvent } from '../../domain/desk/contract.ts';
import { mayDo } from '../../domain/desk/roles.ts';
import { STREAM_END_EVENT } from '../../domain/endpoints.ts';

import { serverSaid, serverTexts } from '../../domain/messages/server.ts';
import { HttpError } from '../answers.ts';
import type { Db, Listen } from '../db/client.ts';
import { orderEvents, type OrderNotice } from '../orderEvents.ts';
import { sessionRevocations, type SessionKind } from '../sessionRevocations.ts';
import { findSession } from '../services/sessions.ts';
import { giveBackStreamSeat, keepStreamSeats, KEEP_SEATS_MS, takeStreamSeat } from '../services/streamSeats.ts';
import { sessionLiveUntil } from '../services/streamSessions.ts';
import { deskSessionOf, headerBearer } from './deskDefine.ts';

import { httpSaid, deskAnswerSaid } from '../said.ts';

/** A comment line now and then keeps proxies and the browser from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

/** setTimeout's longest wait (a longer one fires at once). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface StreamLimits {
  perSession: number;
  perAddress: number;
  perProcess: number;
  /** A stream ends after this long, and its reader opens a new one (checking the session afresh). */
  maxLifeMinutes: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perSession: 3, perAddress: 20, perProcess: 1000, maxLifeMinutes: 30 };

export const TOO_MANY_STREAMS = serverTexts.tooManyStreams;

function eventOf(notice: OrderNotice): OrderEvent {
  return { kind: notice.kind, orderId: notice.orderId, status: notice.status, cancelReason: notice.cancelReason, at: notice.at };
}

/** Who a stream is for: its session and the events it carries. */
interface StreamOwner {
  kind: SessionKind;
  sessionId: number;
  wanted: (notice: OrderNotice) => boolean;
}

async function customerStream(db: Db, request: FastifyRequest): Promise<StreamOwner> {
  const token = headerBearer(request);
  if (!token) throw new HttpError(401, httpSaid('tokenNotFound'));
  const session = token.length <= 100 ? await findSession(db, token) : null;
  if (!session) throw new HttpError(401, httpSaid('unauthorized'));
  return { kind: 'customer', sessionId: session.sessionId, wanted: (notice) => notice.userId === session.userId };
}

async function deskStream(db: Db, request: FastifyRequest): Promise<StreamOwner> {
  const session = await deskSessionOf(db, request);
  if (!mayDo(session.role, deskCalls.events.action)) throw new HttpError(403, deskAnswerSaid('onlyTheOwner'));
  return { kind: 'desk', sessionId: session.sessionId, wanted: () => true };
}

/**
 * The streams open: counted per session and per client address across processes (a seat each in the
 * database, server/services/streamSeats.ts), and in all on this process.
 */
class OpenStreams {
  private readonly seats = new Set<number>();
  private total = 0;
  private keeping: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly limits: StreamLimits,
  ) {}

  /** A seat for a stream if all its counts are within their limits; null when one is full. */
  async take(session: string, address: string): Promise<number | null> {
    if (this.total >= this.limits.perProcess) return null;
    this.total += 1;
    const seat = await takeStreamSeat(this.db, session, address, this.limits).catch((error: unknown) => {
      this.total -= 1;
      throw error;
    });
    if (seat === null) {
      this.total -= 1;
      return null;
    }
    this.seats.add(seat);
    this.keeping ??= setInterval(() => void keepStreamSeats(this.db, [...this.seats]).catch(() => {}), KEEP_SEATS_MS).unref();
    return seat;
  }

  release(seat: number): void {
    this.seats.delete(seat);
    this.total -= 1;
    if (this.seats.size === 0 && this.keeping) {
      clearInterval(this.keeping);
      this.keeping = null;
    }
    // A seat that could not be given back (the database away for a moment) goes stale by itself.
    void giveBackStreamSeat(this.db, seat).catch(() => {});
  }
}

export function liveRoutes(app: FastifyInstance, db: Db, listen: Listen, limits: StreamLimits = DEFAULT_STREAM_LIMITS): void {
  const events = orderEvents(listen);
  const revocations = sessionRevocations(listen);
  const counts = new OpenStreams(db, limits);
  const open = new Set<() => void>();

  async function stream(request: FastifyRequest, reply: FastifyReply, owner: StreamOwner): Promise<void> {
    const session = `${owner.kind}:${owner.sessionId}`;
    const seat = await counts.take(session, request.ip);
    if (seat === null) throw new HttpError(429, serverSaid('tooManyStreams'), { 'retry-after': '60' });
    const response = reply.raw;
    let streaming = false;
    let ended = false;
    const stops: (() => void)[] = [];
    const timers: NodeJS.Timeout[] = [];
    const end = (cutOff = false) => {
      if (ended) return;
      ended = true;
      for (const timer of timers) clearTimeout(timer);
      for (const stop of stops) stop();
      counts.release(seat);
      open.delete(end);
      if (!streaming) return;
      if (cutOff) response.destroy();
      else if (!response.writableEnded) response.end();
    };
    // Whatever the socket has not taken yet is all a stream may buffer: a client that does not read is cut off.
    const send = (text: string) => {
      // Before `: listening` nothing is sent (nor promised).
      if (ended || !streaming) return;
      if (response.writableNeedDrain) end(true);
      else response.write(text);
    };
    // A client gone before the stream starts ends it too (and so frees its place).
    response.on('close', () => end());
    // It may have gone while its seat was being taken, before there was a listener to hear it.
    if (response.destroyed || !response.socket || response.socket.destroyed) end();
    try {
      stops.push(await revocations.watch(owner.kind, owner.sessionId, () => end()));
      stops.push(await events.subscribe((notice) => owner.wanted(notice) && send(`event: order\ndata: ${JSON.stringify(eventOf(notice))}\n\n`)));
      // Read once more now that this process hears revocations: a session ended meanwhile is not missed.
      const liveUntil = await sessionLiveUntil(db, owner.kind, owner.sessionId);
      if (!liveUntil || ended) throw new HttpError(401, httpSaid('unauthorized'));
      const lifeMs = Math.min(limits.maxLifeMinutes * 60_000, liveUntil.getTime() - Date.now(), LONGEST_TIMER_MS);
      timers.push(setTimeout(() => {
        send(`event: ${STREAM_END_EVENT}\ndata: reopen\n\n`);
        end();
      }, Math.max(lifeMs, 0)));
    } catch (error) {
      end();
      throw error;
    }
    reply.hijack();
    streaming = true;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    // The first bytes tell the reader that it is subscribed: nothing from now on is missed.
    response.write(': listening\n\n');
    timers.push(setInterval(() => send(': ping\n\n'), KEEP_ALIVE_MS));
    open.add(end);
  }

  app.get(`/api/${deskCalls.events.path}`, async (request, reply) => stream(request, reply, await deskStream(db, request)));
  app.get(`/api/${CUSTOMER_EVENTS_PATH}`, async (request, reply) => stream(request, reply, await customerStream(db, request)));

  // Open streams are ended before the server waits for its connections.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
    await Promise.all([events.close(), revocations.close()]);
  });
}
