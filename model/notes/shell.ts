/** The header and navigation's chart notes (spec section 2, navigation behaviour, and 9). */
import { HEADER_COMPACT_AFTER_PX } from '../../domain/constants.ts';
import { cite, type ChartNotes } from './kit.ts';

const compactHeader = cite('2', 15, 'once the page is scrolled more than 20 pixels it becomes compact with a blurred style');

export const shellNotes: ChartNotes = {
  guards: {
    isScrolledPastHeader: `the page is scrolled more than ${HEADER_COMPACT_AFTER_PX} px`,
    isNearTop: `the page is scrolled ${HEADER_COMPACT_AFTER_PX} px or less`,
    isRouteChange: 'another route than the one shown',
  },
  actions: {
    rememberPath: 'the route shown now',
    scrollToTop: 'scrolls the page to the top',
  },
  events: {
    ROUTE_CHANGED: 'router: the route changed',
    SCROLLED: 'browser: the page scrolled',
  },
  cites: {
    'shell --ROUTE_CHANGED [isRouteChange]': [
      cite('2', 15, 'On small screens it has a menu toggle that closes on every route change.'),
      cite('2', 17, 'Each route change scrolls to the top.'),
    ],
    'shell.header.expanded --SCROLLED [isScrolledPastHeader]': [compactHeader, cite('9', 11, 'header compacts after 20 px of scroll')],
    'shell.header.compact --SCROLLED [isNearTop]': [compactHeader],
  },
};
