/** Desk accounts, desk calls and orders for the desk's API tests. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { cartTotals } from '../../domain/cart.ts';
import { deskCalls, type DeskCallName } from '../../domain/desk/contract.ts';
import type { DeskRole } from '../../domain/desk/roles.ts';
import { SUCCESS_CODE } from '../../domain/contract.ts';
import { createDeskAccount } from '../../server/services/deskAccounts.ts';
import { addAddress, call, catalogue, expectSuccess, send, type Customer, type Reply, type TestServer } from './harness.ts';

export interface DeskPerson {
  deskUserId: number;
  email: string;
  password: string;
  token: string;
}

/** A desk account made as the owner script makes one, then signed in over HTTP. */
export async function deskPerson(server: TestServer, role: DeskRole, name = role === 'owner' ? 'Meera Shah' : 'Ravi Desai'): Promise<DeskPerson> {
  const email = `${role}.${randomUUID()}@desk.example`;
  const password = 'kulfi-counter-7';
  const created = await createDeskAccount(server.database.db, { email, name, password }, role, null);
  expect(created.code).toBe(SUCCESS_CODE);
  const signedIn = await desk(server, 'signIn', { email, password });
  expect(signedIn.body.code, signedIn.text).toBe(SUCCESS_CODE);
  return { deskUserId: (signedIn.body.Data as { deskUserId: number }).deskUserId, email, password, token: signedIn.body.token as string };
}

export function desk(server: TestServer, name: DeskCallName, body: unknown = {}, token?: string): Promise<Reply> {
  return send(server, deskCalls[name].path, body, { token, method: 'POST' });
}

/** A success answer of a desk call, read with its schema. */
export function deskSuccess<N extends DeskCallName>(name: N, reply: Reply) {
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body.code, reply.text).toBe(SUCCESS_CODE);
  return deskCalls[name].answer.parse(reply.body) as ReturnType<(typeof deskCalls)[N]['answer']['parse']>;
}

/**
 * A desk refusal: the HTTP status says what kind (401, 403, 404, 409, 422), the body its words in the
 * contract's shape, its `code` the same status.
 */
export function expectDeskRefusal(reply: Reply, status: 401 | 403 | 404 | 409 | 422, message: string | RegExp) {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.body.code, reply.text).toBe(String(status));
  if (typeof message === 'string') expect(reply.body.msg).toBe(message);
  else expect(reply.body.msg).toMatch(message);
}

/** One 5 Litre tub (enough for order rule A), as the storefront would send it. */
export async function oneTubLines(server: TestServer) {
  const tub = (await catalogue(server)).find((size) => size.inStock && size.size === '5 Litre')!;
  const totals = cartTotals([{ productId: tub.pid, category: tub.type, size: { id: tub.pMetaId, size: tub.size, price: tub.price, mrp: tub.mrp, status: 'In Stock' }, quantity: 1 }], 'A');
  return { totalAmount: totals.totalAmount, lines: [{ pid: tub.pid, pMetaId: tub.pMetaId, quantity: 1, amount: totals.lines[0]!.amount }] };
}

/** Places a pending order for the customer; answers its id. */
export async function placeOrder(server: TestServer, customer: Customer): Promise<number> {
  const addressId = await addAddress(server, customer);
  const { totalAmount, lines } = await oneTubLines(server);
  const reply = await call(server, 'createOrder', { addressId, totalAmount, orderMeta: lines }, { token: customer.token });
  return expectSuccess('createOrder', reply).orderId;
}
