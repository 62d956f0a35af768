/** How a changePassword outcome reads (spec section 8, Change password), as a table. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/app/api.ts';
import { passwordChangeOutcome, type PasswordChangeResult } from '../../domain/passwordChange.ts';
import { wordsIn } from '../../domain/wording.ts';

const changed = 'Password changed successfully';
const incorrect = 'Incorrect current password. Please enter the correct password.';
const failed = 'Failed to change password';
const errored = 'An error occurred while changing password';

const table: [string, PasswordChangeResult, boolean, string][] = [
  // Success: status success, code 200, or one of the two success texts.
  ['code 200', { answer: { code: '200', msg: 'Password Changed Successfully', status: 'success' } }, true, changed],
  ['code 200 as a number, no msg', { answer: { code: 200 } }, true, changed],
  ['status success with another code', { answer: { code: '201', status: 'success', msg: 'ok' } }, true, changed],
  ['msg Password Changed Successfully alone', { answer: { code: '0', msg: 'Password Changed Successfully' } }, true, changed],
  ['msg Password Change Successfully alone', { answer: { code: '0', msg: 'Password Change Successfully' } }, true, changed],
  // A server message about the current password.
  ['"Incorrect current password"', { answer: { code: '400', msg: 'Incorrect current password', status: 'error' } }, false, incorrect],
  ['"Old password is WRONG"', { answer: { code: '400', msg: 'Old password is WRONG' } }, false, incorrect],
  ['"invalid password"', { answer: { code: '401', msg: 'invalid password' } }, false, incorrect],
  ['"Current Password does not match"', { answer: { code: '400', msg: 'Current Password does not match' } }, false, incorrect],
  ['"old password required"', { answer: { code: '400', msg: 'old password required' } }, false, incorrect],
  ['only message (no msg) about the current password', { answer: { code: '400', message: 'Wrong current password' } }, false, incorrect],
  // Issue 24: our server's msg in the shown language, its message in English.
  ['msg in Gujarati, message "Incorrect current password"', { answer: { code: '400', msg: 'હાલનો પાસવર્ડ ખોટો છે', message: 'Incorrect current password', status: 'error' } }, false, incorrect],
  // Any other server message as it is; none: Failed to change password.
  ['another server message', { answer: { code: '400', msg: 'New password must be at least 6 characters long' } }, false, 'New password must be at least 6 characters long'],
  ['"Too many attempts"', { answer: { code: '429', msg: 'Too many attempts, please wait a minute' } }, false, 'Too many attempts, please wait a minute'],
  ['no msg', { answer: { code: '400', msg: '' } }, false, failed],
  ['blank msg and message', { answer: { code: '500', msg: '  ', message: '' } }, false, failed],
  // A thrown error is never read as a wrong password, whatever its words.
  ['thrown "Invalid JSON response from server"', { error: new ApiError('Invalid JSON response from server', null) }, false, errored],
  ['thrown "Temporary service is not available"', { error: new ApiError('Temporary service is not available', null) }, false, errored],
  ['thrown "Unauthorized. Please login again."', { error: new ApiError('Unauthorized. Please login again.', 401) }, false, errored],
  ['thrown TypeError "Failed to fetch"', { error: new TypeError('Failed to fetch') }, false, errored],
  ['thrown error "Old password is wrong"', { error: { message: 'Old password is wrong' } }, false, errored],
  ['thrown nothing readable', { error: undefined }, false, errored],
];

describe('passwordChangeOutcome', () => {
  it.each(table)('%s', (_name, result, wantChanged, text) => {
    const outcome = passwordChangeOutcome(result);
    expect({ changed: outcome.changed, text: wordsIn('en', outcome.text) }).toEqual({ changed: wantChanged, text });
  });
});
