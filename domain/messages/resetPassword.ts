import { textCatalogue } from '../textCatalogues.ts';

/** The reset password screen's labels (/reset-password, issue 12: the reset uses a code the shop gave). */
export const resetPasswordTexts = textCatalogue('resetPasswordTexts', {
  resetPasswordTitle: 'Reset password',
  resetPasswordLead: 'Enter your phone number, the 6-digit code the shop gave you and a new password.',
  resetPhoneLabel: 'Phone number',
  resetCodeLabel: '6-digit code',
  resetNewPasswordLabel: 'New password',
  resetPasswordHint: 'At least 6 characters',
  resetConfirmPasswordLabel: 'Confirm new password',
  resetPasswordButton: 'Reset password',
  resetPasswordBusyButton: 'Resetting password…',
  resetPasswordBusyStatus: 'Please wait while we reset your password…',
  resetBackToLogin: 'Back to login',
  resetNeedCode: 'Need a code? Contact us',
} as const);
