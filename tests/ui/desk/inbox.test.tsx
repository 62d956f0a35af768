/** The order inbox through its screen: live arrival with alarm and title count, Accept, refused change, Cancel with a reason, the ticket. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deskMessages, deskRuleMessages, inboxMessages, passwordHelpMessages, ticketMessages } from '../../../domain/desk/messages.ts';
import { orderNoticeTexts } from '../../../domain/messages/orderNotice.ts';
import { orderNoticeTexts as guOrderNoticeTexts } from '../../../domain/messages/gu/orderNotice.ts';
import { staffSession } from '../../../model/models/desk/deskSession.ts';
import { acceptedOrder, cancelledOrder, FASTER, pendingOrder, shippedOrder } from '../../../model/models/desk/inbox.ts';
import { shopContact } from '../../../model/models/desk/fixtures.ts';
import { expectDeskCoverage, renderDesk } from './harness.tsx';

const orderCard = (displayId: string) => screen.getByRole('listitem', { name: displayId });

async function openInbox() {
  const desk = await renderDesk({ path: '/desk/orders', session: staffSession });
  await screen.findByRole('heading', { name: inboxMessages.title }, { timeout: 10_000 });
  await desk.stream({ type: 'STREAM_CONNECTED' });
  return desk;
}

describe('the order inbox', () => {
  it('shows a new order without a reload, rings and counts it in the title until it is accepted', async () => {
    const desk = await openInbox();
    await desk.settle('fetchOrders', { output: [shippedOrder] });
    expect(document.title).toBe('Orders | Rajkot Scoops desk');
    expect(desk.callsOf('playAlarm')).toHaveLength(0);
    await desk.stream({ type: 'ORDER_EVENT', event: { kind: 'created', orderId: 12, status: 'pending', cancelReason: null, at: pendingOrder.createdAt } });
    expect(desk.callsOf('playAlarm')).toHaveLength(1);
    expect(document.title).toBe('(1) New orders | Orders | Rajkot Scoops desk');
    await desk.settle('fetchOrders', { output: [pendingOrder, shippedOrder] });
    expect(screen.getByText(inboxMessages.waiting(1))).toBeTruthy();
    await desk.settle('playAlarm', { output: undefined });
    await desk.advance(20_000);
    expect(desk.callsOf('playAlarm')).toHaveLength(2);
    await desk.user.click(within(orderCard('ORD000012')).getByRole('button', { name: 'Accept' }));
    expect(desk.callsOf('changeStatus')).toEqual([{ orderId: 12, action: 'accept' }]);
    await desk.settle('changeStatus', { output: acceptedOrder });
    expect(screen.getByText(inboxMessages.accepted('ORD000012'))).toBeTruthy();
    expect(document.title).toBe('Orders | Rajkot Scoops desk');
    expect(within(orderCard('ORD000012')).getByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(within(orderCard('ORD000012')).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('keeps its message to the Orders section: after another section, Orders shows no old message (issue 27, point 4)', async () => {
    const desk = await openInbox();
    await desk.settle('fetchOrders', { output: [pendingOrder] });
    await desk.user.click(within(orderCard('ORD000012')).getByRole('button', { name: 'Accept' }));
    await desk.settle('changeStatus', { output: acceptedOrder });
    expect(screen.getByText(inboxMessages.accepted('ORD000012'))).toBeTruthy();
    await desk.user.click(screen.getByRole('link', { name: passwordHelpMessages.title }));
    expect(desk.location()).toBe('/desk/password-help');
    expect(screen.queryByText(inboxMessages.accepted('ORD000012'))).toBeNull();
    await desk.user.click(screen.getByRole('link', { name: inboxMessages.title }));
    await screen.findByRole('heading', { name: inboxMessages.title });
    expect(within(orderCard('ORD000012')).getByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(screen.queryByText(inboxMessages.accepted('ORD000012'))).toBeNull();
  });

  it("shows the server's reason when someone else was faster, and reloads the order", async () => {
    const desk = await openInbox();
    await desk.settle('fetchOrders', { output: [pendingOrder] });
    await desk.user.click(within(orderCard('ORD000012')).getByRole('button', { name: 'Accept' }));
    await desk.settle('changeStatus', { error: new Error(FASTER) });
    expect(screen.getByRole('alert').textContent).toBe(FASTER);
    expect(desk.callsOf('fetchOrder')).toEqual([{ orderId: 12 }]);
    await desk.settle('fetchOrder', { output: acceptedOrder });
    expect(within(orderCard('ORD000012')).getByText('Shipped')).toBeTruthy();
    // The card says who won, and when (India time).
    expect(within(orderCard('ORD000012')).getByText(inboxMessages.whoDid.accepted('Ravi Patel', '9:05 pm'))).toBeTruthy();
  });

  it('cancels with a reason given in a dialog', async () => {
    const desk = await openInbox();
    await desk.settle('fetchOrders', { output: [pendingOrder] });
    await desk.user.click(within(orderCard('ORD000012')).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog');
    await desk.user.click(within(dialog).getByRole('button', { name: inboxMessages.confirmCancel }));
    expect(within(dialog).getByRole('alert').textContent).toBe(deskRuleMessages.cancelReasonNeeded);
    expect(desk.callsOf('changeStatus')).toEqual([]);
    await desk.user.type(within(dialog).getByLabelText(inboxMessages.cancelReason), 'Out of stock');
    await desk.user.click(within(dialog).getByRole('button', { name: inboxMessages.confirmCancel }));
    expect(desk.callsOf('changeStatus')).toEqual([{ orderId: 12, action: 'cancel', reason: 'Out of stock' }]);
    await desk.settle('changeStatus', { output: cancelledOrder });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(orderCard('ORD000012')).getByText('Out of stock')).toBeTruthy();
    expect(within(orderCard('ORD000012')).getByText(inboxMessages.whoDid.cancelled('Ravi Patel', '9:10 pm'))).toBeTruthy();
  });

  it('filters by status and finds by name', async () => {
    const desk = await openInbox();
    await desk.settle('fetchOrders', { output: [pendingOrder] });
    await desk.user.selectOptions(screen.getByLabelText(inboxMessages.filterStatus), 'confirm');
    expect(desk.callsOf('fetchOrders').at(-1)).toEqual({ status: 'confirm', day: '', search: '' });
    await desk.settle('fetchOrders', { output: [shippedOrder] });
    await desk.user.type(screen.getByLabelText(inboxMessages.search), 'Kiran');
    await desk.user.click(screen.getByRole('button', { name: inboxMessages.searchButton }));
    expect(desk.callsOf('fetchOrders').at(-1)).toEqual({ status: 'confirm', day: '', search: 'Kiran' });
  });

  it('refetches when the live stream comes back', async () => {
    const desk = await openInbox();
    await desk.settle('fetchOrders', { output: [] });
    expect(screen.getByText(inboxMessages.empty)).toBeTruthy();
    await desk.stream({ type: 'STREAM_LOST' });
    expect(screen.getByText(inboxMessages.reconnecting)).toBeTruthy();
    await desk.stream({ type: 'STREAM_CONNECTED' });
    expect(desk.callsOf('fetchOrders')).toHaveLength(2);
  });

  it("refetches without showing a lost stream when the stream opens again after the server's planned end", async () => {
    const desk = await openInbox();
    await desk.settle('fetchOrders', { output: [] });
    await desk.stream({ type: 'STREAM_CONNECTED' });
    expect(screen.queryByText(inboxMessages.reconnecting)).toBeNull();
    expect(desk.callsOf('fetchOrders')).toHaveLength(2);
  });

  it("shows the customer's own phone when the order's address has none, and a dash when neither is known", async () => {
    const desk = await openInbox();
    const noAddressPhone = { ...pendingOrder, phone: '', customerPhone: '9123456780' };
    const nothingKnown = { ...shippedOrder, customerName: '', phone: '', customerPhone: '' };
    await desk.settle('fetchOrders', { output: [noAddressPhone, nothingKnown] });
    const card = orderCard(noAddressPhone.displayId);
    expect(within(card).getByRole('link', { name: '9123456780' }).getAttribute('href')).toBe('tel:9123456780');
    expect(card.textContent).toContain(`${noAddressPhone.customerName} · 9123456780`);
    expect(orderCard(nothingKnown.displayId).textContent).toContain('— · —');
    await desk.user.click(within(card).getByRole('link', { name: inboxMessages.printTicket }));
    expect((await screen.findByRole('article')).textContent).toContain('9123456780');
  });

  it('prints a ticket with the shop, the order id, items with unit prices, total, address and phone', async () => {
    const desk = await openInbox();
    await desk.settle('fetchOrders', { output: [pendingOrder] });
    await desk.user.click(within(orderCard('ORD000012')).getByRole('link', { name: inboxMessages.printTicket }));
    expect(desk.location()).toBe('/desk/orders/12/ticket');
    const ticket = await screen.findByRole('article');
    expect(ticket.textContent).toContain('ORD000012');
    expect(ticket.textContent).toContain('2 × Alphonso Mango 750 ML @ ₹225.00');
    // The shop's name, address and phone head the ticket (issue 27, point 6), as the order's answer carries them from the shop settings.
    expect(ticket.textContent!.startsWith(`${shopContact.name}${shopContact.address}${shopContact.phone}`)).toBe(true);
    expect(ticket.textContent).toContain(pendingOrder.address);
    expect(ticket.textContent).toContain(pendingOrder.phone);
    expect(ticket.getAttribute('data-ticket-width')).toBe('80');
    await desk.user.click(screen.getByRole('radio', { name: '58 mm' }));
    expect(ticket.getAttribute('data-ticket-width')).toBe('58');
    expect(document.head.textContent + document.body.innerHTML).toContain('@page { size: 58mm auto');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('button', { name: ticketMessages.print })).toBeTruthy();
  });

  it('shows how each order is paid in the inbox and on the ticket (issue 13)', async () => {
    const desk = await openInbox();
    await desk.settle('fetchOrders', { output: [{ ...pendingOrder, paymentMethod: 'upi' }, { ...shippedOrder, paymentMethod: 'cash' }] });
    expect(within(orderCard('ORD000012')).getByText(inboxMessages.paymentLabels.upi, { exact: false })).toBeTruthy();
    expect(within(orderCard(shippedOrder.displayId)).getByText(inboxMessages.paymentLabels.cash, { exact: false })).toBeTruthy();
    await desk.user.click(within(orderCard('ORD000012')).getByRole('link', { name: inboxMessages.printTicket }));
    const ticket = await screen.findByRole('article');
    expect(ticket.textContent).toContain(`${ticketMessages.payment}${inboxMessages.paymentLabels.upi}`);
  });

  it('links each accepted, delivered or cancelled order to WhatsApp with the customer’s number and the message (issue 27)', async () => {
    const desk = await openInbox();
    const cancelled = { ...pendingOrder, orderId: 14, displayId: 'ORD000014', status: 'cancelled' as const, cancelReason: 'Freezer broke down', phone: '+91 91234 56780' };
    await desk.settle('fetchOrders', { output: [pendingOrder, shippedOrder, cancelled] });
    expect(within(orderCard('ORD000012')).queryByRole('link', { name: inboxMessages.tellOnWhatsApp })).toBeNull();
    const shipped = within(orderCard(shippedOrder.displayId)).getByRole('link', { name: inboxMessages.tellOnWhatsApp });
    expect(shipped.getAttribute('target')).toBe('_blank');
    expect(shipped.getAttribute('rel')).toContain('noopener');
    const shippedLink = new URL(shipped.getAttribute('href')!);
    expect(shippedLink.origin + shippedLink.pathname).toBe(`https://wa.me/91${shippedOrder.phone}`);
    expect(shippedLink.searchParams.get('text')).toBe(orderNoticeTexts.accepted(shippedOrder.customerName, shippedOrder.displayId));
    const cancelledLink = new URL(within(orderCard('ORD000014')).getByRole('link', { name: inboxMessages.tellOnWhatsApp }).getAttribute('href')!);
    expect(cancelledLink.pathname).toBe('/919123456780');
    expect(cancelledLink.searchParams.get('text')).toBe(orderNoticeTexts.cancelled(cancelled.customerName, 'ORD000014', 'Freezer broke down'));
  });

  it('writes the WhatsApp message in the language the customer ordered in (issue 27)', async () => {
    const desk = await openInbox();
    await desk.settle('fetchOrders', { output: [{ ...shippedOrder, language: 'gu' }] });
    const link = new URL(within(orderCard(shippedOrder.displayId)).getByRole('link', { name: inboxMessages.tellOnWhatsApp }).getAttribute('href')!);
    expect(link.searchParams.get('text')).toBe(guOrderNoticeTexts.accepted(shippedOrder.customerName, shippedOrder.displayId));
  });

  it('shows the note for the rider a phone order carries on its card and its ticket (issue 27)', async () => {
    const desk = await openInbox();
    await desk.settle('fetchOrders', { output: [{ ...pendingOrder, riderNote: 'Ring twice' }, shippedOrder] });
    expect(within(orderCard('ORD000012')).getByText(inboxMessages.riderNote('Ring twice'))).toBeTruthy();
    expect(within(orderCard(shippedOrder.displayId)).queryByText(/For the rider/)).toBeNull();
    await desk.user.click(within(orderCard('ORD000012')).getByRole('link', { name: inboxMessages.printTicket }));
    expect((await screen.findByRole('article')).textContent).toContain(inboxMessages.riderNote('Ring twice'));
  });
});

describe('the inbox, less travelled', () => {
  it('marks an accepted order delivered, and keeps an order when the cancel is called off', async () => {
    const desk = await openInbox();
    await desk.settle('fetchOrders', { output: [pendingOrder] });
    await desk.user.click(within(orderCard('ORD000012')).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog');
    await desk.user.click(within(dialog).getByRole('button', { name: inboxMessages.keepOrder }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(desk.callsOf('changeStatus')).toEqual([]);
    await desk.user.click(within(orderCard('ORD000012')).getByRole('button', { name: 'Accept' }));
    await desk.settle('changeStatus', { output: acceptedOrder });
    await desk.user.click(within(orderCard('ORD000012')).getByRole('button', { name: 'Mark delivered' }));
    expect(desk.callsOf('changeStatus')).toHaveLength(2);
    expect(desk.callsOf('changeStatus').at(-1)).toMatchObject({ orderId: 12 });
  });

  it('says so when the orders cannot be loaded, and tries again', async () => {
    const desk = await openInbox();
    await desk.settle('fetchOrders', { error: new Error('offline') });
    await desk.user.click(within(screen.getByRole('alert')).getByRole('button', { name: deskMessages.tryAgain }));
    expect(desk.callsOf('fetchOrders')).toHaveLength(2);
  });

  it('says it is reconnecting when the live stream is lost before it connected', async () => {
    const desk = await renderDesk({ path: '/desk/orders', session: staffSession });
    await screen.findByRole('heading', { name: inboxMessages.title }, { timeout: 10_000 });
    await desk.stream({ type: 'STREAM_LOST' });
    expect(screen.getByText(inboxMessages.reconnecting)).toBeTruthy();
  });

  it('rings again after a silent alarm, and keeps the order when it cannot be reloaded', async () => {
    const desk = await openInbox();
    await desk.settle('fetchOrders', { output: [pendingOrder] });
    await desk.stream({ type: 'ORDER_EVENT', event: { kind: 'created', orderId: 12, status: 'pending', cancelReason: null, at: pendingOrder.createdAt } });
    await desk.settle('playAlarm', { error: new Error('autoplay blocked') });
    await desk.advance(20_000);
    expect(desk.callsOf('playAlarm')).toHaveLength(2);
    await desk.user.click(within(orderCard('ORD000012')).getByRole('button', { name: 'Accept' }));
    await desk.settle('changeStatus', { error: new Error(FASTER) });
    await desk.settle('fetchOrder', { error: new Error('offline') });
    expect(within(orderCard('ORD000012')).getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('stops when the desk signs out', async () => {
    const desk = await openInbox();
    await desk.settle('fetchOrders', { output: [pendingOrder] });
    await desk.user.click(screen.getByRole('button', { name: deskMessages.signOut }));
    await desk.settle('signOut', { output: null });
    expect(desk.actors.inbox.getSnapshot().value).toBe('signedOut');
  });
});

describe('the inbox through the screens', () => {
  it('reaches every transition the screens can', () => expectDeskCoverage('inbox', {}));
});
