/** The sign-up form's chart notes (spec sections 4 Session, 5 Registration, 2 navigation, 8). */
import { PASSWORD_MIN_LENGTH, PHONE_DIGITS } from '../../domain/constants.ts';
import { validateRegistration, type RegistrationForm } from '../../domain/accountRules.ts';
import { cite, type ChartNotes } from './kit.ts';
import { firstRuleBroken } from './refusals.ts';

const password = 'x'.repeat(PASSWORD_MIN_LENGTH);
const valid: RegistrationForm = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', password, confirmPassword: password, acceptedPrivacy: true, acceptedTerms: true };
const breaking = (change: Partial<RegistrationForm>) => validateRegistration({ ...valid, ...change });

export const registrationNotes: ChartNotes = {
  guards: {
    hasAcceptedBothConsents: 'both consent boxes are ticked (Privacy Policy and Terms & Conditions)',
    isRefused: `the form breaks a rule: name and email required, phone ${PHONE_DIGITS} digits from 6 to 9, password at least ${PASSWORD_MIN_LENGTH} characters, passwords match, both consents given`,
  },
  actions: {
    edit: `the fields as typed; the phone kept as its digits, at most ${PHONE_DIGITS}`,
    togglePrivacy: 'ticks or unticks the privacy policy consent',
    toggleTerms: 'ticks or unticks the terms consent',
    checkAttempt: 'checks the form once, by the registration rules',
    forgetAttempt: 'forgets the last check',
    clearServerMessage: "removes the server's words from the form",
    keepServerMessage: "keeps the server's words on the form",
    resetForm: 'an empty form',
    notify: 'a toast',
    navigate: 'goes to',
    registered: 'tells the storefront the email just registered: the login that follows starts with it',
  },
  says: {
    'registration.checking --always [isRefused]': {
      notify: firstRuleBroken([
        breaking({ name: '' }),
        breaking({ email: 'asha' }),
        breaking({ phone: '12345' }),
        breaking({ password: password.slice(1), confirmPassword: password.slice(1) }),
        breaking({ confirmPassword: `${password}y` }),
        breaking({ acceptedTerms: false }),
      ]),
    },
  },
  cites: {
    'registration.editing --REGISTER [hasAcceptedBothConsents]': [
      cite('4', 10, 'Registration submit is enabled only when both consent boxes are ticked and no submission is in progress.'),
    ],
    'registration.checking --always [isRefused]': [
      cite('5', 6, 'Passwords must match (Passwords do not match'),
      cite('9', 7, 'Mobile number 10 digits starting 6-9'),
      cite('9', 7, 'password minimum 6 (or 8 under the stricter label)'),
    ],
    'registration.checking --always': [cite('5', 12, '**Sign-up** requires name, email, phone and password and sends an empty push token.')],
    'registration.submitting --done: signUp': [
      cite('2', 19, 'Registration success goes to /login.'),
      cite('8', 3, 'Registration success: Registration successful! Please login with your credentials.'),
    ],
  },
};
