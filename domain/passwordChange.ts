/**
 * How the storefront reads the outcome of a changePassword call (spec section 8, Change password), as a
 * pure rule: the answer the server sent, or the error thrown when no readable answer came.
 */
import { SUCCESS_CODE } from './answerCode.ts';
import { messageKeys, type Words } from './message.ts';
import { accountTexts } from './messages/account.ts';
import { textsIn } from './textCatalogues.ts';

const sayAccount = messageKeys('accountTexts', accountTexts);

/** The second success text the server may send (section 8 quotes both spellings). */
export const PASSWORD_CHANGE_SUCCESSFULLY_SERVER = 'Password Change Successfully';

/** What the changePassword answer may carry (section 7: "Reads msg, message, status, code"). */
export interface PasswordChangeAnswer {
  code?: string | number | null;
  msg?: string | null;
  message?: string | null;
  status?: string | null;
}

export type PasswordChangeResult = { answer: PasswordChangeAnswer } | { error: unknown };

export interface PasswordChangeOutcome {
  changed: boolean;
  /** The toast the customer reads: a message by key, or the server's words as they came. */
  text: Words;
}

/** A server message about the current password: it contains incorrect, wrong, invalid, current password or old password. */
export function isWrongCurrentPasswordMessage(message: string): boolean {
  return /incorrect|wrong|invalid|current password|old password/i.test(message);
}

const nonEmpty = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * Success when status is success, code is 200, or msg is one of the two success texts: "Password changed
 * successfully". Otherwise a server message (msg or message) about the current password gives "Incorrect current password.
 * Please enter the correct password.", any other server message is shown as it is, and no message gives
 * "Failed to change password". A thrown error (no answer, an answer that could not be read, an HTTP failure)
 * is never judged by its words: "An error occurred while changing password".
 */
export function passwordChangeOutcome(result: PasswordChangeResult): PasswordChangeOutcome {
  if ('error' in result) return { changed: false, text: sayAccount('errorChangingPassword') };
  const { answer } = result;
  const changed =
    answer.status === 'success' ||
    String(answer.code ?? '') === SUCCESS_CODE ||
    answer.msg === textsIn('en', accountTexts).passwordChangedServer ||
    answer.msg === PASSWORD_CHANGE_SUCCESSFULLY_SERVER;
  if (changed) return { changed, text: sayAccount('passwordChanged') };
  const serverText = nonEmpty(answer.msg) ?? nonEmpty(answer.message);
  if (serverText === null) return { changed, text: sayAccount('failedToChangePassword') };
  // Our server words msg in the shown language and keeps message in English (issue 24): either may say it.
  const aboutCurrent = [serverText, nonEmpty(answer.message)].some((text) => text !== null && isWrongCurrentPasswordMessage(text));
  return { changed, text: aboutCurrent ? sayAccount('incorrectCurrentPassword') : serverText };
}
