/**
 * The session machine's model paths through the rendered app. Each user event is what a person does:
 * LOGIN types into the login form and presses Login (from the order history's login prompt for
 * returnTo=/order-history, from the cart's Place Order for returnTo=/cart); the registration events type
 * into /register and tick its boxes; RESET_PASSWORD fills /reset-password; UPDATE_PROFILE,
 * CHANGE_PASSWORD and REQUEST_DELETE / YES / NO use the settings screens; LOGOUT is the profile's
 * Log out; VISIT_PROFILE is a visitor opening /profile from the sitemap. Server answers are settled on
 * the fake actors (resetPassword too), and SESSION_EXPIRED is the server
 * answering the address list request (made at login) with HTTP 401 through the real API client (while
 * the name is being saved too: the customer stays, with the name kept in the stored user).
 *
 * Paths: the generated ones without SET_LANGUAGE (no screen offers a language), cut down greedily to
 * those that add a transition (session.steps.ts `screenPaths`). Sign up while the button is disabled
 * (a consent unticked) is a step no screen offers: there the button must be disabled and nothing changes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { ParsedAddressRecord } from '../../domain/contract.ts';
import { accountTexts } from '../../domain/messages/account.ts';
import { messages } from '../../domain/messages/index.ts';
import { profileLinkText, registrationPhoneHintOf, sessionMachine } from '../../machines/session.ts';
import { acceptedCall } from '../../src/app/api.ts';
import { carts } from '../../model/models/checkout.ts';
import { loginAnswer, phoneHints, sessionModel } from '../../model/models/session.ts';
import { knownToastTexts, machineEffects } from '../model/drivers/session.ts';
import { generatePaths, type GeneratedPath } from '../../model/paths.ts';
import { Coverage, type FakeEffects } from '../../model/run.ts';
import { expectScreenCoverage } from './coverage.ts';
import { FAKE_ACTORS, renderApp, storedCart, type AppHarness } from './harness.tsx';
import { clickLink, goTo, HeldServer, mainNavigation, retype, screenPaths, submitLogin } from './session.steps.ts';
import { cartTexts } from '../../domain/messages/cart.ts';
import { orderHistoryTexts } from '../../domain/messages/orderHistory.ts';
import { productsTexts } from '../../domain/messages/products.ts';
import { resetPasswordTexts } from '../../domain/messages/resetPassword.ts';
import { sitemapTexts } from '../../domain/messages/sitemap.ts';

type SessionMachine = typeof sessionMachine;
type Snapshot = SnapshotFrom<SessionMachine>;
type Step = GeneratedPath<SessionMachine>['steps'][number];
type StepEvent = Step['event'] | { type: string; output?: unknown; error?: unknown };

const coverage = new Coverage();
const server = new HeldServer();
const ADDRESS_LIST = '/api/getAddress.php';

/** A step the screens do not offer: Sign up while its button is disabled. */
const offered = (previous: Snapshot, event: StepEvent) => event.type !== 'REGISTER' || previous.can({ type: 'REGISTER' });

const withFakes = (effects: FakeEffects) =>
  sessionMachine.provide({ actors: Object.fromEntries(FAKE_ACTORS.session.map((name) => [name, effects.actor(name)])) as never });

const paths = await screenPaths(generatePaths(sessionModel), {
  walkable: (path) => path.steps.every((step) => step.event.type !== 'SET_LANGUAGE'),
  forSelection: (path) => ({ ...path, steps: path.steps.filter((step, index) => index === 0 || offered(path.steps[index - 1]!.state, step.event)) }),
  withFakes,
  input: sessionModel.input,
});

const inMain = () => within(screen.getByRole('main'));
const button = (name: string | RegExp) => inMain().getByRole('button', { name });
const field = (label: string) => inMain().getByLabelText(label) as HTMLInputElement;

async function fillRegistration(app: AppHarness, fields: Record<string, string>): Promise<void> {
  const labels: Record<string, string> = { name: accountTexts.fullNameLabel, email: accountTexts.emailLabel, phone: accountTexts.phoneLabel, password: accountTexts.passwordLabel, confirmPassword: accountTexts.confirmPasswordLabel };
  for (const [key, value] of Object.entries(fields)) await retype(app, field(labels[key]!), value);
}

/** Does what a person does for the step's event (after going to the screen that offers it). */
async function perform(app: AppHarness, previous: Snapshot, step: Step): Promise<void> {
  const event = step.event as StepEvent & Record<string, unknown>;
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (outcome) {
    const name = outcome[2] as (typeof FAKE_ACTORS.session)[number];
    return app.settle(name, outcome[1] === 'done' ? { output: event.output } : { error: event.error });
  }
  if (event.type.startsWith('xstate.after.')) return app.advance(Number(event.type.split('.')[2]));
  switch (event.type) {
    case 'LOGIN': {
      const returnTo = event.returnTo as string | undefined;
      const wanted = returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login';
      if (app.location() !== wanted && decodeURIComponent(app.location()) !== decodeURIComponent(wanted)) {
        if (returnTo === '/order-history') {
          await goTo(app, '/order-history');
          await app.user.click(inMain().getByRole('link', { name: orderHistoryTexts.login }));
        } else if (returnTo === '/cart') {
          await goTo(app, '/cart');
          await app.user.click(button(cartTexts.placeOrder));
          expect(app.toasts()).toEqual([{ message: cartTexts.loginToPlaceOrder, description: null }]);
          await app.dismissToasts();
        } else {
          await goTo(app, '/login');
        }
        await screen.findByRole('button', { name: accountTexts.loginAction });
      }
      return submitLogin(app, event.identifier as string, event.password as string);
    }
    case 'REGISTRATION_CHANGED':
      await goTo(app, '/register');
      return fillRegistration(app, event.fields as Record<string, string>);
    case 'TOGGLE_PRIVACY':
      return app.user.click(field(accountTexts.agreeToPrivacy));
    case 'TOGGLE_TERMS':
      return app.user.click(field(accountTexts.agreeToTerms));
    case 'REGISTER':
      await goTo(app, '/register');
      if (!offered(previous, event)) {
        expect((button(accountTexts.registerAction) as HTMLButtonElement).disabled).toBe(true);
        return;
      }
      return app.user.click(button(accountTexts.registerAction));
    case 'RESET_PASSWORD':
      await goTo(app, '/reset-password');
      await retype(app, field(resetPasswordTexts.resetPhoneLabel), event.phone as string);
      await retype(app, field(resetPasswordTexts.resetCodeLabel), event.code as string);
      await retype(app, field(resetPasswordTexts.resetNewPasswordLabel), event.password as string);
      await retype(app, field(resetPasswordTexts.resetConfirmPasswordLabel), event.confirmPassword as string);
      return app.user.click(button(resetPasswordTexts.resetPasswordButton));
    case 'VISIT_PROFILE':
      // The profile sends a visitor on to the login screen.
      await goTo(app, '/sitemap');
      return clickLink(app, sitemapTexts.profile, '/login');
    case 'UPDATE_PROFILE':
      await goTo(app, '/settings/personal-details');
      await retype(app, field(accountTexts.fullNameLabel), event.name as string);
      return app.user.click(button(accountTexts.saveAction));
    case 'CHANGE_PASSWORD':
      await goTo(app, '/settings/change-password');
      await retype(app, field(accountTexts.currentPasswordLabel), event.current as string);
      await retype(app, field(accountTexts.newPasswordLabel), event.next as string);
      await retype(app, field(accountTexts.confirmNewPasswordLabel), event.confirm as string);
      return app.user.click(button(accountTexts.changePasswordTitle));
    case 'REQUEST_DELETE':
      await goTo(app, '/settings/delete-account');
      return app.user.click(button(accountTexts.deleteAccountTitle));
    case 'YES':
      return app.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: accountTexts.deleteAccountYes }));
    case 'NO':
      return app.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: accountTexts.deleteAccountNo }));
    case 'LOGOUT':
      await goTo(app, '/profile');
      return app.user.click(button(accountTexts.logOutAction));
    case 'SESSION_EXPIRED':
      expect(server.pending(ADDRESS_LIST)).toBeGreaterThan(0);
      await app.run(() => server.answerLatest(ADDRESS_LIST, 401, { code: '401', msg: 'Unauthorized' }));
      if (previous.matches({ loggedIn: { personalDetails: 'saving' } })) {
        // While the name is saved the session stays: the name is kept locally, the dead token dropped.
        await waitFor(() => expect(app.actors.session.getSnapshot().context.user?.token).toBeNull());
        expect(JSON.parse(localStorage.getItem('user')!).name).toBe(app.actors.session.getSnapshot().context.user!.name);
        expect(localStorage.getItem('auth_token')).toBeNull();
        return;
      }
      await waitFor(() => expect(app.actors.session.getSnapshot().context.user).toBeNull());
      return;
    default:
      throw new Error(`no screen action for ${event.type}`);
  }
}

const pathOf = (location: string) => location.split('?')[0];

/** What the screen must show for the expected state, on whichever screen the app is. */
async function expectScreen(app: AppHarness, expected: Snapshot, toasts: string[], navigations: string[]): Promise<void> {
  const actual = app.actors.session.getSnapshot();
  expect(actual.value).toEqual(expected.value);
  expect(actual.context.user).toEqual(expected.context.user);

  const { user, registration } = expected.context;
  const header = within(mainNavigation());
  const link = (name: string) => header.queryByRole('link', { name, hidden: true });
  // The header treats a customer who is logging out as gone already.
  if (expected.matches('loggedIn')) {
    expect(link(messages.ordersLink)).not.toBeNull();
    expect(link(profileLinkText(expected.context))).not.toBeNull();
    expect(link(messages.headerLoginLink)).toBeNull();
  } else {
    expect(link(messages.headerLoginLink)).not.toBeNull();
    expect(link(messages.ordersLink)).toBeNull();
  }
  // The toaster's code loads apart from the first page: in a real browser its first toast can paint late.
  await waitFor(() => expect(app.toasts().map((toast) => toast.message)).toEqual(toasts));
  if (navigations.length) expect(pathOf(app.location())).toBe(navigations.at(-1));

  const route = pathOf(app.location());
  const visitor = expected.matches('visitor');
  const customer = expected.matches('loggedIn') || expected.matches('loggingOut');
  if (['/login', '/register', '/reset-password'].includes(route!) && customer) {
    expect(inMain().getByText(accountTexts.loggedInAlready(user?.name ?? ''))).toBeTruthy();
  }
  if (route === '/login' && visitor) {
    const submitting = expected.matches({ visitor: { login: 'submitting' } });
    expect((button(submitting ? accountTexts.loggingIn : accountTexts.loginAction) as HTMLButtonElement).disabled).toBe(submitting);
  }
  if (route === '/register' && visitor) {
    expect(field(accountTexts.fullNameLabel).value).toBe(registration.name);
    expect(field(accountTexts.emailLabel).value).toBe(registration.email);
    expect(field(accountTexts.phoneLabel).value).toBe(registration.phone);
    // The phone typed as "+91 98765 43210" shows as 9876543210, with the hint the model gives that number.
    expect(inMain().getByText(phoneHints[field(accountTexts.phoneLabel).value] ?? `no hint listed for ${field(accountTexts.phoneLabel).value}`)).toBeTruthy();
    expect(field(accountTexts.passwordLabel).value).toBe(registration.password);
    expect(field(accountTexts.confirmPasswordLabel).value).toBe(registration.confirmPassword);
    expect(inMain().getByText(registrationPhoneHintOf(expected.context).message)).toBeTruthy();
    const mismatch = registration.confirmPassword !== '' && registration.confirmPassword !== registration.password;
    expect(inMain().queryByText(messages.passwordsDoNotMatch) !== null).toBe(mismatch);
    expect(field(accountTexts.agreeToPrivacy).checked).toBe(registration.acceptedPrivacy);
    expect(field(accountTexts.agreeToTerms).checked).toBe(registration.acceptedTerms);
    expect(inMain().queryByText(messages.acceptBothConsents) !== null).toBe(!(registration.acceptedPrivacy && registration.acceptedTerms));
    const submitting = expected.matches({ visitor: { registration: 'submitting' } });
    expect((button(submitting ? accountTexts.creatingAccount : accountTexts.registerAction) as HTMLButtonElement).disabled).toBe(
      // Spec section 4: enabled only when both boxes are ticked and no submission is in progress.
      !(registration.acceptedPrivacy && registration.acceptedTerms && !submitting),
    );
    const alert = inMain().queryByText(registration.serverMessage ?? '\u0000');
    expect(alert?.getAttribute('role') ?? null).toBe(registration.serverMessage ? 'alert' : null);
  }
  if (route === '/reset-password' && visitor) {
    const waiting = expected.matches({ visitor: { reset: 'submitting' } });
    expect((button(waiting ? resetPasswordTexts.resetPasswordBusyButton : resetPasswordTexts.resetPasswordButton) as HTMLButtonElement).disabled).toBe(waiting);
    expect(inMain().getByRole('status').textContent).toBe(waiting ? resetPasswordTexts.resetPasswordBusyStatus : '');
    expect(field(resetPasswordTexts.resetPhoneLabel).disabled).toBe(waiting);
    expect(field(resetPasswordTexts.resetCodeLabel).disabled).toBe(waiting);
  }
  if (route === '/profile' && customer) {
    expect(inMain().getByText(user!.name || accountTexts.customerFallbackName)).toBeTruthy();
    const loggingOut = expected.matches('loggingOut');
    expect((button(loggingOut ? accountTexts.loggingOut : accountTexts.logOutAction) as HTMLButtonElement).disabled).toBe(loggingOut);
  }
  if (route === '/settings/personal-details' && expected.matches('loggedIn')) {
    const saving = expected.matches({ loggedIn: { personalDetails: 'saving' } });
    expect((button(saving ? accountTexts.saving : accountTexts.saveAction) as HTMLButtonElement).disabled).toBe(saving);
    expect(field(accountTexts.emailLabel).value).toBe(user!.email);
    expect(field(accountTexts.phoneLabel).value).toBe(user!.phone);
  }
  if (route === '/settings/change-password' && expected.matches('loggedIn')) {
    const busy = expected.matches({ loggedIn: { password: 'verifying' } }) || expected.matches({ loggedIn: { password: 'changing' } });
    expect((button(busy ? accountTexts.changingPassword : accountTexts.changePasswordTitle) as HTMLButtonElement).disabled).toBe(busy);
    expect(field(accountTexts.currentPasswordLabel).disabled).toBe(busy);
  }
  if (route === '/settings/delete-account' && expected.matches('loggedIn')) {
    const dialog = screen.queryByRole('alertdialog');
    const deleting = expected.matches({ loggedIn: { account: 'deleting' } });
    if (expected.matches({ loggedIn: { account: 'idle' } })) {
      expect(dialog).toBeNull();
      expect((button(accountTexts.deleteAccountTitle) as HTMLButtonElement).disabled).toBe(false);
    } else {
      expect(within(dialog!).getByRole('heading', { name: accountTexts.deleteAccountQuestion })).toBeTruthy();
      expect((within(dialog!).getByRole('button', { name: deleting ? accountTexts.deletingAccount : accountTexts.deleteAccountYes }) as HTMLButtonElement).disabled).toBe(deleting);
      expect((within(dialog!).getByRole('button', { name: accountTexts.deleteAccountNo }) as HTMLButtonElement).disabled).toBe(deleting);
    }
  }
}

const sessionCalls = (app: AppHarness) => app.effects.calls.filter((call) => (FAKE_ACTORS.session as readonly string[]).includes(call.name));

describe('session paths through the account screens', () => {
  beforeEach(() => server.install());
  afterEach(() => server.restore());

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const app = await renderApp({
      path: '/',
      storage: { language: 'gu', cart: storedCart(carts.oneTub) },
      coverage: { session: coverage },
      provide: { addresses: { actors: { fetchAddresses: fromPromise(async (): Promise<ParsedAddressRecord[]> => (await acceptedCall('getAddress', {})).Data) } } },
    });
    // What the machine alone asks at each step; its texts are checked against the spec by the model's examples.
    const asked = await machineEffects(path);
    let callsSeen = 0;
    for (const [index, step] of path.steps.entries()) {
      const previous = path.steps[index - 1]?.state ?? null;
      const wanted = asked[index]!;
      if (previous) await perform(app, previous, step);
      for (const toast of wanted.toasts) expect(knownToastTexts.has(toast.message), toast.message).toBe(true);
      await expectScreen(app, step.state, wanted.toasts.map((toast) => toast.message), wanted.navigations);
      const calls = sessionCalls(app);
      expect(calls.slice(callsSeen)).toEqual(wanted.calls);
      callsSeen = calls.length;
      await app.dismissToasts();
    }
  });

  it('a visitor with a cart presses Place Order, logs in and is back on /cart with the cart intact', async () => {
    const app = await renderApp({ path: '/', session: null, storage: { cart: storedCart(carts.oneTub) } });
    await goTo(app, '/cart');
    const lines = () => inMain().getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    const before = lines();
    expect(before.length).toBe(carts.oneTub.length);
    await app.user.click(button(cartTexts.placeOrder));
    await screen.findByRole('button', { name: accountTexts.loginAction });
    expect(app.location()).toBe('/login?returnTo=%2Fcart');
    await submitLogin(app, '9876543210', 'secret1');
    await app.settle('login', { output: loginAnswer });
    await screen.findByRole('heading', { level: 1, name: cartTexts.yourCart });
    expect(app.location()).toBe('/cart');
    expect(lines()).toEqual(before);
    expect(app.actors.cart.getSnapshot().context.items).toEqual(carts.oneTub);
  });

  it.each(['https://evil.example/cart', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/nope', '/login'])(
    'a login opened from a link with returnTo=%j goes to /products',
    async (returnTo) => {
      const app = await renderApp({ path: '/', session: null });
      await app.visit(`/login?returnTo=${encodeURIComponent(returnTo)}`);
      await screen.findByRole('button', { name: accountTexts.loginAction });
      await submitLogin(app, '9876543210', 'secret1');
      await app.settle('login', { output: loginAnswer });
      await screen.findByRole('heading', { level: 1, name: productsTexts.ourProducts });
      expect(app.location()).toBe('/products');
      expect(app.history().filter((location) => !location.startsWith('/login')).slice(1)).toEqual(['/products']);
    },
  );

  it('reaches every transition of the session machine through the screens', () => {
    expectScreenCoverage('session', sessionMachine, coverage, {
      'session --SET_LANGUAGE#0': 'no screen offers a choice of language (the machine keeps the stored one)',
    });
  });
});
