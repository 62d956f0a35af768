/**
 * Never a blank app (issue 9, point 11) and a title per route (point 19), in the rendered app: a screen
 * that fails to render, or whose code fails to load, leaves the header and footer and shows "Temporary
 * service is not available" with Try Again, which shows the screen once it works; every route of
 * domain/routes.ts shows its own screen (never the 404 page) and sets its own document title.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { titleTexts } from '../../domain/messages/titles.ts';
import { documentTitle, routePatterns } from '../../domain/routes.ts';
import { lazyScreen, ScreenBoundary } from '../../src/components/ScreenBoundary.tsx';
import { customer } from './fixtures.ts';
import { renderApp } from './harness.tsx';
import { shown } from './shown.ts';

const messages = shown(englishMessages);

/** The sitemap screen, made to throw while it renders as long as `broken` is set. */
const sitemap = vi.hoisted(() => ({ broken: false }));
vi.mock('../../src/screens/SitemapScreen.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/screens/SitemapScreen.tsx')>();
  const Original = original.default;
  return {
    default: function BreakableSitemap() {
      if (sitemap.broken) throw new Error('the sitemap failed to render');
      return <Original />;
    },
  };
});

afterEach(() => {
  cleanup();
  sitemap.broken = false;
  vi.restoreAllMocks();
});

const inMain = () => within(screen.getByRole('main'));

describe('a screen that fails', () => {
  it('shows the message inside the layout when it throws while rendering, and Try Again shows it once it renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sitemap.broken = true;
    const app = await renderApp({ path: '/', session: null });
    await app.user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Sitemap' }));

    const alert = await inMain().findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe(messages.screenUnavailable);
    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Sitemap' })).toBeTruthy();
    expect(app.location()).toBe('/sitemap');

    sitemap.broken = false;
    await app.user.click(within(alert).getByRole('button', { name: messages.screenTryAgain }));
    expect(await inMain().findByRole('heading', { level: 1, name: 'Sitemap' })).toBeTruthy();
    expect(inMain().queryByRole('alert')).toBeNull();
  });

  it('clears the message on a route change', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sitemap.broken = true;
    const app = await renderApp({ path: '/', session: null });
    await app.user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Sitemap' }));
    await inMain().findByRole('alert');
    await app.user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));
    expect(await inMain().findByRole('heading', { level: 1, name: "Rajkot's favourite ice cream, delivered to your door" })).toBeTruthy();
    expect(inMain().queryByRole('alert')).toBeNull();
  });

  it('loads a screen again on Try Again after its code failed to load, and only then', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module: /assets/CartScreen.js');
      return { default: () => <h1>Your Cart</h1> };
    });
    const Screen = lazyScreen(load);
    render(
      <main>
        <ScreenBoundary>
          <Suspense fallback={<p role="status">Loading…</p>}>
            <Screen />
          </Suspense>
        </ScreenBoundary>
      </main>,
    );
    const alert = await inMain().findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe(messages.screenUnavailable);
    // React renders the failed screen again before it gives up; the import is not tried again for that.
    expect(load).toHaveBeenCalledTimes(1);

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: messages.screenTryAgain }));
    expect(await inMain().findByRole('heading', { level: 1, name: 'Your Cart' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('every route', () => {
  it.each(routePatterns.map((route) => [route.replace(':addressId', '3')]))('%s shows its own screen and title', async (path) => {
    const app = await renderApp({ path, session: customer });
    await waitFor(() => expect(document.title).toBe(documentTitle(path, titleTexts)));
    // Its screen has loaded (it has a main heading), and it is not the 404 page.
    const heading = await inMain().findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('Page not found');
    expect(app.location()).toBe(path);
  });

  it.each(['/nope', '/settings/nope'])('%s shows the 404 page titled Page not found', async (path) => {
    await renderApp({ path, session: customer });
    expect(await inMain().findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found | Rajkot Scoops'));
  });

  it('gives each route a different title', () => {
    const titles = routePatterns.map((route) => documentTitle(route.replace(':addressId', '3'), titleTexts));
    expect(new Set(titles).size).toBe(routePatterns.length);
  });
});
