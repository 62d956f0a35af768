/**
 * The shell machine's model paths through the rendered app: SCROLLED is the window scrolling to a
 * position, TOGGLE_MENU the header's Menu / Close menu button, ROUTE_CHANGED a click on the header's
 * link to that route (a logged-in customer, so that Orders is a link). Every step asserts the header
 * (compact style, menu button and navigation), the URL, the active link and the scroll to the top.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { shellMachine } from '../../machines/shell.ts';
import * as headerCss from '../../src/components/Header.css.ts';
import { shellModel } from '../../model/models/shell.ts';
import { generatePaths, type GeneratedPath } from '../../model/paths.ts';
import { Coverage } from '../../model/run.ts';
import { expectScreenCoverage } from './coverage.ts';
import { customer } from './fixtures.ts';
import { renderApp, type AppHarness } from './harness.tsx';

type ShellMachine = typeof shellMachine;
type Step = GeneratedPath<ShellMachine>['steps'][number];

const paths = generatePaths(shellModel);
const coverage = new Coverage();

const linkNames: Record<string, string> = { '/': 'Home', '/products': 'Products', '/order-history': 'Orders' };

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main' });

async function perform(app: AppHarness, step: Step): Promise<void> {
  const { event } = step;
  switch (event.type) {
    case 'SCROLLED':
      await app.run(() => {
        window.scrollTo(0, event.y);
        window.dispatchEvent(new Event('scroll'));
      });
      return;
    case 'TOGGLE_MENU':
      await app.user.click(screen.getByRole('button', { name: /^(Menu|Close menu)$/ }));
      return;
    case 'ROUTE_CHANGED':
      await app.user.click(within(mainNavigation()).getByRole('link', { name: linkNames[event.path] }));
      return;
  }
}

function expectScreen(app: AppHarness, expected: SnapshotFrom<ShellMachine>, routeChanges: number): void {
  expect(app.actors.shell.getSnapshot().value).toEqual(expected.value);
  expect(app.actors.shell.getSnapshot().context).toEqual(expected.context);

  const compact = expected.matches({ header: 'compact' });
  const header = screen.getByRole('banner');
  expect(header.classList.contains(headerCss.compact)).toBe(compact);

  const open = expected.matches({ menu: 'open' });
  const menuButton = screen.getByRole('button', { name: open ? 'Close menu' : 'Menu' });
  expect(menuButton.getAttribute('aria-expanded')).toBe(String(open));
  expect(mainNavigation().className).toBe(open ? headerCss.navOpen : headerCss.nav);

  expect(app.location()).toBe(expected.context.path);
  const active = within(mainNavigation()).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
  expect(active.map((link) => link.textContent)).toEqual([linkNames[expected.context.path]]);

  // Every route change scrolls the page back to the top; the route the app opened on is not a change.
  expect(app.scrolledToTop()).toBe(routeChanges);
}

describe('shell paths through the header', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const app = await renderApp({ path: shellModel.input!.path, session: customer, coverage: { shell: coverage } });
    await within(mainNavigation()).findByRole('link', { name: 'Orders' });
    let routeChanges = 0;
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) await perform(app, step);
      if (step.event.type === 'ROUTE_CHANGED') {
        routeChanges += 1;
        expect(window.scrollY).toBe(0);
      }
      expectScreen(app, step.state, routeChanges);
    }
  });

  it('the app starting on a page scrolled before it hydrated leaves it where it is with a compact header (issue 28), and a link then scrolls to the top', async () => {
    const app = await renderApp({ path: '/products', scrolledTo: 400, session: customer });
    await within(mainNavigation()).findByRole('link', { name: 'Orders' });
    expect(window.scrollY).toBe(400);
    expect(app.scrolledToTop()).toBe(0);
    // Told where the page is once the app shows it: compact, as past 20 pixels.
    expect(app.actors.shell.getSnapshot().matches({ header: 'compact' })).toBe(true);
    expect(screen.getByRole('banner').classList.contains(headerCss.compact)).toBe(true);
    await app.user.click(within(mainNavigation()).getByRole('link', { name: 'Orders' }));
    expect(window.scrollY).toBe(0);
    expect(app.scrolledToTop()).toBe(1);
  });

  it('reaches every transition of the shell machine through the screens', () => {
    expectScreenCoverage('shell', shellMachine, coverage, {});
  });
});
