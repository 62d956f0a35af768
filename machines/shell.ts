/**
 * The app shell (spec section 2, Navigation behaviour): the fixed header turns compact once the page is
 * scrolled more than 20 pixels; on small screens a menu toggle opens the menu, and every route change
 * closes it and scrolls to the top (so the header is full-size again). The route the app starts on is not
 * a change: the app tells the route as it starts (src/App.tsx), and a page the server rendered may have
 * been scrolled by then, which hydrating must leave where it is (issue 28).
 */
import { assign, setup } from 'xstate';
import { HEADER_COMPACT_AFTER_PX } from '../domain/constants.ts';

export type ShellEvent =
  /** The page's scroll position, in pixels from the top. */
  | { type: 'SCROLLED'; y: number }
  /** The small-screen menu button. */
  | { type: 'TOGGLE_MENU' }
  /** The route changed (links, back and forward, redirects). */
  | { type: 'ROUTE_CHANGED'; path: string };

export interface ShellContext {
  /** The current route, for the active header link. */
  path: string;
}

export interface ShellInput {
  /** The route the app started on. */
  path: string;
}

export const shellMachine = setup({
  types: {
    context: {} as ShellContext,
    events: {} as ShellEvent,
    input: {} as ShellInput,
  },
  guards: {
    isScrolledPastHeader: ({ event }) => event.type === 'SCROLLED' && event.y > HEADER_COMPACT_AFTER_PX,
    isNearTop: ({ event }) => event.type === 'SCROLLED' && event.y <= HEADER_COMPACT_AFTER_PX,
    /** Another route than the one shown (the first ROUTE_CHANGED tells the route the app started on). */
    isRouteChange: ({ context, event }) => event.type === 'ROUTE_CHANGED' && event.path !== context.path,
  },
  actions: {
    rememberPath: assign({ path: ({ context, event }) => (event.type === 'ROUTE_CHANGED' ? event.path : context.path) }),
    /** Supplied by the app: window.scrollTo(0, 0). */
    scrollToTop: () => {},
  },
}).createMachine({
  id: 'shell',
  meta: { spec: '2' },
  type: 'parallel',
  context: ({ input }) => ({ path: input.path }),
  on: {
    // Every route change: the menu closes, the page scrolls to the top, the header is full-size.
    ROUTE_CHANGED: { guard: 'isRouteChange', target: ['.header.expanded', '.menu.closed'], actions: ['rememberPath', 'scrollToTop'] },
  },
  states: {
    header: {
      meta: { spec: '2' },
      initial: 'expanded',
      states: {
        expanded: { meta: { spec: '2' }, on: { SCROLLED: { guard: 'isScrolledPastHeader', target: 'compact' } } },
        /** Compact with the blurred style. */
        compact: { meta: { spec: '2' }, on: { SCROLLED: { guard: 'isNearTop', target: 'expanded' } } },
      },
    },
    menu: {
      meta: { spec: '2' },
      initial: 'closed',
      states: {
        closed: { meta: { spec: '2' }, on: { TOGGLE_MENU: 'open' } },
        open: { meta: { spec: '2' }, on: { TOGGLE_MENU: 'closed' } },
      },
    },
  },
});
