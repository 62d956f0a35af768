/**
 * Place Order's expected outcomes, worked out by hand from the specification's rules (sections 3, 5 and 9)
 * for each sample cart (model/models/checkout.ts), never by domain/cart.ts or domain/orderRule.ts:
 * a line's amount is its MRP times its quantity, except 5 Litre tubs in a cart holding 10 litres or more
 * of them (the wholesale price, 1220); reading A wants a 5 Litre tub or 7 items of 750 ML tubs and
 * cone/candy; reading B wants 5 cone/candy in a cart of nothing else. Prices: 5 Litre 1220 (MRP 1450),
 * 750 ML 249 (MRP 260), a pack of cones 150 (MRP 160; one sample pack has no MRP, so its price is used).
 */
import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '../../machines/checkout.ts';
import { ADDRESS_ID, carts, customer } from '../models/checkout.ts';
import { eventTable } from '../oracle.ts';

export interface PlaceOrderExample {
  /** Each line's amount in the order sent, in rupees. */
  amounts: readonly number[];
  total: number;
  /** Whether the cart passes each reading of the order rule. */
  rule: { A: boolean; B: boolean };
  /** What the customer reads when a reading refuses the cart (spec section 5's messages, {n} filled in by hand). */
  refusal?: { A?: string; B?: string };
}

/** Spec section 5, reading A's message. */
const RULE_A_REFUSAL = 'Please add either 1 5-liter product, or a combination of 750ml products and cone/candy products totaling at least 7 items to place your order.';

export const placeOrderExamples: Record<keyof typeof carts, PlaceOrderExample> = {
  empty: { amounts: [], total: 0, rule: { A: false, B: true } },
  twoTubs: { amounts: [2440], total: 2440, rule: { A: true, B: true } },
  oneTub: { amounts: [1450, 520], total: 1970, rule: { A: true, B: true } },
  fewTubs: { amounts: [260, 260, 260], total: 780, rule: { A: false, B: true }, refusal: { A: RULE_A_REFUSAL } },
  fewCones: {
    amounts: [160, 160, 160, 160], total: 640, rule: { A: false, B: false },
    refusal: { A: RULE_A_REFUSAL, B: 'Minimum 5 quantities required for ConeCandy products. Current quantity: 4' },
  },
  sixItems: { amounts: [520, 260, 260, 160, 160], total: 1360, rule: { A: false, B: true }, refusal: { A: RULE_A_REFUSAL } },
  sevenItems: { amounts: [520, 260, 260, 160, 160, 160], total: 1520, rule: { A: true, B: true } },
  wholesaleMixed: { amounts: [2440, 260, 260, 320], total: 3280, rule: { A: true, B: true } },
  tubsOfNineLitres: { amounts: [3380], total: 3380, rule: { A: true, B: true } },
  tubAndSevenTubs: { amounts: [1450, 1820], total: 3270, rule: { A: true, B: true } },
  fiveCones: { amounts: [320, 160, 160, 160], total: 800, rule: { A: false, B: true }, refusal: { A: RULE_A_REFUSAL } },
  smallMixed: { amounts: [260, 320], total: 580, rule: { A: false, B: true }, refusal: { A: RULE_A_REFUSAL } },
  /** No MRP: 7 packs at the price, 150. */
  conesWithoutMrp: { amounts: [1050], total: 1050, rule: { A: true, B: true } },
};

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** Cash or UPI is chosen before Place Order, nothing else; while an order is under way, neither Place Order nor the method. */
export const checkoutEventTable = eventTable<CheckoutSnapshot>({
  rows: [
    { where: 'the cart, no order under way', when: (s) => s.matches('ready'), accepts: ['CHOOSE_PAYMENT upi', 'CHOOSE_PAYMENT cash', 'PLACE_ORDER'], refuses: ['CHOOSE_PAYMENT card'] },
    {
      where: 'an order under way ("Placing Order...")',
      when: (s) => s.matches('preparing') || s.matches('submitting'),
      refuses: ['PLACE_ORDER', 'CHOOSE_PAYMENT upi', 'CHOOSE_PAYMENT cash'],
    },
  ],
  sample: (entry) => {
    const [type, method] = entry.split(' ');
    if (type === 'PLACE_ORDER') return { type, items: carts.oneTub, addressId: ADDRESS_ID, user: customer };
    return { type: type!, method };
  },
});
