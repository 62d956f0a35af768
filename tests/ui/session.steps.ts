/**
 * What a person does to move around the app and to log in or out, shared by the session, addresses
 * and order history screen paths; and a stand-in server for the few calls that must go through the
 * real API client (an HTTP 401 answer is what ends a session, spec section 8).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { addressTexts as englishAddressTexts } from '../../domain/messages/addresses.ts';
import { contactTexts as englishContactTexts } from '../../domain/messages/contact.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { orderHistoryTexts as englishOrderHistoryTexts } from '../../domain/messages/orderHistory.ts';
import { resetPasswordTexts as englishResetPasswordTexts } from '../../domain/messages/resetPassword.ts';
import { sitemapTexts as englishSitemapTexts } from '../../domain/messages/sitemap.ts';
import type { GeneratedPath } from '../../model/paths.ts';
import type { FakeEffects } from '../../model/run.ts';
import { selectCoveringPaths, type RuleData } from './coverage.ts';
import type { AppHarness } from './harness.tsx';
import { shown } from './shown.ts';

const accountTexts = shown(englishAccountTexts);
const addressTexts = shown(englishAddressTexts);
const contactTexts = shown(englishContactTexts);
const messages = shown(englishMessages);
const orderHistoryTexts = shown(englishOrderHistoryTexts);
const resetPasswordTexts = shown(englishResetPasswordTexts);
const sitemapTexts = shown(englishSitemapTexts);

/** The h1 each route shows once its screen has loaded, in the live catalogues' language. */
const titles = (): Record<string, string | RegExp> => ({
  '/': messages.heroTitle,
  '/products': /./,
  '/cart': /./,
  '/sitemap': sitemapTexts.sitemapTitle,
  '/login': accountTexts.loginTitle,
  '/register': accountTexts.registerTitle,
  '/forgot-password': contactTexts.contactTitle,
  '/reset-password': resetPasswordTexts.resetPasswordTitle,
  '/profile': accountTexts.profileTitle,
  '/order-history': orderHistoryTexts.orderHistoryTitle,
  '/settings/personal-details': accountTexts.personalDetailsTitle,
  '/settings/change-password': accountTexts.changePasswordTitle,
  '/settings/delete-account': accountTexts.deleteAccountTitle,
  '/settings/addresses': addressTexts.manageAddressesTitle,
  '/settings/addresses/add': addressTexts.addAddressTitle,
});

/** The sitemap's link text for a route. */
const sitemapLinks = (): Record<string, string> => ({
  '/order-history': sitemapTexts.orderHistory,
  '/profile': sitemapTexts.profile,
  '/settings/addresses': sitemapTexts.manageAddresses,
});

export const mainNavigation = () => screen.getByRole('navigation', { name: messages.mainNavigation, hidden: true });
const inMain = () => within(screen.getByRole('main'));

const pathOf = (location: string) => location.split('?')[0]!;

/** Waits until the route's screen (lazy) has rendered its heading. */
export async function screenLoaded(app: AppHarness, route: string): Promise<void> {
  await waitFor(() => expect(pathOf(app.location())).toBe(route));
  const title = titles()[route] ?? /./;
  // A lazily loaded screen's first import can take over a second while other test files share the CPU.
  await screen.findByRole('heading', { level: 1, name: title });
}

export async function clickLink(app: AppHarness, name: string | RegExp | ((name: string) => boolean), route: string, within = inMain()): Promise<void> {
  await app.user.click(within.getByRole('link', { name }));
  await screenLoaded(app, route);
}

async function viaSitemap(app: AppHarness, route: string): Promise<void> {
  await goTo(app, '/sitemap');
  await clickLink(app, sitemapLinks()[route]!, route);
}

const isLoggedIn = () => within(mainNavigation()).queryByRole('link', { name: messages.ordersLink, hidden: true }) !== null;

/**
 * Goes to a route the way a person would: the header's links, the links of the login and profile
 * screens, or the footer's Sitemap for pages the header does not offer. Nothing happens when the app
 * is there already.
 */
export async function goTo(app: AppHarness, route: string): Promise<void> {
  if (app.location() === route) return;
  const header = within(mainNavigation());
  switch (route) {
    case '/':
      return clickLink(app, messages.homeLink, route, header);
    case '/products':
      return clickLink(app, messages.productsLink, route, header);
    case '/cart':
      return clickLink(app, (name) => name.startsWith(messages.cartLink), route, header);
    case '/login':
      return clickLink(app, messages.headerLoginLink, route, header);
    case '/sitemap':
      return clickLink(app, messages.sitemapLink, route, within(screen.getByRole('contentinfo')));
    case '/register':
      await goTo(app, '/login');
      return clickLink(app, accountTexts.signUpLink, route);
    case '/reset-password':
      await goTo(app, '/login');
      await clickLink(app, accountTexts.forgotPasswordLink, '/forgot-password');
      return clickLink(app, contactTexts.resetYourPassword, route);
    case '/order-history':
      return isLoggedIn() ? clickLink(app, messages.ordersLink, route, header) : viaSitemap(app, route);
    case '/profile': {
      if (!isLoggedIn()) return viaSitemap(app, route);
      const links = header.getAllByRole('link', { hidden: true });
      await app.user.click(links.at(-1)!);
      return screenLoaded(app, route);
    }
    case '/settings/personal-details':
    case '/settings/change-password':
    case '/settings/addresses': {
      await goTo(app, '/profile');
      const names = { '/settings/personal-details': accountTexts.personalDetailsTitle, '/settings/change-password': accountTexts.changePasswordTitle, '/settings/addresses': accountTexts.manageAddressesLink };
      return clickLink(app, (name) => name.startsWith(names[route]), route);
    }
    case '/settings/delete-account':
      await goTo(app, '/profile');
      return clickLink(app, accountTexts.deleteAccountTitle, route);
    default:
      throw new Error(`no way to ${route} is known`);
  }
}

/** Replaces what an input holds with `text` (typing nothing for an empty text). */
export async function retype(app: AppHarness, input: HTMLElement, text: string): Promise<void> {
  await app.user.clear(input);
  if (text !== '') await app.user.type(input, text);
}

/** On the registration screen: types each of `fields` (name, email, phone, password, confirmPassword) into its field. */
export async function fillRegistration(app: AppHarness, fields: Record<string, string>): Promise<void> {
  const labels: Record<string, string> = {
    name: accountTexts.fullNameLabel, email: accountTexts.emailLabel, phone: accountTexts.phoneLabel, password: accountTexts.passwordLabel, confirmPassword: accountTexts.confirmPasswordLabel,
  };
  for (const [key, value] of Object.entries(fields)) await retype(app, inMain().getByLabelText(labels[key]!), value);
}

/** On the login screen: types the identifier and password and presses Login. */
export async function submitLogin(app: AppHarness, identifier: string, password: string): Promise<void> {
  const main = inMain();
  await retype(app, main.getByLabelText(accountTexts.loginIdentifierLabel), identifier);
  await retype(app, main.getByLabelText(accountTexts.passwordLabel), password);
  await app.user.click(main.getByRole('button', { name: accountTexts.loginAction }));
}

/** Logs in through the login screen, the server answering `answer`. */
export async function logIn(app: AppHarness, answer: unknown): Promise<void> {
  await goTo(app, '/login');
  await submitLogin(app, '9876543210', 'secret1');
  await app.settle('login', { output: answer });
}

/** Logs out with the profile's Log out button, the server answering. */
export async function logOut(app: AppHarness): Promise<void> {
  await goTo(app, '/profile');
  await app.user.click(inMain().getByRole('button', { name: accountTexts.logOutAction }));
  await app.settle('logout', { output: { code: '200', msg: 'Logged out' } });
}

/**
 * A stand-in for the server behind the real API client (src/app/api.ts): every request waits until the
 * test answers it. Installed as the global fetch until `restore`.
 */
export class HeldServer {
  private held: { url: string; headers: Headers; answer: (response: Response) => void }[] = [];

  install(): void {
    vi.stubGlobal('fetch', (request: Request) => new Promise<Response>((answer) => this.held.push({ url: request.url, headers: request.headers, answer })));
  }

  /** The headers of the latest request to `path` still waiting. */
  latestHeaders(path: string): Headers {
    const request = this.held.findLast((candidate) => candidate.url.endsWith(path));
    if (!request) throw new Error(`no request to ${path} is waiting`);
    return request.headers;
  }

  restore(): void {
    vi.unstubAllGlobals();
    this.held = [];
  }

  pending(path: string): number {
    return this.held.filter((request) => request.url.endsWith(path)).length;
  }

  /** Answers the latest request to `path` (e.g. "/api/getAddress.php") with HTTP `status`. */
  answerLatest(path: string, status: number, body: unknown): void {
    const index = this.held.findLastIndex((request) => request.url.endsWith(path));
    if (index < 0) throw new Error(`no request to ${path} is waiting`);
    const [request] = this.held.splice(index, 1);
    request!.answer(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  }
}

/**
 * The generated paths a screen can walk (`walkable`), cut down by selectCoveringPaths to those that add a
 * transition. `forSelection` gives the events the screens actually send for a path (steps the screen
 * does not offer left out), so that selection counts only transitions a screen can take.
 */
export async function screenPaths<M extends AnyStateMachine>(
  paths: readonly GeneratedPath<M>[],
  options: {
    walkable: (path: GeneratedPath<M>) => boolean;
    forSelection?: (path: GeneratedPath<M>) => GeneratedPath<M>;
    withFakes: (effects: FakeEffects) => M;
    input?: InputFrom<M>;
    /** The data a rule reads at a step: paths that differ only in it are kept too (coverage.ts RuleData). */
    ruleData?: RuleData<M>;
  },
): Promise<GeneratedPath<M>[]> {
  const candidates = paths.filter(options.walkable);
  const asSent = new Map(candidates.map((path) => [options.forSelection ? options.forSelection(path) : path, path] as const));
  const kept = await selectCoveringPaths([...asSent.keys()], options.withFakes, options.input, undefined, options.ruleData);
  return kept.map((path) => asSent.get(path)!);
}
