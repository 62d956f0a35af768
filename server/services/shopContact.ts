/**
 * The shop's name, address and phone the printed ticket shows (issue 27, point 6): three `settings` rows the
 * owner edits at the desk's shop settings (./deskShopSettings.ts), read by every desk order answer
 * (./deskOrders.ts) so that staff, who may not read the settings, print them too. DEFAULT_SHOP_CONTACT's for
 * what the owner never saved.
 */
import { inArray } from 'drizzle-orm';
import { DEFAULT_SHOP_CONTACT, type ShopContact } from '../../domain/shop.ts';
import { settings } from '../db/schema.ts';
import type { DbOrTx } from './audit.ts';

const SHOP_CONTACT_KEYS = { name: 'shop.name', address: 'shop.address', phone: 'shop.phone' } as const satisfies Record<keyof ShopContact, string>;
const FIELDS = Object.keys(SHOP_CONTACT_KEYS) as (keyof ShopContact)[];

export async function shopContact(db: DbOrTx): Promise<ShopContact> {
  const rows = await db.select().from(settings).where(inArray(settings.key, Object.values(SHOP_CONTACT_KEYS)));
  const value = (field: keyof ShopContact) => rows.find((row) => row.key === SHOP_CONTACT_KEYS[field])?.value ?? DEFAULT_SHOP_CONTACT[field];
  return { name: value('name'), address: value('address'), phone: value('phone') };
}

/** Stores checked details (domain/desk/shopRules.ts checkShopContact), inside the caller's transaction. */
export async function storeShopContact(tx: DbOrTx, contact: ShopContact): Promise<void> {
  for (const field of FIELDS) {
    const value = contact[field];
    await tx.insert(settings).values({ key: SHOP_CONTACT_KEYS[field], value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  }
}
