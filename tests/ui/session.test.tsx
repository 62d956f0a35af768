/**
 * The account machine's model paths through the rendered app, the session machine recorded on the way.
 * Each user event is what a person does: LOGIN types into the login form and presses Login (from the
 * order history's login prompt for returnTo=/order-history, from the cart's Place Order for
 * returnTo=/cart); the registration events type into /register and tick its boxes; RESET_PASSWORD fills
 * /reset-password; UPDATE_PROFILE, CHANGE_PASSWORD and REQUEST_DELETE / YES / NO use the settings
 * screens. What the session tells the account machine: a customer restored at start is the stored
 * session (the first step only); nobody logged in any more is the profile's Log out; the same customer
 * again is what the app tells after every change (nothing to do). Server answers are settled on the fake
 * actors, and SESSION_EXPIRED (while the name is saved) is the server answering the address list request
 * (made at login) with HTTP 401 through the real API client: the session passes it on, the customer
 * stays, with the name kept in the stored user. The session's own transitions no account path takes
 * (a visitor opening /profile, a 401 ending the session, storage or logout failing) have their scenarios below.
 *
 * Paths: the generated ones whose restored customer comes first, cut down greedily to those that add a
 * transition (session.steps.ts `screenPaths`). Sign up while the button is disabled (a consent
 * unticked) is a step no screen offers: there the button must be disabled and nothing changes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { ParsedAddressRecord } from '../../domain/contract.ts';
import { accountTexts } from '../../domain/messages/account.ts';
import { httpTexts } from '../../domain/messages/http.ts';
import { messages } from '../../domain/messages/index.ts';
import { accountMachine, registrationPhoneHintOf } from '../../machines/account.ts';
import { profileLinkText, sessionMachine } from '../../machines/session.ts';
import { acceptedCall } from '../../src/app/api.ts';
import { carts } from '../../model/models/checkout.ts';
import { accountModel, phoneHints } from '../../model/models/account.ts';
import { loginAnswer, storedAsha } from '../../model/models/session.ts';
import { knownToastTexts, machineEffects } from '../model/drivers/account.ts';
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

type AccountMachine = typeof accountMachine;
type Snapshot = SnapshotFrom<AccountMachine>;
type Step = GeneratedPath<AccountMachine>['steps'][number];
type StepEvent = Step['event'] | { type: string; output?: unknown; error?: unknown };

const coverage = new Coverage();
const sessionCoverage = new Coverage();
const server = new HeldServer();
const ADDRESS_LIST = '/api/getAddress.php';

/** A step the screens do not offer: Sign up while its button is disabled. */
const offered = (previous: Snapshot, event: StepEvent) => event.type !== 'REGISTER' || previous.can({ type: 'REGISTER' });

const withFakes = (effects: FakeEffects) =>
  accountMachine.provide({ actors: Object.fromEntries(FAKE_ACTORS.account.map((name) => [name, effects.actor(name)])) as never });

/** A customer restored by the session after the first step: only the app's start reads the stored session. */
const restoredLate = (path: GeneratedPath<AccountMachine>) =>
  path.steps.some(
    (step, index) => index > 1 && step.event.type === 'SESSION_CHANGED' && step.event.user !== null && path.steps[index - 1]!.state.matches('visitor'),
  );

const paths = await screenPaths(generatePaths(accountModel), {
  walkable: (path) => !restoredLate(path),
  forSelection: (path) => ({ ...path, steps: path.steps.filter((step, index) => index === 0 || offered(path.steps[index - 1]!.state, step.event)) }),
  withFakes,
  // Where a login returns (spec section 2): the /order-history prompt's way back is walked beside /cart's.
  ruleData: (step, previous) => ((step.event.type as string) === 'xstate.done.actor.login' && previous ? `login returns to ${previous.context.loginReturnTo ?? 'the default'}` : null),
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
    case 'SESSION_CHANGED':
      // A customer restored at start: the stored session read; the same customer again is what the app says after each change.
      if (event.user) return app.actors.session.getSnapshot().matches('restoring') ? app.settle('restoreSession', { output: event.user }) : undefined;
      // Nobody logged in any more: the profile's Log out, the server revoking the token.
      await goTo(app, '/profile');
      await app.user.click(button(accountTexts.logOutAction));
      return app.settle('logout', { output: { code: '200', msg: 'Logged out' } });
    case 'SESSION_EXPIRED':
      // While the name is saved the session passes the 401 on: the name is kept locally, the dead token dropped.
      expect(server.pending(ADDRESS_LIST)).toBeGreaterThan(0);
      await app.run(() => server.answerLatest(ADDRESS_LIST, 401, { code: '401', msg: 'Unauthorized' }));
      await waitFor(() => expect(app.actors.session.getSnapshot().context.user?.token).toBeNull());
      expect(JSON.parse(localStorage.getItem('user')!).name).toBe(app.actors.session.getSnapshot().context.user!.name);
      expect(localStorage.getItem('auth_token')).toBeNull();
      return;
    default:
      throw new Error(`no screen action for ${event.type}`);
  }
}

const pathOf = (location: string) => location.split('?')[0];

/** What the screen must show for the expected state, on whichever screen the app is. */
async function expectScreen(app: AppHarness, expected: Snapshot, toasts: string[], navigations: string[]): Promise<void> {
  const actual = app.actors.account.getSnapshot();
  expect(actual.value).toEqual(expected.value);
  expect(actual.context.user).toEqual(expected.context.user);
  // The session knows the same customer (who the header and the gates show).
  expect(app.actors.session.getSnapshot().context.user).toEqual(expected.context.user);

  const { user, registration } = expected.context;
  const header = within(mainNavigation());
  const link = (name: string) => header.queryByRole('link', { name, hidden: true });
  if (expected.matches('customer')) {
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
  const customer = expected.matches('customer');
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
    expect(inMain().queryByText(accountTexts.passwordsDoNotMatch) !== null).toBe(mismatch);
    expect(field(accountTexts.agreeToPrivacy).checked).toBe(registration.acceptedPrivacy);
    expect(field(accountTexts.agreeToTerms).checked).toBe(registration.acceptedTerms);
    expect(inMain().queryByText(accountTexts.acceptBothConsents) !== null).toBe(!(registration.acceptedPrivacy && registration.acceptedTerms));
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
    expect((button(accountTexts.logOutAction) as HTMLButtonElement).disabled).toBe(false);
  }
  if (route === '/settings/personal-details' && customer) {
    const saving = expected.matches({ customer: { personalDetails: 'saving' } });
    expect((button(saving ? accountTexts.saving : accountTexts.saveAction) as HTMLButtonElement).disabled).toBe(saving);
    expect(field(accountTexts.emailLabel).value).toBe(user!.email);
    expect(field(accountTexts.phoneLabel).value).toBe(user!.phone);
  }
  if (route === '/settings/change-password' && customer) {
    const busy = expected.matches({ customer: { password: 'verifying' } }) || expected.matches({ customer: { password: 'changing' } });
    expect((button(busy ? accountTexts.changingPassword : accountTexts.changePasswordTitle) as HTMLButtonElement).disabled).toBe(busy);
    expect(field(accountTexts.currentPasswordLabel).disabled).toBe(busy);
  }
  if (route === '/settings/delete-account' && customer) {
    const deleting = expected.matches({ customer: { deletion: 'deleting' } });
    if (expected.matches({ customer: { deletion: 'idle' } })) {
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect((button(accountTexts.deleteAccountTitle) as HTMLButtonElement).disabled).toBe(false);
    } else {
      // The question's code loads when it is first asked.
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByRole('heading', { name: accountTexts.deleteAccountQuestion })).toBeTruthy();
      expect((within(dialog).getByRole('button', { name: deleting ? accountTexts.deletingAccount : accountTexts.deleteAccountYes }) as HTMLButtonElement).disabled).toBe(deleting);
      expect((within(dialog).getByRole('button', { name: accountTexts.deleteAccountNo }) as HTMLButtonElement).disabled).toBe(deleting);
    }
  }
}

const accountCalls = (app: AppHarness) => app.effects.calls.filter((call) => (FAKE_ACTORS.account as readonly string[]).includes(call.name));

/** What the session adds to a step: logging out (nobody logged in any more) says so and goes to /. */
const sessionEffects = (event: StepEvent) =>
  event.type === 'SESSION_CHANGED' && !(event as { user: unknown }).user ? { toasts: [messages.loggedOut], navigations: ['/'] } : { toasts: [], navigations: [] };

describe('account paths through the account screens', () => {
  beforeEach(() => server.install());
  afterEach(() => server.restore());

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const app = await renderApp({
      path: '/',
      storage: { language: 'gu', cart: storedCart(carts.oneTub) },
      coverage: { account: coverage, session: sessionCoverage },
      provide: { addresses: { actors: { fetchAddresses: fromPromise(async (): Promise<ParsedAddressRecord[]> => (await acceptedCall('getAddress', {})).Data) } } },
    });
    // The account actor exists before the stored session is read (an account screen opened first).
    expect(app.actors.account.getSnapshot().matches('visitor')).toBe(true);
    // A path that does not start with a customer restored starts with nobody stored.
    const first = path.steps[1]?.event;
    if (first?.type !== 'SESSION_CHANGED') await app.settle('restoreSession', { output: null });
    // What the machine alone asks at each step; its texts are checked against the spec by the model's examples.
    const asked = await machineEffects(path);
    let callsSeen = 0;
    for (const [index, step] of path.steps.entries()) {
      const previous = path.steps[index - 1]?.state ?? null;
      const wanted = asked[index]!;
      if (previous) await perform(app, previous, step);
      for (const toast of wanted.toasts) expect(knownToastTexts.has(toast.message), toast.message).toBe(true);
      const added = sessionEffects(step.event);
      await expectScreen(app, step.state, [...wanted.toasts.map((toast) => toast.message), ...added.toasts], [...wanted.navigations, ...added.navigations]);
      const calls = accountCalls(app);
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

  it('reaches every transition of the account machine through the screens', () => {
    expectScreenCoverage('account', accountMachine, coverage, {});
  });
});

describe('the session through the screens, beyond the account paths', () => {
  beforeEach(() => server.install());
  afterEach(() => server.restore());

  const start = (session?: typeof storedAsha | null) =>
    renderApp({
      path: '/',
      coverage: { session: sessionCoverage },
      ...(session !== undefined ? { session } : {}),
      provide: { addresses: { actors: { fetchAddresses: fromPromise(async (): Promise<ParsedAddressRecord[]> => (await acceptedCall('getAddress', {})).Data) } } },
    });

  it('unreadable storage starts a visitor and removes the broken keys', async () => {
    const app = await start();
    localStorage.setItem('user', '{broken');
    await app.settle('restoreSession', { error: new Error('Unexpected token in JSON') });
    expect(app.actors.session.getSnapshot().matches('visitor')).toBe(true);
    expect(localStorage.getItem('user')).toBeNull();
    expect(within(mainNavigation()).queryByRole('link', { name: messages.headerLoginLink, hidden: true })).not.toBeNull();
  });

  it('a visitor opening /profile from the sitemap is told to log in and sent to /login', async () => {
    const app = await start(null);
    await goTo(app, '/sitemap');
    await clickLink(app, sitemapTexts.profile, '/login');
    await waitFor(() => expect(app.toasts().map((toast) => toast.message)).toEqual([messages.pleaseLoginForProfile]));
  });

  it('a 401 on any call ends the session with "Authentication session expired. Please log in again."', async () => {
    const app = await start(storedAsha);
    expect(server.pending(ADDRESS_LIST)).toBeGreaterThan(0);
    await app.run(() => server.answerLatest(ADDRESS_LIST, 401, { code: '401', msg: 'Unauthorized' }));
    await waitFor(() => expect(app.actors.session.getSnapshot().context.user).toBeNull());
    await waitFor(() => expect(app.toasts().map((toast) => toast.message)).toEqual([messages.sessionExpired]));
    expect(localStorage.getItem('user')).toBeNull();
    expect(within(mainNavigation()).queryByRole('link', { name: messages.headerLoginLink, hidden: true })).not.toBeNull();
  });

  it('Log out the server fails still logs out: "Logged out successfully" and /', async () => {
    const app = await start(storedAsha);
    await goTo(app, '/profile');
    await app.user.click(button(accountTexts.logOutAction));
    expect((button(accountTexts.loggingOut) as HTMLButtonElement).disabled).toBe(true);
    await app.settle('logout', { error: { message: httpTexts.unauthorized } });
    await waitFor(() => expect(app.toasts().map((toast) => toast.message)).toEqual([messages.loggedOut]));
    expect(app.location()).toBe('/');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('reaches every transition of the session machine through the screens', () => {
    expectScreenCoverage('session', sessionMachine, sessionCoverage, {
      'session --SET_LANGUAGE#0': 'the language switch is walked by tests/ui/languages.test.tsx (its catalogues load on demand)',
    });
  });
});
