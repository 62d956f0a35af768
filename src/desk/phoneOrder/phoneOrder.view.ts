/** What the phone order's screens read from the machine's snapshot: the step shown, the order's figures, the words. */
import type { SnapshotFrom } from 'xstate';
import { unitPrice } from '../../../domain/cart.ts';
import type { PricedSize } from '../../../domain/cartLine.ts';
import { formatRupees } from '../../../domain/money.ts';
import { customerName, deliveryAddress, phoneOrderTotals, type PhoneOrderMachine } from '../../../machines/desk/phoneOrder.ts';

export type PhoneOrderSnapshot = SnapshotFrom<PhoneOrderMachine>;

export const PHONE_ORDER_STEPS = ['loading', 'loadFailed', 'phone', 'details', 'items', 'review', 'placed'] as const;
export type PhoneOrderStep = (typeof PHONE_ORDER_STEPS)[number];

/** The step the screen shows: finding stays on the phone step, placing on the review, closed shows the loading. */
export function phoneOrderStep(snapshot: PhoneOrderSnapshot): PhoneOrderStep {
  if (snapshot.matches('finding')) return 'phone';
  if (snapshot.matches('placing')) return 'review';
  if (snapshot.matches('closed')) return 'loading';
  return PHONE_ORDER_STEPS.find((step) => snapshot.matches(step)) ?? 'loading';
}

/** The price a size sells at before any wholesale price (the review shows the lines as priced). */
export const sizePrice = (category: string, size: PricedSize): string => formatRupees('en', unitPrice({ category, size }, false));

export const orderTotals = (snapshot: PhoneOrderSnapshot) => phoneOrderTotals(snapshot.context);

/** Whom and where, as the review shows them. */
export function orderFor(snapshot: PhoneOrderSnapshot): { name: string; phone: string; address: string; pinCode: string } {
  const name = customerName(snapshot.context);
  const where = deliveryAddress(snapshot.context);
  return {
    name: name.ok ? name.value : snapshot.context.name,
    phone: snapshot.context.phone,
    address: where.ok ? where.value.streetAddress : snapshot.context.address,
    pinCode: where.ok ? where.value.pinCode : snapshot.context.pinCode,
  };
}

/** The review's lines: "2 × Alphonso Mango 750 ML" and the amount priced by domain/cart.ts. */
export function reviewLines(snapshot: PhoneOrderSnapshot): { key: string; label: string; amount: string }[] {
  const { products } = snapshot.context.shop;
  return orderTotals(snapshot).lines.map((line) => ({
    key: `${line.productId}-${line.size.id}`,
    label: `${line.quantity} × ${products.find((product) => product.id === line.productId)?.name ?? ''} ${line.size.size}`,
    amount: formatRupees('en', line.amount),
  }));
}
