/**
 * The account forms' sample submissions with what section 5 says each must do, written out by hand, never
 * read from domain/accountRules.ts: refused with the toast quoted, or sent to the server. The models
 * (model/models/account.ts) offer these submissions; the account paths check each one's verdict
 * (tests/model/drivers/account.ts). Several sit at a rule's edge: a password of 5 characters and of 6,
 * an identifier of 10 characters that is not all digits, one of only spaces, a blank field beside filled ones.
 */
import { accountTexts } from '../../domain/messages/account.ts';
import { formTexts } from '../../domain/messages/forms.ts';
import { httpTexts } from '../../domain/messages/http.ts';

/** Refused with this toast, or sent to the server (the form's busy state). */
export type SubmitVerdict = { refusedWith: string } | 'sent';

const refused = (text: string): SubmitVerdict => ({ refusedWith: text });

export const loginSubmissions = [
  [{ type: 'LOGIN', identifier: '', password: '' }, refused(accountTexts.fillAllRequired)],
  [{ type: 'LOGIN', identifier: 'asha@example.com', password: '' }, refused(accountTexts.fillAllRequired)],
  /** Only spaces: nothing typed. */
  [{ type: 'LOGIN', identifier: '   ', password: 'secret1' }, refused(accountTexts.fillAllRequired)],
  [{ type: 'LOGIN', identifier: 'asha', password: 'secret1' }, refused(accountTexts.invalidLoginEmail)],
  /** Ten characters, digits at one end only: neither a mobile number nor an email. */
  [{ type: 'LOGIN', identifier: 'asha987654', password: 'secret1' }, refused(accountTexts.invalidLoginEmail)],
  [{ type: 'LOGIN', identifier: '9876asha54', password: 'secret1' }, refused(accountTexts.invalidLoginEmail)],
  /** Nine digits: too short for a mobile number, and no @. */
  [{ type: 'LOGIN', identifier: '987654321', password: 'secret1' }, refused(accountTexts.invalidLoginEmail)],
  /** From the header's Login: success goes to /products. */
  [{ type: 'LOGIN', identifier: ' 098765 43210 ', password: 'secret1' }, 'sent'],
  /** Placing an order as a visitor remembers /cart, and login success returns there (spec section 2). */
  [{ type: 'LOGIN', identifier: 'Asha@Example.com', password: 'secret1', returnTo: '/cart' }, 'sent'],
  /** Started at /order-history; a phone of 11 digits is cut to 10. */
  [{ type: 'LOGIN', identifier: '98765432109', password: 'secret1', returnTo: '/order-history' }, 'sent'],
] as const satisfies readonly (readonly [{ type: 'LOGIN'; identifier: string; password: string; returnTo?: string }, SubmitVerdict])[];

export const resetPasswordSubmissions = [
  [{ type: 'RESET_PASSWORD', phone: '98765', code: '123456', password: 'secret1', confirmPassword: 'secret1' }, refused(formTexts.enterValidPhone)],
  [{ type: 'RESET_PASSWORD', phone: '9876543210', code: '12345', password: 'secret1', confirmPassword: 'secret1' }, refused(accountTexts.invalidOtp)],
  [{ type: 'RESET_PASSWORD', phone: '9876543210', code: '123456', password: 'abcde', confirmPassword: 'abcde' }, refused(formTexts.passwordMin)],
  [{ type: 'RESET_PASSWORD', phone: '9876543210', code: '123456', password: 'secret1', confirmPassword: 'secret2' }, refused(accountTexts.passwordsDoNotMatch)],
  [{ type: 'RESET_PASSWORD', phone: '9876543210', code: '123456', password: 'abcdef', confirmPassword: 'abcdef' }, 'sent'],
  [{ type: 'RESET_PASSWORD', phone: '+91 98765 43210', code: '123456', password: 'secret1', confirmPassword: 'secret1' }, 'sent'],
] as const satisfies readonly (readonly [{ type: 'RESET_PASSWORD'; phone: string; code: string; password: string; confirmPassword: string }, SubmitVerdict])[];

export const changePasswordSubmissions = [
  [{ type: 'CHANGE_PASSWORD', current: '', next: 'secret2', confirm: 'secret2' }, refused(accountTexts.fillAllPasswordFields)],
  [{ type: 'CHANGE_PASSWORD', current: 'secret1', next: 'secret2', confirm: '' }, refused(accountTexts.fillAllPasswordFields)],
  [{ type: 'CHANGE_PASSWORD', current: 'secret1', next: '', confirm: 'secret2' }, refused(accountTexts.fillAllPasswordFields)],
  [{ type: 'CHANGE_PASSWORD', current: 'secret1', next: 'abcde', confirm: 'abcde' }, refused(accountTexts.newPasswordMin)],
  [{ type: 'CHANGE_PASSWORD', current: 'secret1', next: 'secret2', confirm: 'secret3' }, refused(accountTexts.newPasswordsDontMatch)],
  [{ type: 'CHANGE_PASSWORD', current: 'secret1', next: 'secret1', confirm: 'secret1' }, refused(accountTexts.newPasswordMustDiffer)],
  [{ type: 'CHANGE_PASSWORD', current: 'secret1', next: 'abcdef', confirm: 'abcdef' }, 'sent'],
] as const satisfies readonly (readonly [{ type: 'CHANGE_PASSWORD'; current: string; next: string; confirm: string }, SubmitVerdict])[];

const ALL = [...loginSubmissions, ...resetPasswordSubmissions, ...changePasswordSubmissions];

/**
 * Sign up pressed with both boxes ticked (unticked, the button is disabled: section 4), for each form the
 * registration model fills: the whole form (Asha Patel, asha@example.com, password secret1; the boxes are
 * ticked only after it) with the phone and the confirmation as the samples left them, keyed
 * "phone / confirmation". The phone is checked before the confirmation.
 */
export const registrationSubmissions: Readonly<Record<string, SubmitVerdict>> = {
  '9876543210 / secret1': 'sent',
  '9876543210 / secret2': refused(accountTexts.passwordsDoNotMatch),
  '98765 / secret1': refused(formTexts.invalidPhoneOnSubmit),
  '98765 / secret2': refused(formTexts.invalidPhoneOnSubmit),
  /** Starts with 5: no mobile number, though a 6 follows. */
  '512346 / secret1': refused(formTexts.invalidPhoneOnSubmit),
  '512346 / secret2': refused(formTexts.invalidPhoneOnSubmit),
  /** One digit too many. */
  '98765432101 / secret1': refused(formTexts.invalidPhoneOnSubmit),
  '98765432101 / secret2': refused(formTexts.invalidPhoneOnSubmit),
};

/** The verdict on Sign up for a form the registration model fills (registrationSubmissions). */
export function registrationVerdict(form: { phone: string; confirmPassword: string }): SubmitVerdict {
  const key = `${form.phone} / ${form.confirmPassword}`;
  const verdict = registrationSubmissions[key];
  if (verdict === undefined) throw new Error(`no registration verdict for the form "${key}": write it in registrationSubmissions`);
  return verdict;
}

/** The verdict for a submission the models offer; undefined for any other event. */
export function submitVerdict(event: { type: string }): SubmitVerdict | undefined {
  const key = JSON.stringify(event);
  return ALL.find(([submission]) => JSON.stringify(submission) === key)?.[1];
}

/** A name of 109 characters once trimmed: over the 100 a name may have. */
export const TOO_LONG_NAME = 'Asha Patel '.repeat(10);

/** Save on personal details: sent with the token, refused with a toast, or kept in this browser only (no token: section 6). */
export type PersonalDetailsVerdict = SubmitVerdict | { keptLocallyAs: string };

/** The toasts of a name kept locally, in order (section 6). */
export const keptLocallyToasts = [httpTexts.tokenNotFound, accountTexts.profileUpdatedLocally] as const;

const withToken = 'token';
const withoutToken = 'no token';

/**
 * Save pressed on personal details for each customer the personal details model starts with or reaches and
 * each name it types, keyed "stored name | email | phone | token → typed name". Email and phone are the
 * stored ones (the screen shows them disabled): an older client may have stored them blank.
 * Section 5: "all fields required (All fields are required); an unchanged name gives No changes to update".
 */
const asha = 'Asha Patel | asha@example.com | 9876543210';
const renamed = 'Asha Rani Patel | asha@example.com | 9876543210';
const spacedName = 'Asha Patel  | asha@example.com | 9876543210';
const blankEmail = 'Asha Patel |    | 9876543210';
const blankPhone = 'Asha Patel | asha@example.com |   ';
const refusedWhateverTyped = (stored: string): [string, PersonalDetailsVerdict][] =>
  ['', '   ', TOO_LONG_NAME, 'Asha Patel', 'Asha Rani Patel'].map((typed) => [`${stored} | ${withToken} → ${typed}`, refused(accountTexts.allFieldsRequired)]);
/** Nothing typed, only spaces, or a name over 100 characters: refused for any customer with a token and every field stored. */
const refusedNames = (stored: string): [string, PersonalDetailsVerdict][] => [
  [`${stored} | ${withToken} → `, refused(accountTexts.allFieldsRequired)],
  [`${stored} | ${withToken} →    `, refused(accountTexts.allFieldsRequired)],
  [`${stored} | ${withToken} → ${TOO_LONG_NAME}`, refused(formTexts.enterName)],
];

export const personalDetailsSubmissions: ReadonlyMap<string, PersonalDetailsVerdict> = new Map<string, PersonalDetailsVerdict>([
  ...refusedNames(asha),
  [`${asha} | ${withToken} → Asha Patel`, refused(accountTexts.noChangesToUpdate)],
  [`${asha} | ${withToken} → Asha Rani Patel`, 'sent'],
  ...refusedNames(renamed),
  [`${renamed} | ${withToken} → Asha Rani Patel`, refused(accountTexts.noChangesToUpdate)],
  /** Stored as "Asha Patel " by an older client: the same name, trimmed, is no change. */
  ...refusedNames(spacedName),
  [`${spacedName} | ${withToken} → Asha Patel `, refused(accountTexts.noChangesToUpdate)],
  [`${spacedName} | ${withToken} → Asha Rani Patel`, 'sent'],
  /** An email or a phone stored blank (spaces) by an older client: no name can be saved. */
  ...refusedWhateverTyped(blankEmail),
  ...refusedWhateverTyped(blankPhone),
  /** No token (an older client's customer, or the token expired while saving): kept in this browser. */
  [`Asha Rani Patel | asha@example.com | 9876543210 | ${withoutToken} → Ravi Shah`, { keptLocallyAs: 'Ravi Shah' }],
  [` | ravi@example.com | 9123456780 | ${withoutToken} → Ravi Shah`, { keptLocallyAs: 'Ravi Shah' }],
  [`Ravi Shah | ravi@example.com | 9123456780 | ${withoutToken} → Asha Rani Patel`, { keptLocallyAs: 'Asha Rani Patel' }],
  [`Asha Rani Patel | ravi@example.com | 9123456780 | ${withoutToken} → Ravi Shah`, { keptLocallyAs: 'Ravi Shah' }],
  [`Ravi Shah | asha@example.com | 9876543210 | ${withoutToken} → Asha Rani Patel`, { keptLocallyAs: 'Asha Rani Patel' }],
]);

/** The verdict on Save for a customer and a typed name the personal details model offers (personalDetailsSubmissions). */
export function personalDetailsVerdict(
  user: { name: string; email: string; phone: string; token: string | null },
  typed: { name: string },
): PersonalDetailsVerdict {
  const key = `${user.name} | ${user.email} | ${user.phone} | ${user.token ? withToken : withoutToken} → ${typed.name}`;
  const verdict = personalDetailsSubmissions.get(key);
  if (verdict === undefined) throw new Error(`no personal details verdict for "${key}": write it in personalDetailsSubmissions`);
  return verdict;
}
