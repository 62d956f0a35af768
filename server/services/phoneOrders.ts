/**
 * Phone orders (issue 12, point 4): the desk places an order for a customer found by phone number, or
 * for a new one made with that phone and a name (with no usable password until a reset code). The
 * order itself is createOrder's: the same pricing, order rule and delivery area. Everything happens in
 * one transaction, so an order refused leaves no new customer or address behind; orders placed at once
 * for one new number make one customer.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { OrderRuleName } from '../../domain/constants.ts';
import type { DeskAnswer, ParsedDeskRequest } from '../../domain/desk/contract.ts';

import { isValidMobile, normalisePhone, validateAddress, formSaid } from '../../domain/validation.ts';
import { validateName } from '../../domain/personRules.ts';
import { ok, refuse, type Refusal } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { addresses, orders, users } from '../db/schema.ts';
import { recordAudit } from './audit.ts';
import { addAddress } from './addresses.ts';
import { deliveryPinCodes } from './content.ts';
import { deskOrderRecord } from './deskOrders.ts';
import type { DeskSession } from './deskSessions.ts';
import { createOrder } from './orders.ts';
import { deskAnswers } from '../../domain/desk/messages.ts';
import { deskAnswerSaid } from '../said.ts';

/** A customer made at the desk signs in with the phone number; this address only keeps the email column filled and unique. */
export const phoneCustomerEmail = (phone: string) => `${phone}@phone-order.invalid`;
/** Not an argon2 hash: no password matches it until the customer sets one with a reset code. */
export const NO_PASSWORD_YET = '!no-password-yet';

export async function findCustomer(db: Db, phoneTyped: string): Promise<DeskAnswer<'findCustomer'> | Refusal> {
  const phone = normalisePhone(phoneTyped);
  if (!isValidMobile(phone)) return refuse('400', formSaid('invalidPhoneOnSubmit'));
  const [customer] = await db.select({ userId: users.id, name: users.name, phone: users.phone }).from(users).where(eq(users.phone, phone));
  if (!customer) return ok(deskAnswers.noCustomerWithPhone, { Data: null });
  const saved = await db.select().from(addresses).where(eq(addresses.userId, customer.userId)).orderBy(asc(addresses.id));
  return ok(deskAnswers.customerFound, {
    Data: { ...customer, addresses: saved.map((row) => ({ addressId: row.id, address: row.address, pinCode: row.pinCode, phone: row.phone, isDefault: row.isDefault })) },
  });
}

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.msg);
  }
}

export async function placePhoneOrder(
  db: Db,
  session: DeskSession,
  request: ParsedDeskRequest<'phoneOrder'>,
  orderRule: OrderRuleName,
): Promise<DeskAnswer<'phoneOrder'> | Refusal> {
  const phone = normalisePhone(request.phone);
  if (!isValidMobile(phone)) return refuse('400', formSaid('invalidPhoneOnSubmit'));
  const where = validateAddress({ streetAddress: request.address, pinCode: request.pinCode, phone }, await deliveryPinCodes(db));
  if (!where.ok) return refuse('400', where.said);
  try {
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      let [customer] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.phone, phone));
      if (!customer) {
        const name = validateName(request.name ?? '');
        if (!name.ok) throw new Refused(refuse('400', request.name?.trim() ? name.said : deskAnswerSaid('nameNeededForNewCustomer')));
        // Another phone order for this new number may be making the customer at this moment: its row
        // wins (the insert waits for that transaction and does nothing), and this order is theirs too.
        [customer] = await tx
          .insert(users)
          .values({ name: name.value, email: phoneCustomerEmail(phone), phone, passwordHash: NO_PASSWORD_YET })
          .onConflictDoNothing()
          .returning({ id: users.id, name: users.name });
        if (customer) {
          await recordAudit(tx, { actor: session.deskUserId, action: 'customer.add', subjectType: 'customer', subjectId: customer.id, after: { name: name.value, phone } });
        } else {
          [customer] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.phone, phone));
        }
      }
      const userId = customer!.id;
      const [saved] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.address, where.value.streetAddress), eq(addresses.pinCode, where.value.pinCode)));
      let addressId = saved?.id;
      if (addressId === undefined) {
        const added = await addAddress(txDb, userId, { address: where.value.streetAddress, pinCode: where.value.pinCode, phone });
        if (!('addressId' in added)) throw new Refused(added);
        addressId = Number(added.addressId);
      }
      const orderMeta = request.lines.map((line) => ({ ...line, amount: 0 }));
      const placed = await createOrder(
        txDb, { userId }, { addressId, totalAmount: request.totalAmount, orderMeta, paymentMethod: request.paymentMethod }, orderRule, null,
      );
      if (!('orderId' in placed)) throw new Refused(placed);
      const orderId = Number(placed.orderId);
      const riderNote = request.riderNote?.trim();
      if (riderNote) await tx.update(orders).set({ riderNote }).where(eq(orders.id, orderId));
      await recordAudit(tx, { actor: session.deskUserId, action: 'order.phone', subjectType: 'order', subjectId: orderId, after: { userId, totalAmount: request.totalAmount, paymentMethod: placed.Data.paymentMethod, ...(riderNote ? { riderNote } : {}) } });
      return ok(deskAnswers.phoneOrderPlaced(customer!.name), { userId, Data: (await deskOrderRecord(tx, orderId))! });
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}
