/**
 * The phone order's effects (machines/desk/phoneOrder.ts): the shop as the storefront sees it (its
 * catalogue calls getProducts and getConeCandy, its delivery area getPinCodes, and the order rule the
 * server wrote into the page), and the desk's findCustomer call.
 */
import { DEFAULT_ORDER_RULE } from '../../../domain/constants.ts';
import { parseOrderRuleName } from '../../../domain/orderRuleSetting.ts';
import { mergeProductLists } from '../../../domain/products.ts';
import type { FoundCustomer, PhoneOrderShop } from '../../../machines/desk/phoneOrder.ts';
import { acceptedCall } from '../../app/api.ts';
import { deskCall } from './api.ts';

export async function loadShop(signal: AbortSignal): Promise<PhoneOrderShop> {
  const [main, coneCandy, pinCodes] = await Promise.all([
    acceptedCall('getProducts', undefined, { signal }),
    acceptedCall('getConeCandy', undefined, { signal }),
    acceptedCall('getPinCodes', undefined, { signal }),
  ]);
  return {
    // The server writes the rule it runs with into the page (server/app.ts), for the desk as for the storefront.
    orderRule: parseOrderRuleName(document.querySelector('meta[name="order-rule"]')?.getAttribute('content') ?? undefined) ?? DEFAULT_ORDER_RULE,
    products: mergeProductLists(main.Data ?? [], coneCandy.Data ?? []),
    deliveryArea: (pinCodes.Data ?? []).map((pin) => ({ pinCode: pin.pinCode, locality: pin.area ?? '' })),
  };
}

export async function findCustomer(phone: string, signal: AbortSignal): Promise<FoundCustomer | null> {
  const { Data } = await deskCall('findCustomer', { phone }, { signal });
  return Data && { userId: Data.userId, name: Data.name, phone: Data.phone, addresses: Data.addresses };
}
