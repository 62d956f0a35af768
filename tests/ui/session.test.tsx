/**
 * The account forms' model paths (machines/account/, one machine per form) through the rendered app,
 * the session machine recorded on the way. Each form is walked on its own screen, its actor created by
 * that screen: a visitor's forms (login, sign up, reset) with nobody logged in, a customer's forms
 * (personal details, change password, delete account) with Asha logged in, or with a customer stored by
 * an older client (no id, no token) for the paths that start the form with one (ModelConfig.alsoWith). Each user event is
 * what a person does: LOGIN types into the login form and presses Login (from the order history's login
 * prompt for returnTo=/order-history, from the cart's Place Order for returnTo=/cart); the registration
 * events type into /register and tick its boxes; RESET_PASSWORD fills /reset-password; UPDATE_PROFILE,
 * CHANGE_PASSWORD and REQUEST_DELETE / YES / NO use the settings screens. Server answers are settled on
 * the fake actors. After each step the screen, the toasts, the route, the calls and what the session
 * knows are compared with what the form's machine alone did (drivers/account.ts machineEffects). The
 * session's own transitions no form path takes (a visitor opening /profile, a 401 ending the session,
 * storage or logout failing) have their scenarios below.
 *
 * Paths: the generated ones that end where the form's screen is left (a login, sign-up, reset or
 * deletion done), cut down greedily to those that add a transition (session.steps.ts `screenPaths`).
 * Sign up while the button is disabled (a consent unticked) is a step no screen offers: there the button
 * must be disabled and nothing changes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import type { ParsedAddressRecord } from '../../domain/contract.ts';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { httpTexts as englishHttpTexts } from '../../domain/messages/http.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { toastTexts as englishToastTexts } from '../../domain/messages/toasts.ts';
import { registrationPhoneHintOf, type RegistrationState } from '../../machines/account/registration.ts';
import { profileLinkText, sessionMachine, type SessionUser } from '../../machines/session.ts';
import { acceptedCall } from '../../src/app/api.ts';
import { carts } from '../../model/models/checkout.ts';
import {
  changePasswordModel, deleteAccountModel, loginModel, personalDetailsModel, phoneHints, registrationModel, resetPasswordModel, serverWords,
} from '../../model/models/account.ts';
import { loggedInAsha, loginAnswer, storedAsha } from '../../model/models/session.ts';
import { emptyAccountLog, forms, knownToastTexts, machineEffects, machineWithFakes, type FormName } from '../model/drivers/account.ts';
import { generatePaths, type GeneratedPath, type ModelConfig } from '../../model/paths.ts';
import { Coverage } from '../../model/run.ts';
import { expectScreenCoverage } from './coverage.ts';
import { FAKE_ACTORS, renderApp, storedCart, type AppHarness } from './harness.tsx';
import { clickLink, fillRegistration, goTo, HeldServer, mainNavigation, retype, screenPaths, submitLogin } from './session.steps.ts';
import { cartTexts as englishCartTexts } from '../../domain/messages/cart.ts';
import { orderHistoryTexts as englishOrderHistoryTexts } from '../../domain/messages/orderHistory.ts';
import { productsTexts as englishProductsTexts } from '../../domain/messages/products.ts';
import { resetPasswordTexts as englishResetPasswordTexts } from '../../domain/messages/resetPassword.ts';
import { sitemapTexts as englishSitemapTexts } from '../../domain/messages/sitemap.ts';
import { shown, uiLanguage } from './shown.ts';
import { formTexts } from '../../domain/messages/forms.ts';
import { wordsIn } from '../../domain/wording.ts';

const accountTexts = shown(englishAccountTexts);
const httpTexts = shown(englishHttpTexts);
const messages = shown(englishMessages);
const toastTexts = shown(englishToastTexts);
const cartTexts = shown(englishCartTexts);
const orderHistoryTexts = shown(englishOrderHistoryTexts);
const productsTexts = shown(englishProductsTexts);
const resetPasswordTexts = shown(englishResetPasswordTexts);
const sitemapTexts = shown(englishSitemapTexts);
/** The model's registration phone hints (English), as the screen words them in the language shown. */
const shownPhoneHints: Record<string, string> = {
  '': accountTexts.phoneHintEmpty,
  '98765': shown(formTexts).moreDigitsNeeded(5),
  '9876543210': accountTexts.phoneHintValid,
  '512346': accountTexts.phoneHintStart,
  '98765432101': accountTexts.phoneHintExtra,
};

type Snapshot = SnapshotFrom<AnyStateMachine>;
type Path = GeneratedPath<AnyStateMachine>;
type Step = Path['steps'][number];
type StepEvent = { type: string; output?: unknown; error?: unknown } & Record<string, unknown>;

const sessionCoverage = new Coverage();
const server = new HeldServer();
const ADDRESS_LIST = '/api/getAddress.php';

/** Each form, the screen it is on, who is logged in (unless a path starts the form with another customer) and its model. */
const walks: { name: FormName; route: string; user: SessionUser | null; model: ModelConfig<AnyStateMachine> }[] = [
  { name: 'login', route: '/login', user: null, model: loginModel as never },
  { name: 'registration', route: '/register', user: null, model: registrationModel as never },
  { name: 'resetPassword', route: '/reset-password', user: null, model: resetPasswordModel as never },
  { name: 'personalDetails', route: '/settings/personal-details', user: storedAsha, model: personalDetailsModel as never },
  { name: 'changePassword', route: '/settings/change-password', user: storedAsha, model: changePasswordModel as never },
  { name: 'deleteAccount', route: '/settings/delete-account', user: storedAsha, model: deleteAccountModel as never },
];
const coverages = Object.fromEntries(Object.keys(forms).map((name) => [name, new Coverage()])) as Record<FormName, Coverage>;

/** A step the screens do not offer: Sign up while its button is disabled. */
const offered = (previous: Snapshot, event: StepEvent) => event.type !== 'REGISTER' || previous.can({ type: 'REGISTER' });

/** The calls that leave the form's screen: a path ends with one (the screen is gone after it). */
const leavesScreen = /^xstate\.done\.actor\.(login|signUp|resetPassword|deleteAccount)$/;
const endsWhereScreenIsLeft = (name: FormName, path: Path) =>
  path.steps.every((step, index) => index === path.steps.length - 1 || !leavesScreen.test(step.event.type) || (name === 'changePassword' && step.event.type.endsWith('.login')));

const walkPaths = await Promise.all(
  walks.map(async (walk) => {
    const input = walk.user ? { user: walk.user } : undefined;
    const paths = await screenPaths(generatePaths(walk.model), {
      walkable: (path) => endsWhereScreenIsLeft(walk.name, path),
      forSelection: (path) => ({ ...path, steps: path.steps.filter((step, index) => index === 0 || offered(path.steps[index - 1]!.state, step.event as StepEvent)) }),
      withFakes: (effects) => machineWithFakes(walk.name, effects, emptyAccountLog()) as AnyStateMachine,
      ...(input ? { input } : {}),
      // Where a login returns (spec section 2): the /order-history prompt's way back is walked beside /cart's.
      ruleData: (step, previous) =>
        (step.event.type as string) === 'xstate.done.actor.login' && previous ? `login returns to ${(previous.context as { attempt?: { returnTo: string | null } }).attempt?.returnTo ?? 'the default'}` : null,
    });
    return paths.map((path) => [`${walk.name}: ${path.description}`, walk, path] as const);
  }),
);

const inMain = () => within(screen.getByRole('main'));
const button = (name: string | RegExp) => inMain().getByRole('button', { name });
const field = (label: string) => inMain().getByLabelText(label) as HTMLInputElement;

/** Does what a person does for the step's event (after going to the screen that offers it). */
async function perform(app: AppHarness, previous: Snapshot, step: Step): Promise<void> {
  const event = step.event as StepEvent;
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (outcome) {
    const name = outcome[2] as (typeof FAKE_ACTORS.changePassword)[number];
    return app.settle(name, outcome[1] === 'done' ? { output: event.output } : { error: event.error });
  }
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
    case 'IDENTIFIER_CHANGED':
      if (app.location() !== '/login') await goTo(app, '/login');
      return retype(app, inMain().getByLabelText(accountTexts.loginIdentifierLabel), event.identifier as string);
    case 'REGISTRATION_CHANGED':
      return fillRegistration(app, event.fields as Record<string, string>);
    case 'TOGGLE_PRIVACY':
      return app.user.click(field(accountTexts.agreeToPrivacy));
    case 'TOGGLE_TERMS':
      return app.user.click(field(accountTexts.agreeToTerms));
    case 'REGISTER':
      if (!offered(previous, event)) {
        expect((button(accountTexts.registerAction) as HTMLButtonElement).disabled).toBe(true);
        return;
      }
      return app.user.click(button(accountTexts.registerAction));
    case 'RESET_PASSWORD':
      await retype(app, field(resetPasswordTexts.resetPhoneLabel), event.phone as string);
      await retype(app, field(resetPasswordTexts.resetCodeLabel), event.code as string);
      await retype(app, field(resetPasswordTexts.resetNewPasswordLabel), event.password as string);
      await retype(app, field(resetPasswordTexts.resetConfirmPasswordLabel), event.confirmPassword as string);
      return app.user.click(button(resetPasswordTexts.resetPasswordButton));
    case 'UPDATE_PROFILE':
      await retype(app, field(accountTexts.fullNameLabel), event.name as string);
      return app.user.click(button(accountTexts.saveAction));
    case 'CHANGE_PASSWORD':
      await retype(app, field(accountTexts.currentPasswordLabel), event.current as string);
      await retype(app, field(accountTexts.newPasswordLabel), event.next as string);
      await retype(app, field(accountTexts.confirmNewPasswordLabel), event.confirm as string);
      return app.user.click(button(accountTexts.changePasswordTitle));
    case 'REQUEST_DELETE':
      return app.user.click(button(accountTexts.deleteAccountTitle));
    case 'YES':
      return app.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: accountTexts.deleteAccountYes }));
    case 'NO':
      return app.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: accountTexts.deleteAccountNo }));
    default:
      throw new Error(`no screen action for ${event.type}`);
  }
}

const pathOf = (location: string) => location.split('?')[0];

/** What the session must know after the form's step: who is logged in follows what it was told. */
function expectSession(app: AppHarness, name: FormName, expected: Snapshot, walkUser: SessionUser | null, loggedIn: boolean): void {
  const session = app.actors.session.getSnapshot().context.user;
  if (name === 'personalDetails' || name === 'changePassword') expect(session).toEqual(expected.context.user);
  else if (name === 'deleteAccount') expect(session).toEqual(expected.matches('deleted') ? null : walkUser);
  else expect(session).toEqual(loggedIn ? loggedInAsha : null);
}

/** What the screen must show for the expected state, on whichever screen the app is. */
async function expectScreen(app: AppHarness, name: FormName, expected: Snapshot, toasts: string[], navigations: string[]): Promise<void> {
  const actual = app.formActor(name)!.getSnapshot() as Snapshot;
  expect(actual.value).toEqual(expected.value);
  expect(actual.context).toEqual(expected.context);

  const customer = app.actors.session.getSnapshot().context.user !== null;
  const header = within(mainNavigation());
  const link = (text: string) => header.queryByRole('link', { name: text, hidden: true });
  if (customer) {
    expect(link(messages.ordersLink)).not.toBeNull();
    expect(link(profileLinkText(uiLanguage, app.actors.session.getSnapshot().context))).not.toBeNull();
    expect(link(messages.headerLoginLink)).toBeNull();
  } else {
    expect(link(messages.headerLoginLink)).not.toBeNull();
    expect(link(messages.ordersLink)).toBeNull();
  }
  // The toaster's code loads apart from the first page: in a real browser its first toast can paint late.
  await waitFor(() => expect(app.toasts().map((toast) => toast.message)).toEqual(toasts));
  if (navigations.length) expect(pathOf(app.location())).toBe(navigations.at(-1));

  const route = pathOf(app.location());
  if (['/login', '/register', '/reset-password'].includes(route!) && customer) {
    expect(inMain().getByText(accountTexts.loggedInAlready(app.actors.session.getSnapshot().context.user?.name ?? ''))).toBeTruthy();
    return;
  }
  if (route === '/login' && name === 'login') {
    const submitting = expected.matches('submitting');
    expect((button(submitting ? accountTexts.loggingIn : accountTexts.loginAction) as HTMLButtonElement).disabled).toBe(submitting);
  }
  if (route === '/register' && name === 'registration') {
    const form = expected.context.form as RegistrationState;
    expect(field(accountTexts.fullNameLabel).value).toBe(form.name);
    expect(field(accountTexts.emailLabel).value).toBe(form.email);
    expect(field(accountTexts.phoneLabel).value).toBe(form.phone);
    // The phone typed as "+91 98765 43210" shows as 9876543210, with the hint the model gives that number.
    expect(Object.keys(shownPhoneHints)).toEqual(Object.keys(phoneHints));
    expect(inMain().getByText(shownPhoneHints[field(accountTexts.phoneLabel).value] ?? `no hint listed for ${field(accountTexts.phoneLabel).value}`)).toBeTruthy();
    expect(field(accountTexts.passwordLabel).value).toBe(form.password);
    expect(field(accountTexts.confirmPasswordLabel).value).toBe(form.confirmPassword);
    expect(inMain().getByText(registrationPhoneHintOf(uiLanguage, { form }).message)).toBeTruthy();
    const mismatch = form.confirmPassword !== '' && form.confirmPassword !== form.password;
    expect(inMain().queryByText(accountTexts.passwordsDoNotMatch) !== null).toBe(mismatch);
    expect(field(accountTexts.agreeToPrivacy).checked).toBe(form.acceptedPrivacy);
    expect(field(accountTexts.agreeToTerms).checked).toBe(form.acceptedTerms);
    expect(inMain().queryByText(accountTexts.acceptBothConsents) !== null).toBe(!(form.acceptedPrivacy && form.acceptedTerms));
    const submitting = expected.matches('submitting');
    expect((button(submitting ? accountTexts.creatingAccount : accountTexts.registerAction) as HTMLButtonElement).disabled).toBe(
      // Spec section 4: enabled only when both boxes are ticked and no submission is in progress.
      !(form.acceptedPrivacy && form.acceptedTerms && !submitting),
    );
    const alert = inMain().queryByText(form.serverMessage ? wordsIn(uiLanguage, form.serverMessage) : '\u0000');
    expect(alert?.getAttribute('role') ?? null).toBe(form.serverMessage ? 'alert' : null);
  }
  if (route === '/reset-password' && name === 'resetPassword') {
    const waiting = expected.matches('submitting');
    expect((button(waiting ? resetPasswordTexts.resetPasswordBusyButton : resetPasswordTexts.resetPasswordButton) as HTMLButtonElement).disabled).toBe(waiting);
    expect(inMain().getByRole('status').textContent).toBe(waiting ? resetPasswordTexts.resetPasswordBusyStatus : '');
    expect(field(resetPasswordTexts.resetPhoneLabel).disabled).toBe(waiting);
    expect(field(resetPasswordTexts.resetCodeLabel).disabled).toBe(waiting);
  }
  if (route === '/settings/personal-details' && name === 'personalDetails') {
    const saving = expected.matches('saving');
    const user = expected.context.user as SessionUser;
    expect((button(saving ? accountTexts.saving : accountTexts.saveAction) as HTMLButtonElement).disabled).toBe(saving);
    expect(field(accountTexts.emailLabel).value).toBe(user.email);
    expect(field(accountTexts.phoneLabel).value).toBe(user.phone);
  }
  if (route === '/settings/change-password' && name === 'changePassword') {
    const busy = expected.matches('submitting') || expected.matches('changing');
    expect((button(busy ? accountTexts.changingPassword : accountTexts.changePasswordTitle) as HTMLButtonElement).disabled).toBe(busy);
    expect(field(accountTexts.currentPasswordLabel).disabled).toBe(busy);
  }
  if (route === '/settings/delete-account' && name === 'deleteAccount') {
    const deleting = expected.matches('deleting');
    if (expected.matches('idle')) {
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

const formCalls = (app: AppHarness, name: FormName) => app.effects.calls.filter((call) => (forms[name].calls as readonly string[]).includes(call.name));

describe('account forms\' paths through their screens', () => {
  beforeEach(() => server.install());
  afterEach(() => server.restore());

  it.each(walkPaths.flat())('%s', async (_description, walk, path) => {
    const user = (path.input as { user?: SessionUser } | undefined)?.user ?? walk.user;
    const app = await renderApp({
      path: '/',
      session: user,
      storage: { language: 'gu', cart: storedCart(carts.oneTub) },
      coverage: { [walk.name]: coverages[walk.name], session: sessionCoverage },
    });
    const first = path.steps[1]?.event as StepEvent | undefined;
    // A login path starts where its first login is sent from; every other form on its own screen.
    if (walk.name !== 'login' || !first?.returnTo) await goTo(app, walk.route);
    // What the machine alone asks at each step; its texts are checked against the spec by the model's examples.
    const asked = await machineEffects(walk.name, path, (walk.user ? { user: walk.user } : undefined) as never);
    let callsSeen = 0;
    let loggedIn = false;
    for (const [index, step] of path.steps.entries()) {
      const previous = path.steps[index - 1]?.state ?? null;
      const wanted = asked[index]!;
      if (previous) await perform(app, previous, step);
      for (const toast of wanted.toasts) expect(knownToastTexts.has(toast.message), toast.message).toBe(true);
      if (wanted.told.some((told) => told.type === 'LOGGED_IN')) loggedIn = true;
      if (app.formActor(walk.name)) {
        await expectScreen(app, walk.name, step.state, wanted.toasts.map((toast) => toast.message), wanted.navigations);
        expectSession(app, walk.name, step.state, user, loggedIn);
      } else expect(index).toBe(0);
      const calls = formCalls(app, walk.name);
      expect(calls.slice(callsSeen)).toEqual(wanted.calls);
      callsSeen = calls.length;
      await app.dismissToasts();
    }
  });

  it('Place Order -> login -> Sign up -> success -> login keeps the way back and gives the email registered: the customer is back on /cart (issue 23)', async () => {
    const app = await renderApp({ path: '/', session: null, storage: { cart: storedCart(carts.oneTub) } });
    await goTo(app, '/cart');
    await app.user.click(button(cartTexts.placeOrder));
    await screen.findByRole('button', { name: accountTexts.loginAction });
    await app.dismissToasts();
    // Typed at login, then Sign up and back with its Login link: the way back and what was typed are kept.
    await retype(app, field(accountTexts.loginIdentifierLabel), '98765');
    await app.user.click(inMain().getByRole('link', { name: accountTexts.signUpLink }));
    await screen.findByRole('button', { name: accountTexts.registerAction });
    await app.user.click(inMain().getByRole('link', { name: accountTexts.loginLink }));
    await screen.findByRole('button', { name: accountTexts.loginAction });
    expect(app.location()).toBe('/login?returnTo=%2Fcart');
    expect(field(accountTexts.loginIdentifierLabel).value).toBe('98765');
    await app.user.click(inMain().getByRole('link', { name: accountTexts.signUpLink }));
    await screen.findByRole('button', { name: accountTexts.registerAction });
    expect(app.location()).toBe('/register?returnTo=%2Fcart');
    await fillRegistration(app, { name: 'Asha Patel', email: 'asha@example.com', phone: '9876543210', password: 'secret1', confirmPassword: 'secret1' });
    await app.user.click(field(accountTexts.agreeToPrivacy));
    await app.user.click(field(accountTexts.agreeToTerms));
    await app.user.click(button(accountTexts.registerAction));
    await app.settle('signUp', { output: { code: '200', msg: 'Registration successful', userId: 8 } });
    await screen.findByRole('button', { name: accountTexts.loginAction });
    // Registration success still goes to /login (spec section 2), with the way back kept and the email just registered.
    expect(app.location()).toBe('/login?returnTo=%2Fcart');
    expect(field(accountTexts.loginIdentifierLabel).value).toBe('asha@example.com');
    await submitLogin(app, '9876543210', 'secret1');
    await app.settle('login', { output: loginAnswer });
    await screen.findByRole('heading', { level: 1, name: cartTexts.yourCart });
    expect(app.location()).toBe('/cart');
    expect(app.actors.cart.getSnapshot().context.items).toEqual(carts.oneTub);
    // Logged in: nothing is kept for the next person's login on this page.
    expect(app.storefront.getSnapshot().context.loginIdentifier).toBe('');
  });

  it('a refused sign-up shows the server\'s words just above Sign up and focuses them (issue 23)', async () => {
    const app = await renderApp({ path: '/', session: null });
    await goTo(app, '/register');
    await fillRegistration(app, { name: 'Asha Patel', email: 'asha@example.com', phone: '9876543210', password: 'secret1', confirmPassword: 'secret1' });
    await app.user.click(field(accountTexts.agreeToPrivacy));
    await app.user.click(field(accountTexts.agreeToTerms));
    await app.user.click(button(accountTexts.registerAction));
    await app.settle('signUp', { error: { message: serverWords.signUpRefused } });
    const alert = inMain().getByRole('alert');
    expect(alert.textContent).toBe(serverWords.signUpRefused);
    expect(document.activeElement).toBe(alert);
    expect(alert.nextElementSibling).toBe(button(accountTexts.registerAction));
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

  it.each(Object.keys(forms) as FormName[])('reaches every transition of the %s machine through the screens', (name) => {
    expectScreenCoverage(name, forms[name].machine, coverages[name], {});
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
    // The addresses actor's module loads once someone is logged in; then it asks for the list.
    await waitFor(() => expect(server.pending(ADDRESS_LIST)).toBeGreaterThan(0));
    await app.run(() => server.answerLatest(ADDRESS_LIST, 401, { code: '401', msg: 'Unauthorized' }));
    await waitFor(() => expect(app.actors.session.getSnapshot().context.user).toBeNull());
    await waitFor(() => expect(app.toasts().map((toast) => toast.message)).toEqual([toastTexts.sessionExpired]));
    expect(localStorage.getItem('user')).toBeNull();
    expect(within(mainNavigation()).queryByRole('link', { name: messages.headerLoginLink, hidden: true })).not.toBeNull();
  });

  it('Log out: the server revokes the token, "Logged out successfully", / and nobody stored', async () => {
    const app = await start(storedAsha);
    await goTo(app, '/profile');
    await app.user.click(button(accountTexts.logOutAction));
    await app.settle('logout', { output: { code: '200', msg: 'Logged out' } });
    await waitFor(() => expect(app.toasts().map((toast) => toast.message)).toEqual([toastTexts.loggedOut]));
    expect(app.location()).toBe('/');
    expect(localStorage.getItem('user')).toBeNull();
    expect(within(mainNavigation()).queryByRole('link', { name: messages.headerLoginLink, hidden: true })).not.toBeNull();
  });

  it('Log out the server fails still logs out: "Logged out successfully" and /', async () => {
    const app = await start(storedAsha);
    await goTo(app, '/profile');
    await app.user.click(button(accountTexts.logOutAction));
    expect((button(accountTexts.loggingOut) as HTMLButtonElement).disabled).toBe(true);
    await app.settle('logout', { error: { message: httpTexts.unauthorized } });
    await waitFor(() => expect(app.toasts().map((toast) => toast.message)).toEqual([toastTexts.loggedOut]));
    expect(app.location()).toBe('/');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('reaches every transition of the session machine through the screens', () => {
    expectScreenCoverage('session', sessionMachine, sessionCoverage, {
      'session --SET_LANGUAGE#0': 'the language switch is walked by tests/ui/languages.test.tsx (its catalogues load on demand)',
    });
  });
});
