/**
 * The locality of an address's pin code (issue 13, part 3), from getPinCodes' `area`: in the pin code
 * select of the address forms ("360005 Kalawad Road"), on the saved address list and under the cart's
 * delivery address; an address whose pin code has no named locality (or with the fallback list) shows none.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { httpTexts as englishHttpTexts } from '../../domain/messages/http.ts';
import { carts } from '../../model/models/checkout.ts';
import { pendingOrder } from '../../model/models/orders.ts';
import { customer, deliveryAddressRecord } from './fixtures.ts';
import { renderApp, storedCart } from './harness.tsx';
import { goTo } from './session.steps.ts';
import { shown } from './shown.ts';

const httpTexts = shown(englishHttpTexts);

const pinCodes = [{ pinCode: '360001', area: 'Sadar Bazaar' }, { pinCode: '360005', area: 'Kalawad Road' }, { pinCode: '360007' }];
const unnamedRecord = { ...deliveryAddressRecord, addressId: 8, address: '3 Raiya Road', pinCode: '360007', isDefault: false };

async function openSignedIn(path: string, storage: Record<string, string> = {}) {
  const app = await renderApp({ path, session: customer, storage });
  return app;
}

describe('the locality beside the pin code', () => {
  it('the saved address list names the locality of a named pin code, and nothing for one without', async () => {
    const app = await openSignedIn('/settings/addresses');
    await app.settle('fetchPinCodes', { output: pinCodes });
    await app.settle('fetchAddresses', { output: [deliveryAddressRecord, unnamedRecord] });
    const named = (await screen.findByRole('heading', { name: deliveryAddressRecord.address })).closest('li')!;
    const unnamed = screen.getByRole('heading', { name: unnamedRecord.address }).closest('li')!;
    expect(within(named).getByText('Rajkot - 360005')).toBeTruthy();
    expect(within(unnamed).getByText('Rajkot - 360007')).toBeTruthy();
    expect(within(named).getByText('Locality: Kalawad Road')).toBeTruthy();
    expect(unnamed.textContent).not.toContain('Locality:');
  });

  it('the add form offers each pin code with its locality', async () => {
    const app = await openSignedIn('/settings/addresses/add');
    await app.settle('fetchPinCodes', { output: pinCodes });
    await app.settle('fetchAddresses', { output: [deliveryAddressRecord] });
    const select = (await screen.findByLabelText('Pin code')) as HTMLSelectElement;
    const options = [...select.options].filter((option) => option.value !== '').map((option) => [option.value, option.textContent]);
    expect(options).toEqual([['360001', '360001 Sadar Bazaar'], ['360005', '360005 Kalawad Road'], ['360007', '360007']]);
    await app.user.selectOptions(select, '360005');
    expect(select.value).toBe('360005');
  });

  it('with the fallback list (getPinCodes failed) the pin codes read as they are', async () => {
    const app = await openSignedIn('/settings/addresses/add');
    await app.settle('fetchPinCodes', { error: new Error(httpTexts.apiError(503)) });
    await app.settle('fetchAddresses', { output: [deliveryAddressRecord] });
    const select = (await screen.findByLabelText('Pin code')) as HTMLSelectElement;
    const labels = [...select.options].filter((option) => option.value !== '').map((option) => option.textContent);
    expect(labels).toContain('360005');
    expect(labels.every((label) => /^\d{6}$/.test(label ?? ''))).toBe(true);
  });

  it('the cart\'s delivery address names its locality', async () => {
    const app = await openSignedIn('/cart', { cart: storedCart(carts.oneTub) });
    await app.settle('fetchPinCodes', { output: pinCodes });
    await app.settle('fetchAddresses', { output: [deliveryAddressRecord] });
    const delivery = within(await screen.findByRole('region', { name: 'Delivery Address' }));
    expect(delivery.getByText('12 Kalawad Road, Rajkot, Rajkot - 360005', { exact: false })).toBeTruthy();
    expect(delivery.getByText('Locality: Kalawad Road')).toBeTruthy();
  });

  it('an address the server names a locality with shows it, even with the fallback pin codes', async () => {
    const app = await openSignedIn('/settings/addresses');
    await app.settle('fetchPinCodes', { error: new Error(httpTexts.apiError(503)) });
    await app.settle('fetchAddresses', { output: [{ ...deliveryAddressRecord, locality: 'Kalawad Road' }] });
    const card = (await screen.findByRole('heading', { name: deliveryAddressRecord.address })).closest('li')!;
    expect(within(card).getByText('Locality: Kalawad Road')).toBeTruthy();
  });

  it('an order\'s details name the locality of its pin code', async () => {
    const app = await renderApp({ path: '/' });
    await app.settle('restoreSession', { output: customer });
    await app.settle('fetchPinCodes', { output: pinCodes });
    await app.settle('fetchAddresses', { output: [deliveryAddressRecord] });
    await goTo(app, '/order-history');
    await app.settle('fetchOrders', { output: [{ ...pendingOrder, pinCode: '360005' }] });
    const card = within((await screen.findByRole('heading', { level: 2, name: 'ORD000042' })).closest('li')!);
    await app.user.click(card.getByRole('button', { name: 'View details' }));
    expect(card.getByText('360005 Kalawad Road')).toBeTruthy();
  });
});
