/**
 * The chart notes of the desk's root and of the desk flows beside the inbox: sign-in, password help, the
 * phone order and the ticket (issue 12, "Who" and points 3, 4 and 7). Numbers are read from the domain.
 */
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, PHONE_DIGITS } from '../../domain/constants.ts';
import { RIDER_NOTE_MAX } from '../../domain/desk/orderStatus.ts';
import { DESK_ROLES, type DeskRole } from '../../domain/desk/roles.ts';
import { deskSections, sectionsFor } from '../../domain/desk/sections.ts';
import { listed, type ChartNotes } from './kit.ts';
import { orderRuleMeaning } from './orderRule.ts';
import { whoRow } from './who.ts';

/** The labels of the sections a role sees, in the navigation's order. */
const sectionLabels = (role: DeskRole) => listed(sectionsFor(role).map((id) => deskSections[id].label), 'and');

const mobile = `a mobile number of ${PHONE_DIGITS} digits starting 6 to 9`;

export const deskNotes: ChartNotes = {
  guards: {},
  actions: {
    startInbox: 'tells the inbox someone signed in (it loads the orders and opens the live stream)',
    endInbox: 'tells the inbox the desk signed out (it forgets the orders and closes the stream)',
    closePhoneOrder: 'tells the phone order the desk signed out (an order under way is closed)',
    endSession: 'tells the desk sign-in the session ended',
  },
  events: {
    SIGNED_IN: 'desk sign-in machine: someone signed in',
    SIGNED_OUT: 'desk sign-in machine: signed out, or the session ended',
    SESSION_EXPIRED: 'desk API client: a desk call answered HTTP 401',
  },
};

export const deskSessionNotes: ChartNotes = {
  guards: {
    hasStoredSession: 'this browser kept a desk session the server still accepts',
    isMissingCredentials: 'the email or the password is empty',
  },
  actions: {
    takeSession: `who is signed in, with the role (${listed(DESK_ROLES)})`,
    rememberCredentials: 'the email and password to send, the email trimmed',
    refuseMissingCredentials: 'says both fields are needed',
    showSignInFailure: "the server's refusal, or that the sign-in failed",
    forgetSession: 'no one is signed in',
    saySessionEnded: 'says the session ended and asks to sign in again',
    persistSession: "keeps the session under the desk's storage key",
    clearSession: "removes the desk's storage key",
    announceSignedIn: 'tells the desk someone signed in',
    announceSignedOut: 'tells the desk no one is signed in any more',
  },
  events: {
    SESSION_EXPIRED: 'desk: a desk call answered HTTP 401',
  },
  derived: {
    sectionsOfSignedIn: {
      rule: `the desk's navigation shows the sections the role signed in may open: staff ${sectionLabels('staff')}; the owner every section (${sectionLabels('owner')}). Where: sectionsOfSignedIn in domain/desk/sections.ts, read from the session this machine holds, which the desk's frame renders; the server checks the same roles on every desk call`,
      cites: [],
      issues: ['12.who'],
    },
  },
};

export const passwordHelpNotes: ChartNotes = {
  guards: {
    isPhoneInvalid: `the customer's number is not ${mobile}`,
  },
  actions: {
    takePhone: 'the number, as its digits',
    refusePhone: 'says the number is not a valid mobile number',
    showCode: 'shows the one-time code to read out, with its expiry',
    showFailure: "the server's refusal (no such customer), or that the code could not be issued",
    startAgain: 'an empty form for the next customer',
  },
  derived: { who: whoRow('passwordHelp') },
};

export const phoneOrderNotes: ChartNotes = {
  guards: {
    isPhoneInvalid: `the number is not ${mobile}`,
    isCustomerFound: 'a customer with that number exists',
    isSavedAddress: "a new address, or one of the customer's saved addresses",
    areDetailsIncomplete: `the details break a rule: the name of a new customer, an address in the delivery area, a rider note of at most ${RIDER_NOTE_MAX} characters`,
    maySizeHaveMore: `the size is sold and In Stock, its line holds fewer than ${MAX_LINE_QUANTITY}, and a new line keeps the order within ${MAX_ORDER_LINES} lines`,
    isSizeOnOrder: 'the size is on the order',
    isOrderNotReady: `the order has no item, or the order rule is not met: ${orderRuleMeaning}`,
  },
  actions: {
    takeShop: 'the catalogue, delivery area and order rule; sizes no longer sold leave the order',
    showLoadFailure: 'says the shop could not be loaded',
    takePhone: 'the number, as its digits',
    refusePhone: 'says the number is not a valid mobile number',
    takeCustomer: 'the customer found (or none: a new customer), with the default address picked',
    showFindFailure: 'says the customer could not be looked up',
    pickAddress: 'the saved address chosen, or a new one',
    editDetail: 'the field as typed',
    explainDetails: 'says the first rule the details break',
    addOne: 'one more of the size (a new line with 1)',
    removeOne: 'one less of the size; at 0 the line leaves',
    takeSearch: 'the search as typed',
    explainItems: 'says the order is empty, or what the order rule asks',
    choosePayment: 'the payment method chosen',
    clearProblem: 'the problem shown leaves',
    takePlacedOrder: 'the order placed, with its ORD id, for the ticket',
    showRefusal: "the server's refusal; nothing typed is lost",
    startAgain: 'an empty order',
  },
  events: {
    SIGNED_OUT: 'desk: signed out',
    OPEN: 'desk navigation: the phone order opened',
  },
  derived: { who: whoRow('phoneOrders') },
};

export const ticketNotes: ChartNotes = {
  guards: {
    isOrderKnown: 'the inbox holds a copy of this order',
  },
  actions: {
    showKnownOrder: "shows the inbox's copy of the order",
    askForOrder: 'fetches that one order',
    showOrder: 'shows the order fetched',
    showFailure: 'says the order was not found',
  },
  events: {
    OPEN: "desk navigation: a ticket's address opened (from the inbox, a bookmark or a link)",
  },
};
