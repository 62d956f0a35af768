/**
 * The catalogue's answers (getProducts, getConeCandy) kept in memory, ready to send: the JSON text the
 * client receives and its ETag. Every process LISTENs on the catalogue channel (catalogueChanges.ts),
 * where each desk change is announced when it commits, and drops every copy then; the process making
 * the change drops its copies at once too. A copy is also never older than MAX_AGE_MS, which bounds
 * what a notification missed while the listening connection was being re-opened could leave behind.
 *
 * Only the catalogue is kept: orders, addresses and account answers are personal and always read
 * from the database.
 */
import { createHash } from 'node:crypto';
import type { CallAnswer } from '../../domain/contract.ts';
import type { Db, Listen } from '../db/client.ts';
import { listProducts, type ProductList } from './catalogue.ts';
import { CATALOGUE_CHANNEL, onLocalCatalogueChange } from './catalogueChanges.ts';

/** The longest a copy is served without a notification dropping it. */
export const MAX_AGE_MS = 60_000;
/**
 * Copies kept per list: one per public address the pictures are given on (PUBLIC_URL, or each Host a
 * request came to). A Host beyond these is answered without keeping a copy, so that made-up Host
 * headers cannot fill the memory.
 */
const MAX_ADDRESSES = 8;

export interface ReadyAnswer {
  /** The JSON text as sent. */
  body: string;
  /** A strong ETag of the body, quoted. */
  etag: string;
}

/** Turns the catalogue's answer into the text sent to a client of this public address. */
export type RenderAnswer = (list: ProductList, answer: CallAnswer<'getProducts'>, base: string | null) => string;

export interface CatalogueCache {
  answer(list: ProductList, base: string | null): Promise<ReadyAnswer>;
  /** Stops listening. */
  close(): Promise<void>;
}

export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

interface Copy {
  at: number;
  /** The database's answer, read once per change, and its text per public address. */
  answer: Promise<CallAnswer<'getProducts'>>;
  ready: Map<string | null, ReadyAnswer>;
}

export function catalogueCache(db: Db, listen: Listen, render: RenderAnswer, now: () => number = Date.now): CatalogueCache {
  const copies = new Map<ProductList, Copy>();
  let listening = false;
  const drop = () => copies.clear();
  const stopLocal = onLocalCatalogueChange(drop);
  // Until this process listens, every answer is read afresh (a change announced before could be missed).
  const stopListening = listen(CATALOGUE_CHANNEL, drop).then((stop) => {
    listening = true;
    return stop;
  });
  stopListening.catch(() => undefined);

  const fresh = (list: ProductList): Copy | null => {
    const copy = copies.get(list);
    return copy && now() - copy.at < MAX_AGE_MS ? copy : null;
  };

  const ready = (list: ProductList, answer: CallAnswer<'getProducts'>, base: string | null): ReadyAnswer => {
    const body = render(list, answer, base);
    return { body, etag: etagOf(body) };
  };

  return {
    async answer(list, base) {
      if (!listening) return ready(list, await listProducts(db, list), base);
      let copy = fresh(list);
      if (!copy) {
        // One read per change, however many requests ask meanwhile; a read that fails is not kept.
        const started: Copy = { at: now(), answer: listProducts(db, list), ready: new Map() };
        copy = started;
        copies.set(list, started);
        started.answer.catch(() => {
          if (copies.get(list) === started) copies.delete(list);
        });
      }
      const kept = copy.ready.get(base);
      if (kept) return kept;
      const answer = ready(list, await copy.answer, base);
      // Kept only if no change dropped this copy while it was read.
      if (copies.get(list) === copy && copy.ready.size < MAX_ADDRESSES) copy.ready.set(base, answer);
      return answer;
    },
    async close() {
      stopLocal();
      copies.clear();
      listening = false;
      const stop = await stopListening.catch(() => null);
      await stop?.();
    },
  };
}
