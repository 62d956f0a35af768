/**
 * What the stress tests' clients share: calls of the contract over HTTP with a time limit, a seeded
 * random source (so a failing run can be replayed with its seed), the catalogue, and carts priced
 * with the domain's own rules as the storefront prices them.
 */
import { randomUUID } from 'node:crypto';
import { cartTotals } from '../../domain/cart.ts';
import { calls, SUCCESS_CODE, type CallName } from '../../domain/contract.ts';
import { DELIVERY_FEE } from '../../domain/constants.ts';

/** Longer than any answer of a healthy server on a busy machine; a request past it counts as unanswered. */
const REQUEST_LIMIT_MS = 20_000;

export interface CallReply {
  status: number;
  body: Record<string, unknown>;
  text: string;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
}

/** Calls a contract call by name; rejects when no answer arrives (refused, reset or timed out). */
export async function callApi(baseUrl: string, name: CallName, body?: unknown, options: CallOptions = {}): Promise<CallReply> {
  const definition = calls[name];
  const method = definition.methods[0];
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (method === 'POST') headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api/${definition.path}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON: the checks report the text.
  }
  return { status: response.status, body: parsed, text };
}

export function isSuccess(reply: CallReply): boolean {
  return reply.status === 200 && reply.body.code === SUCCESS_CODE;
}

/** Parses a success answer with the contract's schema; throws with the answer's text otherwise. */
export function successOf<N extends CallName>(name: N, reply: CallReply) {
  if (!isSuccess(reply)) throw new Error(`${name} answered HTTP ${reply.status}: ${reply.text.slice(0, 300)}`);
  return calls[name].answer.parse(reply.body) as ReturnType<(typeof calls)[N]['answer']['parse']>;
}

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: small, fast, and the same sequence for the same seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('Nothing to pick from');
      return items[int(0, items.length - 1)]!;
    },
  };
}

/** STRESS_SEED replays a run; otherwise a new seed, printed so that a failure can be replayed. */
export function stressSeed(label: string): number {
  const given = process.env.STRESS_SEED;
  const seed = given ? Number(given) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(seed)) throw new Error(`STRESS_SEED must be a whole number, not "${given}"`);
  console.log(`${label}: seed ${seed} (STRESS_SEED=${seed} replays it)`);
  return seed;
}

export interface StockedSize {
  pid: number;
  pMetaId: number;
  title: string;
  size: string;
  price: number;
  mrp: number;
  category: string;
}

/** The in-stock sizes of both lists, as the storefront shows them. */
export async function stockedSizes(baseUrl: string): Promise<StockedSize[]> {
  const main = successOf('getProducts', await callApi(baseUrl, 'getProducts'));
  const cones = successOf('getConeCandy', await callApi(baseUrl, 'getConeCandy'));
  return [...main.Data, ...cones.Data]
    .filter((product) => product.status === 'In Stock')
    .flatMap((product) =>
      (product.product_data ?? [])
        .filter((size) => size.status === 'In Stock')
        .map((size) => ({
          pid: product.pid,
          pMetaId: size.id,
          title: product.title,
          size: size.size,
          price: size.price,
          mrp: size.mrp,
          category: product.type ?? '',
        })),
    );
}

export interface OrderLine {
  pid: number;
  pMetaId: number;
  quantity: number;
  amount: number;
}

export interface OrderBody {
  addressId: number;
  totalAmount: number;
  orderMeta: OrderLine[];
}

/**
 * A cart that rule A accepts: one 5 Litre tub line (1 to 3 tubs) and up to two other sizes in random
 * quantities, priced with the domain's cartTotals.
 */
export function randomCart(random: Random, sizes: readonly StockedSize[], addressId: number): OrderBody {
  const tubs = sizes.filter((size) => size.size === '5 Litre');
  const others = sizes.filter((size) => size.size !== '5 Litre');
  const chosen = new Map<number, [StockedSize, number]>();
  const tub = random.pick(tubs);
  chosen.set(tub.pMetaId, [tub, random.int(1, 3)]);
  for (let extra = random.int(0, 2); extra > 0; extra -= 1) {
    const size = random.pick(others);
    chosen.set(size.pMetaId, [size, random.int(1, 6)]);
  }
  const picks = [...chosen.values()];
  const totals = cartTotals(
    picks.map(([size, quantity]) => ({
      productId: size.pid,
      category: size.category,
      size: { id: size.pMetaId, size: size.size, price: size.price, mrp: size.mrp, status: 'In Stock' as const },
      quantity,
    })),
    'A',
  );
  if (!totals.canPlaceOrder) throw new Error(`The stress cart breaks rule A: ${JSON.stringify(totals.orderValidationMessage)}`);
  return {
    addressId,
    totalAmount: totals.totalAmount + DELIVERY_FEE,
    orderMeta: totals.lines.map((line, index) => ({
      pid: picks[index]![0].pid,
      pMetaId: picks[index]![0].pMetaId,
      quantity: line.quantity,
      amount: line.amount,
    })),
  };
}

export interface StressCustomer {
  userId: number;
  email: string;
  password: string;
  token: string;
  addressId: number;
}

export const DELIVERY_PIN_CODE = '360005';

/** Signs up a new customer, logs in and adds a delivery address. */
export async function newStressCustomer(baseUrl: string, random: Random): Promise<StressCustomer> {
  const email = `stress.${randomUUID()}@example.com`;
  const phone = `9${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
  const password = 'kesar-pista-42';
  successOf('signUp', await callApi(baseUrl, 'signUp', { name: 'Stress Shopper', email, phone, password, FCMToken: '', device_type: 'web' }));
  const { token, userId } = successOf('login', await callApi(baseUrl, 'login', { userId: email, password }));
  const { addressId } = successOf(
    'addAddress',
    await callApi(baseUrl, 'addAddress', { address: '12 Kalawad Road, Near Crystal Mall', pinCode: DELIVERY_PIN_CODE, phone }, { token }),
  );
  return { userId, email, password, token, addressId };
}

/** The lines of an order as getOrders or createOrder answers them, comparable with what was sent. */
export function linesOf(orderMeta: readonly { pid: number; pMetaId?: number | undefined; quantity?: number | null | undefined; amount?: number | null | undefined }[]): OrderLine[] {
  return orderMeta
    .map((line) => ({ pid: line.pid, pMetaId: line.pMetaId ?? 0, quantity: line.quantity ?? 0, amount: line.amount ?? 0 }))
    .sort((a, b) => a.pMetaId - b.pMetaId);
}

export function sortedLines(lines: readonly OrderLine[]): OrderLine[] {
  return [...lines].sort((a, b) => a.pMetaId - b.pMetaId);
}
