/**
 * The desk's texts for the shop's staff and owner (issue 12): one home, apart from the customers' texts
 * of domain/messages.ts. Texts the server sends (refusals) arrive in its `msg` and are shown as they are.
 */
export const deskMessages = {
  // ---- sign-in and the frame ----
  brand: 'Desk',
  email: 'Email',
  password: 'Password',
  signInTitle: 'Sign in to the desk',
  signInButton: 'Sign in',
  signingIn: 'Signing in…',
  signInMissing: 'Please enter your email and password',
  signInFailed: 'Sign-in failed. Please check your email and password.',
  sessionEnded: 'Your desk session has ended. Please sign in again.',
  signOut: 'Sign out',
  signedInAs: (name: string, role: string) => `${name} (${role})`,
  deskNavigation: 'Desk sections',
  loading: 'Loading…',
  noSuchSection: 'This desk page does not exist, or your role cannot open it.',
  serviceUnavailable: 'The shop’s server cannot be reached. Please try again.',
  tryAgain: 'Try Again',
} as const;

/** The order inbox and its actions (issue 12, points 1 and 2). */
export const inboxMessages = {
  title: 'Orders',
  loadFailed: 'The orders could not be loaded.',
  empty: 'No orders match.',
  live: 'Live: new orders appear here',
  reconnecting: 'Reconnecting to the live order feed…',
  filterStatus: 'Status',
  anyStatus: 'Any status',
  filterDay: 'Day',
  search: 'Find by ORD id, phone or name',
  searchButton: 'Find',
  accepted: (id: string) => `Order ${id} accepted`,
  delivered: (id: string) => `Order ${id} marked delivered`,
  cancelled: (id: string) => `Order ${id} cancelled`,
  changeFailed: 'The order could not be changed. Please try again.',
  cancelTitle: (id: string) => `Cancel order ${id}`,
  cancelReason: 'Reason (the customer sees it)',
  confirmCancel: 'Cancel order',
  keepOrder: 'Keep order',
  printTicket: 'Print ticket',
  waiting: (count: number) => (count === 1 ? '1 new order waits to be accepted' : `${count} new orders wait to be accepted`),
} as const;

/** The printed ticket (issue 12, point 3). */
export const ticketMessages = {
  width: 'Paper width',
  widthOption: (millimetres: number) => `${millimetres} mm`,
  print: 'Print',
  back: 'Back to orders',
  notFound: 'This order is not in the inbox. Open it from the order list.',
  total: 'Total',
  deliveryFee: 'Delivery',
} as const;

/** Password help (issue 12, point 7). */
export const passwordHelpMessages = {
  title: 'Password help',
  intro: 'For a customer who calls: issue a one-time code and read it out. On the shop’s Reset password page they enter it with a new password.',
  phone: 'Customer’s mobile number',
  issue: 'Issue code',
  issuing: 'Issuing…',
  invalidPhone: 'Please enter a valid 10-digit mobile number',
  failed: 'The code could not be issued. Please try again.',
  codeFor: (name: string, phone: string) => `Code for ${name} (${phone})`,
  validUntil: (time: string) => `Valid until ${time}, for one use`,
  another: 'Help another customer',
} as const;

/** Phone orders (issue 12, point 4): the section is listed; its flow is still to be built. */
export const phoneOrderMessages = {
  title: 'Phone order',
  notYet: 'Phone orders cannot be placed from the desk yet.',
} as const;
