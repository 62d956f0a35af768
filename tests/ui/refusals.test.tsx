/**
 * Issue 24: what a customer reads when the server refuses, in the shown language (this suite runs in the ui,
 * ui-gu and ui-hi projects). The real API client sends the call; the stand-in server answers it as the server
 * does (server/refusalLanguage.ts: the refusal's key rendered in the language the call names), so the toast
 * shows the refusal in English, Gujarati or Hindi.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { FastifyRequest } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { LANGUAGE_HEADER } from '../../domain/locale.ts';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { cartTexts as englishCartTexts } from '../../domain/messages/cart.ts';
import { orderHistoryTexts as englishOrderHistoryTexts } from '../../domain/messages/orderHistory.ts';
import { carts } from '../../model/models/checkout.ts';
import { pendingOrder } from '../../model/models/orders.ts';
import { serverSaid, serverTexts as englishServerTexts } from '../../domain/messages/server.ts';
import { serverTexts as guServerTexts } from '../../domain/messages/gu/server.ts';
import { serverTexts as hiServerTexts } from '../../domain/messages/hi/server.ts';
import { refuse } from '../../server/answers.ts';
import { answerInLanguage } from '../../server/refusalLanguage.ts';
import { acceptedCall, callApi } from '../../src/app/api.ts';
import { customer, deliveryAddressRecord } from './fixtures.ts';
import { renderApp, storedCart } from './harness.tsx';
import { goTo, HeldServer, retype, submitLogin } from './session.steps.ts';
import { shown, uiLanguage } from './shown.ts';

const accountTexts = shown(englishAccountTexts);
const cartTexts = shown(englishCartTexts);
const orderHistoryTexts = shown(englishOrderHistoryTexts);
const serverTexts = shown(englishServerTexts);

const server = new HeldServer();
beforeEach(() => server.install());
afterEach(() => server.restore());

const LOGIN = '/api/Login.php';
const SIGN_UP = '/api/SignUp.php';
const CANCEL = '/api/cancelOrder.php';
const CREATE_ORDER = '/api/createOrder.php';

/** Answers the call waiting at `path` as the server answers this refusal to a call in the language it names. */
async function refuseAsTheServer(app: Awaited<ReturnType<typeof renderApp>>, path: string, refusal: ReturnType<typeof refuse>): Promise<void> {
  await waitFor(() => expect(server.pending(path)).toBe(1));
  const request = { headers: { [LANGUAGE_HEADER]: server.latestHeaders(path).get(LANGUAGE_HEADER) ?? undefined } } as unknown as FastifyRequest;
  await app.run(() => server.answerLatest(path, 200, answerInLanguage(request, { ...refusal })));
}
const shownServerTexts = () => ({ en: serverTexts, gu: guServerTexts, hi: hiServerTexts })[uiLanguage];

describe('a refusal reads in the shown language', () => {
  it('a wrong password', async () => {
    const app = await renderApp({
      path: '/',
      session: null,
      provide: { login: { actors: { login: fromPromise(({ input }) => acceptedCall('login', input as never)) } } },
    });
    await goTo(app, '/login');
    await submitLogin(app, '9876543210', 'not-the-password');
    await refuseAsTheServer(app, LOGIN, refuse('401', serverSaid('invalidCredentials')));
    await waitFor(() => expect(app.toasts().map((toast) => toast.message)).toEqual([shownServerTexts().invalidCredentials]));
  });

  it('an email already used, above Sign up', async () => {
    const app = await renderApp({
      path: '/',
      session: null,
      provide: { registration: { actors: { signUp: fromPromise(({ input }) => acceptedCall('signUp', input as never)) } } },
    });
    await goTo(app, '/register');
    const main = within(screen.getByRole('main'));
    const typed: [string, string][] = [
      [accountTexts.fullNameLabel, 'Asha Patel'], [accountTexts.emailLabel, 'asha@example.com'], [accountTexts.phoneLabel, '9876543210'],
      [accountTexts.passwordLabel, 'secret1'], [accountTexts.confirmPasswordLabel, 'secret1'],
    ];
    for (const [label, text] of typed) await retype(app, main.getByLabelText(label), text);
    await app.user.click(main.getByLabelText(accountTexts.agreeToPrivacy));
    await app.user.click(main.getByLabelText(accountTexts.agreeToTerms));
    await app.user.click(main.getByRole('button', { name: accountTexts.registerAction }));
    await refuseAsTheServer(app, SIGN_UP, refuse('409', serverSaid('accountExists')));
    await waitFor(() => expect(main.getByRole('alert').textContent).toBe(shownServerTexts().accountExists));
  });

  it('a second cancel of an order', async () => {
    const app = await renderApp({ path: '/', provide: { orders: { actors: { cancelOrder: fromPromise(({ input }) => callApi('cancelOrder', input as never)) } } } });
    await app.settle('restoreSession', { output: customer });
    await app.settle('fetchPinCodes', { output: [{ pinCode: deliveryAddressRecord.pinCode }] });
    await app.settle('fetchAddresses', { output: [deliveryAddressRecord] });
    await goTo(app, '/order-history');
    await app.settle('fetchOrders', { output: [pendingOrder] });
    const card = within(screen.getByRole('heading', { level: 2, name: 'ORD000042' }).closest('li')!);
    await app.user.click(card.getByRole('button', { name: orderHistoryTexts.viewDetails }));
    await app.user.click(await card.findByRole('button', { name: orderHistoryTexts.cancelOrder }));
    const question = await screen.findByRole('alertdialog');
    await app.user.click(within(question).getByRole('button', { name: orderHistoryTexts.cancelOrderConfirm }));
    await refuseAsTheServer(app, CANCEL, refuse('409', serverSaid('orderAlreadyCancelled')));
    await waitFor(() => expect(app.toasts()).toEqual([{ message: orderHistoryTexts.failedToCancel, description: shownServerTexts().orderAlreadyCancelled }]));
  });

  it('an item out of stock at order time', async () => {
    const app = await renderApp({
      path: '/cart',
      session: customer,
      storage: { cart: storedCart(carts.oneTub) },
      provide: { checkout: { actors: { createOrder: fromPromise(({ input }) => acceptedCall('createOrder', input.order)) } } },
    });
    await app.settle('fetchAddresses', { output: [deliveryAddressRecord] });
    await screen.findByRole('heading', { level: 1, name: cartTexts.yourCart });
    await app.user.click(screen.getByRole('button', { name: cartTexts.placeOrder }));
    await app.settle('newIdempotencyKey', { output: 'key-1' });
    await refuseAsTheServer(app, CREATE_ORDER, refuse('409', serverSaid('lineOutOfStock', 'Alphonso Mango (5 Litre)')));
    await waitFor(() =>
      expect(app.toasts()).toEqual([{ message: cartTexts.failedToPlaceOrder, description: shownServerTexts().lineOutOfStock('Alphonso Mango (5 Litre)') }]),
    );
  });
});
