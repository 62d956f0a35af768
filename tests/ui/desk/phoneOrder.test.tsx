/** Phone orders through their screens, and the ticket opened straight from a bookmark. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deskMessages, inboxMessages, phoneOrderMessages, ticketMessages } from '../../../domain/desk/messages.ts';
import { formatRupees } from '../../../domain/money.ts';
import { formTexts } from '../../../domain/messages/forms.ts';
import { messages } from '../../../domain/messages/index.ts';
import { ownerSession, staffSession } from '../../../model/models/desk/deskSession.ts';
import { pendingOrder } from '../../../model/models/desk/inbox.ts';
import { hetal, phoneShop, placedOrder, SERVER_DOWN, TOTAL_REFUSED } from '../../../model/models/desk/phoneOrder.ts';
import { NOT_FOUND } from '../../../model/models/desk/ticket.ts';
import { expectDeskCoverage, renderDesk, type DeskHarness } from './harness.tsx';
import type { DeskSession } from '../../../machines/desk/deskSession.ts';

async function openPhoneOrder(session: DeskSession = staffSession) {
  const desk = await renderDesk({ path: '/desk/phone-order', session });
  await screen.findByRole('heading', { name: phoneOrderMessages.title }, { timeout: 10_000 });
  expect(screen.getByRole('status').textContent).toBe(phoneOrderMessages.loadingShop);
  // In Chromium the section can show before the machine has asked for the shop.
  await waitFor(() => expect(desk.callsOf('loadShop')).toHaveLength(1));
  await desk.settle('loadShop', { output: phoneShop });
  return desk;
}

async function find(desk: DeskHarness, phone: string) {
  const field = screen.getByLabelText(phoneOrderMessages.phone);
  await desk.user.clear(field);
  await desk.user.type(field, phone);
  await desk.user.click(screen.getByRole('button', { name: phoneOrderMessages.find }));
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const summary = () => screen.getByRole('region', { name: /item/ });

describe('phone orders', () => {
  it("places an order for an existing customer at a saved address, shows the server's refusal without losing it, then the ORD id and its ticket", async () => {
    const desk = await openPhoneOrder();
    await find(desk, '12345');
    expect(screen.getByRole('alert').textContent).toBe(phoneOrderMessages.invalidPhone);
    expect(desk.callsOf('findCustomer')).toEqual([]);
    await find(desk, '98765 43210');
    expect(desk.callsOf('findCustomer')).toEqual([{ phone: '9876543210' }]);
    expect(button(phoneOrderMessages.finding).disabled).toBe(true);
    await desk.settle('findCustomer', { output: hetal });

    expect(screen.getByRole('heading', { name: phoneOrderMessages.existingCustomer('Hetal Rana', '9876543210') })).toBeTruthy();
    const deliverTo = screen.getByRole('group', { name: phoneOrderMessages.savedAddresses });
    expect((within(deliverTo).getByLabelText('4 Race Course Road 360001') as HTMLInputElement).checked).toBe(true);
    // The other saved address is outside the delivery area.
    await desk.user.click(within(deliverTo).getByLabelText('12 Old Village Road 110001'));
    await desk.user.click(button(phoneOrderMessages.continue));
    expect(screen.getByRole('alert').textContent).toBe(formTexts.pinCodeOutsideArea);
    await desk.user.click(within(deliverTo).getByLabelText('4 Race Course Road 360001'));
    await desk.user.type(screen.getByLabelText(phoneOrderMessages.riderNote), 'Ring twice, dog at the gate');
    await desk.user.click(button(phoneOrderMessages.continue));

    // Items: found by name; the order rule is read live; out of stock cannot be added.
    const items = () => screen.getByRole('region', { name: phoneOrderMessages.items });
    await desk.user.type(screen.getByLabelText(phoneOrderMessages.search), 'choco');
    expect(within(items()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Choco Bar Cone & Candy']);
    await desk.user.type(screen.getByLabelText(phoneOrderMessages.search), 'late');
    expect(within(items()).getByText(phoneOrderMessages.noProductMatches)).toBeTruthy();
    await desk.user.clear(screen.getByLabelText(phoneOrderMessages.search));
    expect(within(items()).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(within(summary()).getByText(messages.ruleA)).toBeTruthy();
    expect(button(phoneOrderMessages.more('Choco Bar', '6 pcs')).disabled).toBe(true);
    expect(button(phoneOrderMessages.less('Alphonso Mango', '750 ML')).disabled).toBe(true);
    await desk.user.click(button(phoneOrderMessages.more('Alphonso Mango', '750 ML')));
    await desk.user.click(button(phoneOrderMessages.more('Alphonso Mango', '750 ML')));
    expect(screen.getByLabelText(phoneOrderMessages.quantity('Alphonso Mango', '750 ML')).textContent).toBe('2');
    expect(within(summary()).getByText(formatRupees('en', 500))).toBeTruthy();
    await desk.user.click(button(phoneOrderMessages.review));
    expect(screen.getByRole('alert').textContent).toBe(messages.ruleA);
    await desk.user.click(button(phoneOrderMessages.more('Alphonso Mango', '5 Litre')));
    expect(within(summary()).getByText(phoneOrderMessages.orderRuleMet)).toBeTruthy();
    expect(within(summary()).getByText(formatRupees('en', 2000))).toBeTruthy();
    await desk.user.click(button(phoneOrderMessages.review));

    const review = screen.getByRole('region', { name: phoneOrderMessages.reviewTitle });
    expect(review.textContent).toContain('Hetal Rana (9876543210)');
    expect(review.textContent).toContain('4 Race Course Road 360001');
    expect(review.textContent).toContain('2 × Alphonso Mango 750 ML');
    expect(review.textContent).toContain('1 × Alphonso Mango 5 Litre');
    expect(review.textContent).toContain(inboxMessages.riderNote('Ring twice, dog at the gate'));
    // Cash unless the customer says UPI.
    const payment = within(review).getByRole('group', { name: phoneOrderMessages.payment });
    expect((within(payment).getByLabelText(inboxMessages.paymentLabels.cash) as HTMLInputElement).checked).toBe(true);
    await desk.user.click(within(payment).getByLabelText(inboxMessages.paymentLabels.upi));
    expect((within(payment).getByLabelText(inboxMessages.paymentLabels.upi) as HTMLInputElement).checked).toBe(true);
    await desk.user.click(button(phoneOrderMessages.place));
    expect(desk.callsOf('placeOrder')).toEqual([
      {
        phone: '9876543210',
        address: '4 Race Course Road',
        pinCode: '360001',
        totalAmount: 2000,
        paymentMethod: 'upi',
        riderNote: 'Ring twice, dog at the gate',
        lines: [
          { pid: 1, pMetaId: 11, quantity: 2 },
          { pid: 1, pMetaId: 12, quantity: 1 },
        ],
      },
    ]);
    expect(button(phoneOrderMessages.placing).disabled).toBe(true);
    await desk.settle('placeOrder', { error: new Error(TOTAL_REFUSED) });
    expect(screen.getByRole('alert').textContent).toBe(TOTAL_REFUSED);
    expect(screen.getByRole('region', { name: phoneOrderMessages.reviewTitle }).textContent).toBe(review.textContent);

    await desk.user.click(button(phoneOrderMessages.place));
    expect(desk.callsOf('placeOrder')).toHaveLength(2);
    await desk.settle('placeOrder', { output: placedOrder });
    expect(screen.getByRole('heading', { name: phoneOrderMessages.placed('ORD000057', 'Hetal Rana') })).toBeTruthy();
    await desk.user.click(screen.getByRole('link', { name: phoneOrderMessages.openTicket }));
    expect(desk.location()).toBe('/desk/orders/57/ticket');
    // The inbox has not loaded this order: the ticket asks for it.
    await waitFor(() => expect(desk.callsOf('loadOrder')).toEqual([{ orderId: 57 }]), { timeout: 10_000 });
    expect(screen.getByRole('status').textContent).toBe(deskMessages.loading);
    await desk.settle('loadOrder', { output: placedOrder });
    expect((await screen.findByRole('article')).textContent).toContain('ORD000057');
  });

  it('adds a new customer with a name and an address in the delivery area; the owner may too', async () => {
    const desk = await openPhoneOrder(ownerSession);
    await find(desk, '9123456780');
    await desk.settle('findCustomer', { error: new Error(SERVER_DOWN) });
    expect(screen.getByRole('alert').textContent).toBe(SERVER_DOWN);
    expect((screen.getByLabelText(phoneOrderMessages.phone) as HTMLInputElement).value).toBe('9123456780');
    await desk.user.click(button(phoneOrderMessages.find));
    await desk.settle('findCustomer', { output: null });

    expect(screen.getByRole('heading', { name: phoneOrderMessages.newCustomer('9123456780') })).toBeTruthy();
    await desk.user.click(button(phoneOrderMessages.continue));
    expect(screen.getByRole('alert').textContent).toBe(formTexts.enterName);
    await desk.user.type(screen.getByLabelText(phoneOrderMessages.name), 'Bhavna Soni');
    await desk.user.type(screen.getByLabelText(phoneOrderMessages.address), '9 Yagnik Road');
    await desk.user.click(button(phoneOrderMessages.continue));
    expect(screen.getByRole('alert').textContent).toBe(formTexts.pinCodeRequired);
    const pinCodes = screen.getByLabelText(phoneOrderMessages.pinCode) as HTMLSelectElement;
    expect([...pinCodes.options].map((option) => option.textContent)).toEqual([phoneOrderMessages.choosePinCode, '360001 Rajkot City', '360005 Kalawad Road']);
    await desk.user.selectOptions(pinCodes, '360005');
    await desk.user.type(screen.getByLabelText(phoneOrderMessages.landmark), 'Jubilee Garden');
    await desk.user.click(button(phoneOrderMessages.continue));

    await desk.user.click(button(phoneOrderMessages.review));
    expect(screen.getByRole('alert').textContent).toBe(phoneOrderMessages.emptyOrder);
    await desk.user.click(button(phoneOrderMessages.more('Alphonso Mango', '5 Litre')));
    // Back to the address and forward again: nothing typed is lost.
    await desk.user.click(button(phoneOrderMessages.back));
    expect((screen.getByLabelText(phoneOrderMessages.name) as HTMLInputElement).value).toBe('Bhavna Soni');
    await desk.user.click(button(phoneOrderMessages.continue));
    expect(screen.getByLabelText(phoneOrderMessages.quantity('Alphonso Mango', '5 Litre')).textContent).toBe('1');
    await desk.user.click(button(phoneOrderMessages.review));
    await desk.user.click(button(phoneOrderMessages.place));
    expect(desk.callsOf('placeOrder')).toEqual([
      {
        phone: '9123456780', name: 'Bhavna Soni', address: '9 Yagnik Road, near Jubilee Garden', pinCode: '360005', totalAmount: 1500, paymentMethod: 'cash',
        lines: [{ pid: 1, pMetaId: 12, quantity: 1 }],
      },
    ]);
    await desk.settle('placeOrder', { output: { ...placedOrder, customerName: 'Bhavna Soni' } });
    expect(screen.getByRole('heading', { name: phoneOrderMessages.placed('ORD000057', 'Bhavna Soni') })).toBeTruthy();

    // Another order starts afresh, with the catalogue loaded again.
    await desk.user.click(button(phoneOrderMessages.another));
    expect(desk.callsOf('loadShop')).toHaveLength(2);
    await desk.settle('loadShop', { output: phoneShop });
    expect((screen.getByLabelText(phoneOrderMessages.phone) as HTMLInputElement).value).toBe('');
  });

  it('asks for a street before the review when the customer has only the placeholder address', async () => {
    const desk = await openPhoneOrder();
    await find(desk, '9876543210');
    await desk.settle('findCustomer', { output: { ...hetal, addresses: [{ addressId: 9, address: 'Default Address', pinCode: '360001', isDefault: true }] } });
    const deliverTo = screen.getByRole('group', { name: phoneOrderMessages.savedAddresses });
    // The placeholder is not chosen: the address fields are open at once.
    expect((within(deliverTo).getByLabelText(phoneOrderMessages.newAddress) as HTMLInputElement).checked).toBe(true);
    await desk.user.click(within(deliverTo).getByLabelText('Default Address 360001'));
    await desk.user.click(button(phoneOrderMessages.continue));
    expect(screen.getByRole('alert').textContent).toBe(phoneOrderMessages.placeholderNeedsStreet);
    expect(screen.queryByRole('region', { name: phoneOrderMessages.items })).toBeNull();
    await desk.user.click(within(deliverTo).getByLabelText(phoneOrderMessages.newAddress));
    await desk.user.type(screen.getByLabelText(phoneOrderMessages.address), '9 Yagnik Road');
    await desk.user.selectOptions(screen.getByLabelText(phoneOrderMessages.pinCode), '360005');
    await desk.user.click(button(phoneOrderMessages.continue));
    expect(screen.getByRole('region', { name: phoneOrderMessages.items })).toBeTruthy();
  });

  it('forgets an order under way when the desk signs out', async () => {
    const desk = await openPhoneOrder();
    await find(desk, '9876543210');
    await desk.settle('findCustomer', { output: hetal });
    await desk.user.click(button(deskMessages.signOut));
    await desk.settle('signOut', { output: undefined });
    expect(desk.actors.phoneOrder.getSnapshot().value).toBe('closed');
    expect(desk.actors.phoneOrder.getSnapshot().context).toMatchObject({ phone: '', customer: null, addressId: null });
  });

  it('says so when the catalogue cannot be loaded, and tries again', async () => {
    await renderDesk({ path: '/desk/phone-order', session: staffSession }).then(async (desk) => {
      await screen.findByRole('heading', { name: phoneOrderMessages.title }, { timeout: 10_000 });
      await desk.settle('loadShop', { error: new Error('') });
      expect(screen.getByRole('alert').textContent).toBe(phoneOrderMessages.loadFailed);
      await desk.user.click(button(phoneOrderMessages.retry));
      expect(desk.callsOf('loadShop')).toHaveLength(2);
      await desk.settle('loadShop', { output: phoneShop });
      expect(screen.getByLabelText(phoneOrderMessages.phone)).toBeTruthy();
    });
  });
});

describe('phone orders, going back', () => {
  it('loads the shop again when reopened, changes the number, takes an item off and goes back from the review', async () => {
    const desk = await openPhoneOrder();
    await desk.visit('/desk/orders');
    await desk.visit('/desk/phone-order');
    expect(desk.callsOf('loadShop')).toHaveLength(2);
    await desk.settle('loadShop', { output: phoneShop });
    await find(desk, '9876543210');
    await desk.settle('findCustomer', { output: hetal });
    await desk.user.click(button(phoneOrderMessages.changePhone));
    expect((screen.getByLabelText(phoneOrderMessages.phone) as HTMLInputElement).value).toBe('9876543210');
    await find(desk, '9876543210');
    await desk.settle('findCustomer', { output: hetal });
    await desk.user.click(button(phoneOrderMessages.continue));
    await desk.user.click(button(phoneOrderMessages.more('Alphonso Mango', '5 Litre')));
    await desk.user.click(button(phoneOrderMessages.more('Alphonso Mango', '750 ML')));
    await desk.user.click(button(phoneOrderMessages.less('Alphonso Mango', '750 ML')));
    expect(screen.getByLabelText(phoneOrderMessages.quantity('Alphonso Mango', '750 ML')).textContent).toBe('0');
    await desk.user.click(button(phoneOrderMessages.review));
    expect(screen.getByRole('region', { name: phoneOrderMessages.reviewTitle })).toBeTruthy();
    await desk.user.click(button(phoneOrderMessages.back));
    expect(screen.getByRole('region', { name: phoneOrderMessages.items })).toBeTruthy();
  });
});

describe('the ticket opened from a bookmark', () => {
  it('fetches the one order with the desk’s order call when the inbox has not loaded it', async () => {
    const desk = await renderDesk({ path: '/desk/orders/12/ticket', session: staffSession });
    await waitFor(() => expect(desk.callsOf('loadOrder')).toEqual([{ orderId: 12 }]), { timeout: 10_000 });
    // The inbox's first load has not answered: the ticket does not wait for it.
    expect(desk.callsOf('fetchOrders')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe(deskMessages.loading);
    await desk.settle('loadOrder', { output: pendingOrder });
    const ticket = await screen.findByRole('article');
    expect(ticket.textContent).toContain('ORD000012');
    expect(ticket.textContent).toContain(pendingOrder.address);
    expect(ticket.textContent).toContain(pendingOrder.phone);
    expect(button(ticketMessages.print).disabled).toBe(false);
  });

  it('shows an order the inbox has loaded without fetching it again', async () => {
    const desk = await renderDesk({ path: '/desk/orders', session: staffSession });
    await screen.findByRole('heading', { name: inboxMessages.title }, { timeout: 10_000 });
    await desk.settle('fetchOrders', { output: [pendingOrder] });
    await desk.visit('/desk/orders/12/ticket');
    expect((await screen.findByRole('article')).textContent).toContain('ORD000012');
    expect(desk.callsOf('loadOrder')).toEqual([]);
  });

  it("shows the server's words for an order that does not exist", async () => {
    const desk = await renderDesk({ path: '/desk/orders/999/ticket', session: staffSession });
    await waitFor(() => expect(desk.callsOf('loadOrder')).toEqual([{ orderId: 999 }]), { timeout: 10_000 });
    await desk.settle('loadOrder', { error: new Error(NOT_FOUND) });
    expect(screen.getByRole('alert').textContent).toBe(NOT_FOUND);
    expect(button(ticketMessages.print).disabled).toBe(true);
  });
});

describe('phone orders and the ticket through the screens', () => {
  it('reaches every transition of the phone order the screens can', () => expectDeskCoverage('phoneOrder', {}));
  it('reaches every transition of the ticket the screens can', () => expectDeskCoverage('ticket', {}));
});
