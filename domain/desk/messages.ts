/**
 * The desk's texts for the shop's staff and owner (issue 12): one home, apart from the customers' texts
 * of domain/messages.ts. Texts the server sends (refusals) arrive in its `msg` and are shown as they are.
 */
export const deskMessages = {
  // ---- sign-in and the frame ----
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
