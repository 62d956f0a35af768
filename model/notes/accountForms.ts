/** The chart notes of the login, reset password and change password forms (spec sections 5, 2 navigation, 4 Session and 8). */
import { OTP_DIGITS, PASSWORD_MIN_LENGTH, PHONE_DIGITS } from '../../domain/constants.ts';
import { validateChangePassword, validateLogin, validateResetPassword } from '../../domain/accountRules.ts';
import { cite, type ChartNotes } from './kit.ts';
import { firstRuleBroken } from './refusals.ts';

const PHONE = '9876543210';
const PASSWORD = 'x'.repeat(PASSWORD_MIN_LENGTH);
const SHORT = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
const CODE = '1'.repeat(OTP_DIGITS);

const formActions = {
  checkAttempt: 'checks the form once, by its rules',
  forgetAttempt: 'forgets the last check',
  notify: 'a toast',
};

export const loginNotes: ChartNotes = {
  guards: {
    isRefused: `the form breaks a rule: both fields required; an identifier of digits only is cut to ${PHONE_DIGITS}; one that is not ${PHONE_DIGITS} digits needs an @`,
  },
  actions: {
    ...formActions,
    navigate: 'goes to',
    loggedIn: 'tells the session who logged in (it stores user and auth_token)',
    keepIdentifier: 'the identifier field as typed',
    identifierTyped: 'tells the storefront what the identifier field holds (kept for the login after a detour through Sign up)',
  },
  says: {
    'login.checking --always [isRefused]': {
      notify: firstRuleBroken([validateLogin({ identifier: '', password: '' }), validateLogin({ identifier: 'name', password: PASSWORD })]),
    },
  },
  cites: {
    'login.checking --always [isRefused]': [cite('5', 5, 'both fields required (Please fill all required fields)')],
    'login.submitting --done: login': [
      cite('4', 8, 'Login sets the user, stores it in the browser, shows Login successful!.'),
      cite('2', 19, 'Login success goes to /products, or back to /order-history (marking that it came from login) when the login started there.'),
    ],
    'login.submitting --error: login': [cite('8', 3, 'Login: failure toast Login failed - invalid credentials, or the thrown server message.')],
  },
};

export const resetPasswordNotes: ChartNotes = {
  guards: {
    isRefused: `the form breaks a rule: a code of exactly ${OTP_DIGITS} digits, a password of at least ${PASSWORD_MIN_LENGTH} characters, typed the same twice`,
  },
  actions: { ...formActions, navigate: 'goes to' },
  says: {
    'resetPassword.checking --always [isRefused]': {
      notify: firstRuleBroken([
        validateResetPassword({ phone: '123', code: CODE, password: PASSWORD, confirmPassword: PASSWORD }),
        validateResetPassword({ phone: PHONE, code: '1', password: PASSWORD, confirmPassword: PASSWORD }),
        validateResetPassword({ phone: PHONE, code: CODE, password: SHORT, confirmPassword: SHORT }),
        validateResetPassword({ phone: PHONE, code: CODE, password: PASSWORD, confirmPassword: `${PASSWORD}y` }),
      ]),
    },
  },
  cites: {
    'resetPassword.checking --always [isRefused]': [
      cite('5', 8, 'code exactly 6 digits (Please enter a valid 6-digit OTP); password at least 6 characters (Password must be at least 6 characters); both must match.'),
      cite('9', 7, 'one-time code 6 digits'),
    ],
  },
};

export const changePasswordNotes: ChartNotes = {
  guards: {
    isRefused: `the form breaks a rule: all fields required, the new password at least ${PASSWORD_MIN_LENGTH} characters, confirmed, and not the current one`,
    isPasswordChanged: 'the answer says the password changed: status success, code 200, or msg Password Changed Successfully',
  },
  actions: formActions,
  says: {
    'changePassword.checking --always [isRefused]': {
      notify: firstRuleBroken([
        validateChangePassword({ current: '', next: '', confirm: '' }),
        validateChangePassword({ current: PASSWORD, next: SHORT, confirm: SHORT }),
        validateChangePassword({ current: PASSWORD, next: `${PASSWORD}y`, confirm: `${PASSWORD}z` }),
        validateChangePassword({ current: PASSWORD, next: PASSWORD, confirm: PASSWORD }),
      ]),
    },
  },
  cites: {
    'changePassword.checking --always [isRefused]': [cite('5', 9, 'all fields required (Please fill in all password fields)')],
    'changePassword.submitting --done: login': [cite('5', 9, 'The current password is first verified by a login call using the phone as user id')],
    'changePassword.submitting --error: login': [cite('5', 9, 'if it fails: Current password is incorrect. Please try again.')],
    'changePassword.changing --done: changePassword [isPasswordChanged]': [cite('8', 5, 'shown as Password changed successfully')],
  },
};
