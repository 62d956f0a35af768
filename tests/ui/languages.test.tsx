/**
 * Issue 16 through the rendered app: the main screen paths once in Gujarati and once in Hindi. The header's
 * switch (SET_LANGUAGE) shows the language; every text checked is the one of that language's catalogue
 * (domain/messages/gu/, hi/): the login screen, a validation toast, the login toast that the session
 * machine names in its definition, the cart, the profile and its own switch, which brings English back;
 * the page's title and the footer's opening hours follow, and the choice is mirrored into the language cookie.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { accountTexts } from '../../domain/messages/account.ts';
import { addressTexts } from '../../domain/messages/addresses.ts';
import { cartTexts } from '../../domain/messages/cart.ts';
import { messages } from '../../domain/messages/index.ts';
import { shopDetails } from '../../domain/shop.ts';
import * as gu from './languages.gu.ts';
import * as hi from './languages.hi.ts';
import { loginAnswer } from '../../model/models/session.ts';
import { productAnswers } from '../../model/models/catalogue.ts';
import { CATALOGUE_RETRY_DELAY_MS } from '../../machines/catalogue.ts';
import { followSessionLanguage, show } from '../../src/app/language.ts';
import { renderApp, type AppHarness } from './harness.tsx';
import { retype } from './session.steps.ts';

const inMain = () => within(screen.getByRole('main'));

/** Fills and sends the login form by its labels in the language shown. */
async function logInWith(app: AppHarness, texts: typeof gu | typeof hi, identifier: string, password: string): Promise<void> {
  await retype(app, inMain().getByLabelText(texts.accountTexts.loginIdentifierLabel), identifier);
  await retype(app, inMain().getByLabelText(texts.accountTexts.passwordLabel), password);
  await app.user.click(inMain().getByRole('button', { name: texts.accountTexts.loginAction }));
}

/** The English texts. */
const english = { account: accountTexts, addresses: addressTexts, cart: cartTexts, messages };

afterEach(async () => {
  await show('en');
});

describe.each([
  ['gu', gu],
  ['hi', hi],
] as const)('the main paths in %s', (language, texts) => {
  it('login, a validation message, the login toast, the cart and the profile read the catalogue of the language', async () => {
    const app = await renderApp({ path: '/login', session: null });
    followSessionLanguage(app.actors.session, Promise.resolve());
    const header = within(screen.getByRole('banner'));
    await app.user.selectOptions(header.getByRole('combobox', { name: english.messages.languageLabel }), language);

    await screen.findByRole('heading', { level: 1, name: texts.accountTexts.loginTitle });
    expect(document.documentElement.lang).toBe(language);
    expect(localStorage.getItem('language')).toBe(language);
    // Mirrored into the cookie by which the server renders the next page in it (domain/languageCookie.ts).
    expect(document.cookie).toContain(`shop_language=${language}`);
    await waitFor(() => expect(document.title).toBe(`${texts.titleTexts.login} | ${shopDetails.name}`));
    // The hours in the language's own time style, no Latin AM/PM (issue 24).
    const hours = texts.messages.everyDay(texts.labelTexts.openingHours(texts.labelTexts.clockTime(10, '00'), texts.labelTexts.clockTime(22, '00')));
    expect(hours).not.toMatch(/AM|PM/);
    expect(within(screen.getByRole('contentinfo')).getByText(hours)).toBeTruthy();
    expect(header.getByRole('link', { name: texts.messages.productsLink })).toBeTruthy();

    expect(inMain().getByPlaceholderText(texts.accountTexts.enterIdentifier)).toBeTruthy();
    await logInWith(app, texts, 'asha', 'secret1');
    expect(app.toasts().map((toast) => toast.message)).toContain(texts.accountTexts.invalidLoginEmail);
    await app.dismissToasts();

    await logInWith(app, texts, '9876543210', 'secret1');
    await app.settle('login', { output: loginAnswer });
    expect(app.toasts().map((toast) => toast.message)).toContain(texts.accountTexts.loginSuccessful);

    await app.user.click(header.getByRole('link', { name: texts.messages.cartLink }));
    await screen.findByRole('heading', { level: 1, name: texts.cartTexts.yourCart });

    await app.visit('/profile');
    const profile = within(await screen.findByRole('region', { name: texts.messages.languageLabel }));
    await app.user.selectOptions(profile.getByRole('combobox'), 'en');
    await screen.findByRole('heading', { level: 1, name: english.account.profileTitle });
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.cookie).toContain('shop_language=en');
    await waitFor(() => expect(document.title).toBe(`My profile | ${shopDetails.name}`));
    expect(within(screen.getByRole('contentinfo')).getByText(english.messages.everyDay('10:00 AM to 10:00 PM'))).toBeTruthy();
  });
});

/**
 * Issue 24: a text a machine keeps (the catalogue's failure) is kept by key and worded where it is shown, so
 * it follows a language chosen after it appeared; worded by the machine, it stayed English.
 */
describe.each([
  ['gu', gu],
  ['hi', hi],
] as const)('a kept failure in %s', (language, texts) => {
  it('"Failed to fetch products" shown in English reads in the language chosen after it', async () => {
    const app = await renderApp({ path: '/products', session: null });
    followSessionLanguage(app.actors.session, Promise.resolve());
    await app.settle('getProducts', { output: productAnswers.refusedSilently });
    await app.advance(CATALOGUE_RETRY_DELAY_MS);
    await app.settle('getProducts', { output: productAnswers.refusedSilently });
    expect(within(await screen.findByRole('alert')).getByText(english.messages.failedToFetchProducts)).toBeTruthy();
    await app.user.selectOptions(within(screen.getByRole('banner')).getByRole('combobox', { name: english.messages.languageLabel }), language);
    expect(within(await screen.findByRole('alert')).getByText(texts.messages.failedToFetchProducts)).toBeTruthy();
  });
});

/** Issue 24: the city and the shop's address in the language's script where the customer reads them; English as before. */
describe.each([
  ['gu', gu, 'રાજકોટ'],
  ['hi', hi, 'राजकोट'],
] as const)('the city in %s', (language, texts, city) => {
  it("the footer's shop address and the address form's city are in script", async () => {
    const app = await renderApp({ path: '/settings/addresses/add', session: loginAnswer });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(shopDetails.address)).toBeTruthy();
    expect(((await screen.findByLabelText(english.addresses.cityLabel)) as HTMLInputElement).value).toBe('Rajkot');
    followSessionLanguage(app.actors.session, Promise.resolve());
    await app.user.selectOptions(within(screen.getByRole('banner')).getByRole('combobox', { name: english.messages.languageLabel }), language);
    const address = await footer.findByText(texts.messages.shopAddress);
    expect(address.textContent).toContain(`${city}, `);
    expect(address.textContent).not.toMatch(/[A-Za-z]/);
    expect((screen.getByLabelText(texts.addressTexts.cityLabel) as HTMLInputElement).value).toBe(city);
  });
});

