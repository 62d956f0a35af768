/**
 * A customer's delivery addresses. Every change locks the customer's row first, so two requests of
 * one customer (say two make-default calls) run one after the other, and the database's rule of
 * exactly one default address holds between them.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { AddressRecord, CallAnswer, CallRequest } from '../../domain/contract.ts';
import { MAX_ADDRESSES_PER_USER } from '../../domain/constants.ts';

import { serverSaid } from '../../domain/messages/server.ts';
import { isPlaceholderAddress, validateAddressRequest, type AddressParts, addressSaid } from '../../domain/address.ts';
import { HttpError, ok, refuse, type Refusal } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { addresses, pinCodes, users } from '../db/schema.ts';
import { deliveryPinCodes } from './content.ts';
import { addressTexts } from '../../domain/messages/addresses.ts';
import { httpSaid } from '../said.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A stored address as the apps read it: the parts only when it has them, the locality only when known. */
function addressRecordOf(row: typeof addresses.$inferSelect, locality: string | null): AddressRecord {
  const record: AddressRecord = { addressId: row.id, address: row.address, pinCode: row.pinCode, phone: row.phone, isDefault: row.isDefault };
  const parts = row.house !== null && row.street !== null ? { house: row.house, street: row.street, landmark: row.landmark ?? '' } : {};
  return { ...record, ...parts, ...(locality?.trim() ? { locality: locality.trim() } : {}) };
}

/** Locks the customer's row; an account deleted meanwhile answers 401 (its sessions went with it). */
async function lockCustomer(tx: Tx, userId: number): Promise<void> {
  const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!customer) throw new HttpError(401, httpSaid('unauthorized'));
}

async function ownAddress(db: Db | Tx, userId: number, addressId: number) {
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row ?? null;
}

/** A customer's addresses in the order they were added, each with its pin code's locality: getAddress, login, getUserDetail. */
export async function savedAddresses(db: Db, userId: number): Promise<AddressRecord[]> {
  const rows = await db
    .select({ address: addresses, locality: pinCodes.area })
    .from(addresses)
    .leftJoin(pinCodes, eq(pinCodes.pinCode, addresses.pinCode))
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id));
  return rows.map((row) => addressRecordOf(row.address, row.locality));
}

export async function listAddresses(db: Db, userId: number): Promise<CallAnswer<'getAddress'>> {
  const saved = await savedAddresses(db, userId);
  return ok(saved.length ? 'Addresses' : addressTexts.noAddresses, { Data: saved });
}

async function checkedFields(db: Db, request: CallRequest<'addAddress'> | CallRequest<'editAddress'>) {
  return validateAddressRequest(
    { ...request, landmark: request.landmark ?? undefined, pinCode: String(request.pinCode), phone: request.phone?.toString() ?? '' },
    await deliveryPinCodes(db),
  );
}

/** The stored parts: an address saved as text only (an old app's add or edit) has none. */
const storedParts = (parts: AddressParts | null) => ({ house: parts?.house ?? null, street: parts?.street ?? null, landmark: parts?.landmark || null });

export async function addAddress(
  db: Db,
  userId: number,
  request: CallRequest<'addAddress'>,
): Promise<CallAnswer<'addAddress'> | Refusal> {
  const fields = await checkedFields(db, request);
  if (!fields.ok) return refuse('400', fields.said);
  const created = await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [existing] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
    const total = existing?.total ?? 0;
    if (total >= MAX_ADDRESSES_PER_USER) return null;
    // The first real address replaces the placeholder a new customer was given (issue 23) as the default.
    const [current] = await tx
      .select({ id: addresses.id, address: addresses.address })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    const replacesPlaceholder = current !== undefined && isPlaceholderAddress(current.address) && !isPlaceholderAddress(fields.value.streetAddress);
    if (replacesPlaceholder) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.id, current.id));
    const [row] = await tx
      .insert(addresses)
      .values({
        userId, address: fields.value.streetAddress, ...storedParts(fields.value.parts),
        pinCode: fields.value.pinCode, phone: fields.value.phone, isDefault: total === 0 || replacesPlaceholder,
      })
      .returning({ id: addresses.id });
    return row!.id;
  });
  if (created === null) return refuse('409', serverSaid('tooManyAddresses', MAX_ADDRESSES_PER_USER));
  return ok(addressTexts.addressAdded, { addressId: created });
}

export async function editAddress(
  db: Db,
  userId: number,
  request: CallRequest<'editAddress'>,
): Promise<CallAnswer<'editAddress'> | Refusal> {
  const fields = await checkedFields(db, request);
  if (!fields.ok) return refuse('400', fields.said);
  // A body without phone keeps the stored one; an empty phone clears it.
  const phone = request.phone === undefined ? {} : { phone: fields.value.phone };
  const [updated] = await db
    .update(addresses)
    .set({ address: fields.value.streetAddress, ...storedParts(fields.value.parts), pinCode: fields.value.pinCode, ...phone })
    .where(and(eq(addresses.id, Number(request.addressId)), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return updated ? ok(addressTexts.addressUpdated, {}) : refuse('404', addressSaid('addressNotFound'));
}

/** Deleting the default address makes the first remaining one the default. */
export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<CallAnswer<'deleteAddress'> | Refusal> {
  const deleted = await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const address = await ownAddress(tx, userId, addressId);
    if (!address) return false;
    await tx.delete(addresses).where(eq(addresses.id, address.id));
    if (address.isDefault) {
      const [first] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)).limit(1);
      if (first) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, first.id));
    }
    return true;
  });
  return deleted ? ok(addressTexts.addressDeleted, {}) : refuse('404', addressSaid('addressNotFound'));
}

export async function makeDefaultAddress(
  db: Db,
  userId: number,
  addressId: number,
): Promise<CallAnswer<'makeDefaultAddress'> | Refusal> {
  const found = await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    if (!(await ownAddress(tx, userId, addressId))) return false;
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, addressId)));
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, addressId));
    return true;
  });
  return found ? ok(addressTexts.defaultAddressUpdated, {}) : refuse('404', addressSaid('addressNotFound'));
}
