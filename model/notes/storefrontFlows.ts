/**
 * The chart notes of the storefront root (machines/app.ts) and of the smaller storefront flows: the
 * delivery-area check, Order again and the legal pages (spec sections 2, 8 and 9; issue 13 points 3 and 8).
 */
import { PIN_CODE_DIGITS } from '../../domain/constants.ts';
import { cite, type ChartNotes } from './kit.ts';

export const storefrontNotes: ChartNotes = {
  guards: {
    sessionUserChanged: 'the session, its stored user read, names a customer (or none) other than the one the storefront keeps',
    isLoggedIn: 'a customer is logged in',
    isSessionKnown: 'the stored session has been read, so who is logged in is known',
    hasLoaded: 'spawned already (its screen loaded): the flow',
    bringsAddresses: 'the flow loaded is the delivery addresses',
    bringsOrderHistory: 'the flow loaded is the order history',
  },
  actions: {
    keepSessionUser: 'keeps who the session says is logged in',
    spawnFlow: 'starts the loaded flow in the system under its name (and keeps the delivery address chosen on an earlier visit)',
    tellAddresses: 'tells the addresses flow who is logged in, with the delivery address kept for that customer',
    tellOrders: 'tells the order history whether a customer or a visitor looks at it',
    loadAddresses: "loads the addresses flow at once for a customer logged in (the cart's delivery address)",
    forgetKeptDelivery: 'forgets the delivery address kept from an earlier visit once another customer, or nobody, is logged in (logout clears it from storage too)',
    keepLoginIdentifier: 'keeps the identifier a login form starts with: typed at login before Sign up, or the email just registered',
    forgetLoginIdentifier: 'forgets the identifier kept for the login once someone logs in or out (the next person must not see it)',
  },
  events: {
    FLOW_LOADED: "app: a flow's module loaded with its screen",
    'xstate.snapshot.session': 'session machine: a new snapshot',
    UNAUTHORIZED: 'API client: a call answered HTTP 401',
    CATALOGUE_LOADED: 'catalogue machine: a catalogue loaded',
    ORDER_PLACED: 'checkout machine: the order was placed',
    ORDERS_STALE: 'checkout machine: the order history must be fetched again',
    PRICES_STALE: 'checkout machine: the server refused the prices',
    ADD_LINES: "Order again machine: a past order's lines",
    WINDOW_FOCUSED: 'the browser: the window got the focus back (the order history fetches again)',
    ACCOUNT_FORM_NEWS: 'an account form (login, personal details, delete account): news for the session',
    LOGIN_IDENTIFIER_GIVEN: 'login form: what its identifier field holds; registration form: the email just registered',
  },
  cites: {
    'storefront --ORDER_PLACED': [cite('4', 7, 'After a successful order: cart cleared')],
    'storefront --ORDERS_STALE [hasLoaded]': [cite('4', 7, 'order history cache invalidated')],
  },
};

export const deliveryCheckNotes: ChartNotes = {
  guards: {
    isNotPinCode: `the text typed is not a pin code of ${PIN_CODE_DIGITS} digits`,
    hasAreas: "the server's pin codes are already loaded",
    isServed: "the pin code is one of the server's pin codes",
  },
  actions: {
    setTyped: 'the pin code as typed',
    takeTyped: 'the pin code to answer for, trimmed',
    setAreas: 'keeps the pin codes served with their localities',
    rememberPinCode: 'keeps the pin code answered for the browser session (checked again after a reload)',
  },
  cites: {
    'deliveryCheck.open --CHECK [isNotPinCode]': [cite('9', 7, 'pin code 6 digits')],
  },
};

export const reorderNotes: ChartNotes = {
  guards: {
    hasLines: 'the past order has items',
    bringsLines: "at least one of its lines is listed and in stock in today's catalogue",
  },
  actions: {
    remember: 'keeps the order and its lines',
    forget: 'forgets them',
    addToCart: "the lines still sold go to the cart at today's prices (the storefront sends them to the cart)",
    notify: 'a toast: the items added and those no longer available, or that none is',
    navigate: 'goes to',
  },
};

export const legalNotes: ChartNotes = {
  guards: {
    hasText: 'the text loaded is not empty',
  },
  actions: {
    storeText: 'keeps the text with the language it is written in',
  },
  cites: {
    'legal.loading --done: loadLegal': [cite('8', 10, 'a built-in short text with a contact {email} is shown instead')],
    'legal.loading --error: loadLegal': [cite('8', 10, 'a built-in short text with a contact {email} is shown instead')],
  },
};
