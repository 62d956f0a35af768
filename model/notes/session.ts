/** The session's chart notes (spec sections 4 Session, 2 navigation, 6 roles and 8 errors). */
import { cite, type ChartNotes } from './kit.ts';

const loginLogout = (quote: string) => cite('4', 8, quote);
const logoutGoes = cite('2', 19, 'Logout goes to / with a toast.');

export const sessionNotes: ChartNotes = {
  guards: {
    hasStoredUser: 'browser storage holds a user from an earlier visit',
  },
  actions: {
    setUser: 'the logged-in customer',
    setName: "the customer's new name",
    forgetToken: 'drops the token; the name stays in this browser',
    forgetUser: 'nobody is logged in',
    forgetLanguage: 'the language back to English',
    setLanguage: 'the language chosen',
    notify: 'a toast',
    navigate: 'goes to',
    persistSession: 'writes user and auth_token to browser storage',
    clearSession: 'removes user, auth_token, the addresses and the delivery address from browser storage',
    clearAllStorage: 'clears all browser storage',
    persistLanguage: 'writes the language to browser storage',
  },
  events: {
    LOGGED_IN: 'login machine: the login succeeded',
    SESSION_EXPIRED: 'any call: the server answered 401',
    PROFILE_SAVING: 'personal details machine: saving the name',
    PROFILE_SAVED: 'personal details machine: the name was saved',
    PROFILE_KEPT_LOCALLY: 'personal details machine: the name was kept in this browser only',
    PROFILE_NOT_SAVED: 'personal details machine: the save failed',
    ACCOUNT_DELETED: 'delete account machine: the account was deleted',
    VISIT_PROFILE: 'router: a visitor opened /profile',
  },
  cites: {
    'session.restoring --done: restoreSession [hasStoredUser]': [loginLogout('The user is restored from browser storage at start.')],
    'session.visitor --LOGGED_IN': [
      loginLogout('Login sets the user, stores it in the browser, shows Login successful!.'),
      cite('6', 1, 'Two states only: visitor and logged-in customer (auth token kept in browser storage).'),
    ],
    'session.visitor --VISIT_PROFILE': [
      cite('2', 9, 'A visitor is redirected to /login with an error toast.'),
      cite('6', 2, 'Visitors: home, products, cart, legal pages, login, register, sitemap, contact page.'),
    ],
    'session.loggedIn.idle --SESSION_EXPIRED': [cite('8', 1, 'HTTP mapping: 401 Unauthorized. Please login again.')],
    'session.loggedIn --ACCOUNT_DELETED': [loginLogout('Delete account clears all browser storage and the user.')],
    'session.loggingOut --done: logout': [loginLogout('Logout clears the user and shows Logged out successfully.'), logoutGoes],
    'session.loggingOut --error: logout': [loginLogout('Logout clears the user and shows Logged out successfully.'), logoutGoes],
    'session.loggedIn --PROFILE_KEPT_LOCALLY': [cite('8', 2, 'the profile is then saved locally')],
  },
};
