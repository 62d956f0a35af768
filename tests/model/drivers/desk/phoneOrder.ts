/**
 * What every phone order state promises (its model: model/models/desk/phoneOrder.ts). The checks price
 * the order with their own arithmetic (the fixture's MRPs), not with domain/cart.ts.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { phoneOrderMessages } from '../../../../domain/desk/messages.ts';
import { formTexts } from '../../../../domain/messages/forms.ts';
import { messages } from '../../../../domain/messages/index.ts';
import { phoneOrderMachine, productsShown } from '../../../../machines/desk/phoneOrder.ts';
import type { StepContext } from '../../../../model/run.ts';
import { fixturePrices, hetal, placedOrder, SERVER_DOWN } from '../../../../model/models/desk/phoneOrder.ts';

type PhoneOrderMachine = typeof phoneOrderMachine;
type Snapshot = SnapshotFrom<PhoneOrderMachine>;

export const phoneOrderActors = ['loadShop', 'findCustomer', 'placeOrder'] as const;

/** The order's total by the fixture's prices. */
const expectedTotal = (snapshot: Snapshot) => snapshot.context.quantities.reduce((sum, line) => sum + fixturePrices[line.sizeId]! * line.quantity, 0);

export function checkPhoneOrder() {
  return (actual: Snapshot, _expected: Snapshot, { sut, event: stepEvent, previous }: StepContext<PhoneOrderMachine>) => {
    const event = stepEvent as { type: string; error?: Error; addressId?: number | null };
    const lastCall = sut.effects.calls.at(-1);
    expect(actual.hasTag('busy')).toBe(actual.matches('finding') || actual.matches('placing'));
    expect(actual.hasTag('loading')).toBe(actual.matches('loading'));
    if (actual.matches('loading')) expect(lastCall?.name).toBe('loadShop');
    if (actual.matches('loadFailed')) expect(actual.context.problem).toBe(phoneOrderMessages.loadFailed);
    if (actual.matches('finding')) {
      expect(lastCall).toEqual({ name: 'findCustomer', input: { phone: '9876543210' } });
      expect(actual.can({ type: 'FIND', phone: '9876543210' })).toBe(false);
    }
    if (event.type === 'FIND' && actual.matches('phone')) expect(actual.context.problem).toBe(phoneOrderMessages.invalidPhone);
    if (event.type === 'xstate.error.actor.findCustomer') expect(actual.context.problem).toBe(SERVER_DOWN);
    if (actual.matches({ details: 'existingCustomer' })) expect(actual.context.customer).toEqual(hetal);
    if (actual.matches({ details: 'newCustomer' })) expect(actual.context.customer).toBeNull();
    if (event.type === 'xstate.done.actor.findCustomer') {
      // An existing customer's default address is chosen; a new customer types one.
      expect(actual.context.addressId).toBe(actual.context.customer ? 8 : null);
    }
    if (event.type === 'PICK_ADDRESS' && event.addressId === 999) expect(actual.context.addressId).toBe(previous?.context.addressId);
    if (event.type === 'CONTINUE' && actual.matches('details')) {
      const { context } = actual;
      const expectedProblem = !context.customer && !context.name.trim()
        ? formTexts.enterName
        : context.addressId === 7
          ? formTexts.pinCodeOutsideArea
          : context.addressId === null && !context.address
            ? formTexts.enterStreetAddress
            : formTexts.pinCodeRequired;
      expect(context.problem).toBe(expectedProblem);
    }
    if (actual.matches('items') || actual.matches('review')) {
      // Out of stock never goes on the order; less of a size not on it is refused.
      expect(actual.can({ type: 'MORE', productId: 2, sizeId: 21 })).toBe(false);
      expect(actual.context.quantities.some((line) => line.sizeId === 21)).toBe(false);
    }
    if (actual.matches('items')) {
      // The search finds products by part of their name, whatever the letter case.
      expect(productsShown(actual.context).map((product) => product.name)).toEqual(actual.context.search ? ['Alphonso Mango'] : ['Alphonso Mango', 'Choco Bar']);
      const onOrder = actual.context.quantities.some((line) => line.sizeId === 11);
      expect(actual.can({ type: 'LESS', productId: 1, sizeId: 11 })).toBe(onOrder);
    }
    if (event.type === 'REVIEW' && actual.matches('items')) {
      expect(actual.context.problem).toBe(actual.context.quantities.length === 0 ? phoneOrderMessages.emptyOrder : messages.ruleA);
    }
    if (actual.matches('review')) {
      // Rule A: one 5-litre tub, or 7 items; the model adds at most 2 of 750 ML.
      expect(actual.context.quantities.some((line) => line.sizeId === 12)).toBe(true);
    }
    if (actual.matches('placing')) {
      const { context } = actual;
      expect(lastCall?.name).toBe('placeOrder');
      expect(lastCall?.input).toMatchObject({
        phone: '9876543210',
        totalAmount: expectedTotal(actual),
        lines: context.quantities.map((line) => ({ pid: line.productId, pMetaId: line.sizeId, quantity: line.quantity })),
      });
      const input = lastCall?.input as { name?: string; address: string; pinCode: string; paymentMethod: string; riderNote?: string };
      // How the customer pays is what was chosen on the review; the rider's note goes trimmed, or not at all.
      expect(input.paymentMethod).toBe(context.paymentMethod);
      expect(input.riderNote).toBe(context.riderNote ? 'Ring twice' : undefined);
      if (context.customer) {
        expect(input.name).toBeUndefined();
        expect([input.address, input.pinCode]).toEqual(context.addressId === 8 ? ['4 Race Course Road', '360001'] : ['9 Yagnik Road', '360005']);
      } else {
        // A new address's landmark joins its text as the storefront joins it.
        const address = context.landmark ? '9 Yagnik Road, near Jubilee Garden' : '9 Yagnik Road';
        expect(input).toMatchObject({ name: 'Bhavna Soni', address, pinCode: '360005' });
      }
      expect(actual.can({ type: 'PLACE' })).toBe(false);
    }
    if (event.type === 'xstate.error.actor.placeOrder') {
      // Refused: the server's words (or our own), and everything typed is still there.
      expect(actual.context.problem).toBe(event.error?.message || phoneOrderMessages.placeFailed);
      const { problem: _before, ...kept } = previous!.context;
      const { problem: _after, ...now } = actual.context;
      expect(now).toEqual(kept);
    }
    if (actual.matches('placed')) expect(actual.context.placed).toEqual(placedOrder);
    if (event.type === 'NEW_ORDER' || event.type === 'SIGNED_OUT') {
      expect(actual.context).toMatchObject({ phone: '', customer: null, name: '', addressId: null, address: '', pinCode: '', landmark: '', riderNote: '', paymentMethod: 'cash', quantities: [], search: '', placed: null });
    }
  };
}
