/**
 * The account forms' rules (login, registration, the password reset with the shop's code, change
 * password, personal details) and the registration phone hint: pure functions over what a form holds,
 * returning the value to send or the message that refuses it. Split from domain/validation.ts (issue 14)
 * so that their texts (accountTexts) load with the account screens; the rules shared with the address
 * forms, the desk and the server stay there.
 */
import { OTP_DIGITS, PASSWORD_MIN_LENGTH, PHONE_DIGITS } from './constants.ts';
import { sayer } from './validation.ts';
import { accountTexts as englishAccountTexts } from './messages/account.ts';
import { formTexts as englishFormTexts } from './messages/forms.ts';
import { fail, formSaid, isValidMobile, normalisePhone, pass, type Check, type PhoneHint } from './validation.ts';
import { normaliseLoginIdentifier, validateName, validateSignUp, type SignUpFields } from './personRules.ts';
import { textsIn } from './textCatalogues.ts';
import type { Language } from './locale.ts';

/** The messages of accountTexts by key (domain/message.ts). */
export const accountSaid = sayer('accountTexts', englishAccountTexts);

const DIGITS = /^\d+$/;

/** The live hint under the registration phone field. */
export function registrationPhoneHint(language: Language, phone: string): PhoneHint {
  const accountTexts = textsIn(language, englishAccountTexts);
  const formTexts = textsIn(language, englishFormTexts);
  if (phone === '') return { message: accountTexts.phoneHintEmpty, valid: false };
  if (!DIGITS.test(phone)) return { message: formTexts.phoneHintExact, valid: false };
  if (!/^[6-9]/.test(phone)) return { message: accountTexts.phoneHintStart, valid: false };
  if (phone.length < PHONE_DIGITS) return { message: formTexts.moreDigitsNeeded(PHONE_DIGITS - phone.length), valid: false };
  if (phone.length > PHONE_DIGITS) return { message: accountTexts.phoneHintExtra, valid: false };
  return { message: accountTexts.phoneHintValid, valid: true };
}

export function validateLogin(form: { identifier: string; password: string }): Check<{ identifier: string }> {
  if (form.identifier.trim() === '' || form.password === '') return fail(accountSaid('fillAllRequired'));
  const identifier = normaliseLoginIdentifier(form.identifier);
  const isPhone = identifier.length === PHONE_DIGITS && DIGITS.test(identifier);
  if (!isPhone && !identifier.includes('@')) return fail(accountSaid('invalidLoginEmail'));
  return pass({ identifier });
}

export interface RegistrationForm extends SignUpFields {
  confirmPassword: string;
  acceptedPrivacy: boolean;
  acceptedTerms: boolean;
}

/** Both consent boxes ticked (spec section 4: the registration submit is enabled only then). */
export function hasAcceptedBothConsents(form: Pick<RegistrationForm, 'acceptedPrivacy' | 'acceptedTerms'>): boolean {
  return form.acceptedPrivacy && form.acceptedTerms;
}

export function validateRegistration(form: RegistrationForm): Check<SignUpFields> {
  const fields = validateSignUp(form);
  if (!fields.ok) return fields;
  if (form.password !== form.confirmPassword) return fail(accountSaid('passwordsDoNotMatch'));
  if (!hasAcceptedBothConsents(form)) return fail(accountSaid('acceptBothConsents'));
  return fields;
}

/** The live note under the consent boxes while either is unticked. */
export function consentNote(language: Language, form: Pick<RegistrationForm, 'acceptedPrivacy' | 'acceptedTerms'>): string | null {
  const accountTexts = textsIn(language, englishAccountTexts);
  return hasAcceptedBothConsents(form) ? null : accountTexts.acceptBothConsents;
}

/** The live note under Confirm password: only once something is typed there and it differs. */
export function confirmPasswordNote(language: Language, form: Pick<RegistrationForm, 'password' | 'confirmPassword'>): string | null {
  const accountTexts = textsIn(language, englishAccountTexts);
  return form.confirmPassword !== '' && form.confirmPassword !== form.password ? accountTexts.passwordsDoNotMatch : null;
}

export function validateOtp(code: string): Check<string> {
  return new RegExp(`^\\d{${OTP_DIGITS}}$`).test(code.trim()) ? pass(code.trim()) : fail(accountSaid('invalidOtp'));
}

export interface ResetPasswordForm {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** Section 5's reset, with the phone number the shop's code was issued for (issue 12): what resetPassword sends. */
export function validateResetPassword(form: ResetPasswordForm): Check<{ phone: string; code: string; password: string }> {
  const phone = normalisePhone(form.phone);
  if (!isValidMobile(phone)) return fail(formSaid('enterValidPhone'));
  const code = validateOtp(form.code);
  if (!code.ok) return code;
  if (form.password.length < PASSWORD_MIN_LENGTH) return fail(formSaid('passwordMin'));
  if (form.password !== form.confirmPassword) return fail(accountSaid('passwordsDoNotMatch'));
  return pass({ phone, code: code.value, password: form.password });
}

export function validateChangePassword(form: { current: string; next: string; confirm: string }): Check {
  if (form.current === '' || form.next === '' || form.confirm === '') return fail(accountSaid('fillAllPasswordFields'));
  if (form.next.length < PASSWORD_MIN_LENGTH) return fail(accountSaid('newPasswordMin'));
  if (form.next !== form.confirm) return fail(accountSaid('newPasswordsDontMatch'));
  if (form.next === form.current) return fail(accountSaid('newPasswordMustDiffer'));
  return pass(undefined);
}

export function validatePersonalDetails(
  form: { name: string; email: string; phone: string },
  currentName: string,
): Check<string> {
  if (form.name.trim() === '' || form.email.trim() === '' || form.phone.trim() === '') return fail(accountSaid('allFieldsRequired'));
  const name = validateName(form.name);
  if (!name.ok) return name;
  if (name.value === currentName.trim()) return fail(accountSaid('noChangesToUpdate'));
  return name;
}
