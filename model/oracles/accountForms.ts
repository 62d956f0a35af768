/**
 * The account forms' sample submissions with what section 5 says each must do, written out by hand, never
 * read from domain/accountRules.ts: refused with the toast quoted, or sent to the server. The models
 * (model/models/account.ts) offer these submissions; the account paths check each one's verdict
 * (tests/model/drivers/account.ts). Several sit at a rule's edge: a password of 5 characters and of 6,
 * an identifier of 10 characters that is not all digits, one of only spaces, a blank field beside filled ones.
 */
import { accountTexts } from '../../domain/messages/account.ts';
import { formTexts } from '../../domain/messages/forms.ts';

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

/** The verdict for a submission the models offer; undefined for any other event. */
export function submitVerdict(event: { type: string }): SubmitVerdict | undefined {
  const key = JSON.stringify(event);
  return ALL.find(([submission]) => JSON.stringify(submission) === key)?.[1];
}
