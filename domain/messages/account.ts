import { textCatalogue } from '../textCatalogues.ts';

/**
 * The account screens' texts (/login, /register, /profile, /settings/personal-details,
 * /settings/change-password, /settings/delete-account), the session gate before their forms and the
 * password field, and what the account flows say (machines/account.ts, with the rules of domain/accountRules.ts
 * and domain/passwordChange.ts). Only lazy code imports it, so it ships in their chunks, not in the first load.
 */
export const accountTexts = textCatalogue('accountTexts', {
  // Login (/login); section 5 quotes the two checks
  enterIdentifier: 'Please enter email / phone number',
  enterPassword: 'Please enter password',
  loginTitle: 'Login',
  loginLead: 'Welcome back! Log in to order your favourite flavours and track your orders.',
  loginIdentifierLabel: 'Email or phone number',
  loginIdentifierHint: 'Your email address or 10-digit mobile number',
  passwordLabel: 'Password',
  loginAction: 'Login',
  loggingIn: 'Logging in…',
  forgotPasswordLink: 'Forgot password?',
  noAccountYet: "Don't have an account?",
  signUpLink: 'Sign up',
  // Sign up (/register)
  registerTitle: 'Sign up',
  registerLead: 'Create your account to order ice cream, cones and candy across Rajkot.',
  fullNameLabel: 'Full name',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  registerPasswordHint: 'At least 6 characters',
  confirmPasswordLabel: 'Confirm password',
  consentLegend: 'Consent',
  agreeToPrivacy: 'I agree to the Privacy Policy',
  agreeToTerms: 'I agree to the Terms & Conditions',
  readDocument: (document: string) => `Read the ${document}`,
  privacySummaryUse:
    'We ask for your name, email address, mobile number and delivery addresses only to take, deliver and support your orders. We never sell them or share them for advertising.',
  privacySummaryRights: 'You can change your name and manage your addresses from your profile, and delete your account at any time. Questions:',
  readFullPrivacyPolicy: 'Read the full Privacy Policy',
  termsSummaryDelivery: (hours: string) =>
    `We deliver within Rajkot to the pin codes we serve, every day ${hours}. Prices are in rupees and delivery is free. A minimum order applies; your cart tells you what is still needed.`,
  termsSummaryCancel: 'Pending orders can be cancelled from your order history. Questions:',
  readFullTerms: 'Read the full Terms & Conditions',
  registerAction: 'Sign up',
  creatingAccount: 'Creating account…',
  haveAccountAlready: 'Already have an account?',
  loginLink: 'Login',
  // Profile (/profile)
  profileTitle: 'My profile',
  yourDetails: 'Your details',
  customerFallbackName: 'Customer',
  missingDetail: '—',
  accountSettingsTitle: 'Account settings',
  personalDetailsTitle: 'Personal details',
  personalDetailsNote: 'Your name, email and phone',
  changePasswordTitle: 'Change password',
  changePasswordNote: 'Choose a new password',
  manageAddressesLink: 'Manage addresses',
  manageAddressesNote: 'Delivery addresses and your default',
  legalTitle: 'Legal',
  dangerZoneTitle: 'Danger zone',
  dangerZoneNote: 'Deleting your account removes your details and saved addresses. It cannot be undone.',
  /** Section 2: Delete account. */
  deleteAccountTitle: 'Delete account',
  logOutAction: 'Log out',
  loggingOut: 'Logging out…',
  // Personal details (/settings/personal-details)
  contactSupportNote: 'Email and phone number can be changed only through customer support.',
  contactSupportLink: 'Contact customer support',
  saveAction: 'Save',
  saving: 'Saving…',
  // Change password (/settings/change-password)
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  newPasswordHint: 'At least 6 characters, different from the current one',
  confirmNewPasswordLabel: 'Confirm new password',
  changingPassword: 'Changing password…',
  // Delete account (/settings/delete-account)
  deleteAccountWhatHappens: 'What happens when you delete your account',
  deleteAccountRemovesDetails: 'Your name, email, phone number and password are removed, and you are logged out everywhere.',
  deleteAccountRemovesAddresses: 'Your saved delivery addresses are removed.',
  deleteAccountKeepsOrders: 'Orders you already placed stay with the shop for its records, without your name, address or phone.',
  cannotBeUndone: 'This cannot be undone.',
  deleteAccountQuestion: 'Delete your account?',
  deleteAccountDescription: 'Your account and saved addresses will be deleted. This cannot be undone.',
  /** Section 2: Delete account asks for confirmation (No, or Yes, delete). */
  deleteAccountNo: 'No',
  /** Section 2: Delete account asks for confirmation (No, or Yes, delete). */
  deleteAccountYes: 'Yes, delete',
  deletingAccount: 'Deleting…',
  // Session gate (account screens before their form)
  loadingAccount: 'Loading your account…',
  loggedInAlready: (name: string) => (name ? `You are logged in as ${name}.` : 'You are logged in.'),
  goToProfile: 'Go to profile',
  // Password field
  showPassword: 'Show',
  hidePassword: 'Hide',
  showNamed: (label: string) => `Show ${label.toLowerCase()}`,
  hideNamed: (label: string) => `Hide ${label.toLowerCase()}`,
  // What the account flows say (machines/account.ts, domain/accountRules.ts, domain/passwordChange.ts; issue 14: moved
  // from index.ts so that they load with the account screens); section 5 and 8 quote them
  fillAllRequired: 'Please fill all required fields',
  invalidLoginEmail: 'Please enter a valid email address (must include "@")',
  loginSuccessful: 'Login successful!',
  loginFailed: 'Login failed - invalid credentials',
  passwordsDoNotMatch: 'Passwords do not match',
  acceptBothConsents: 'Please accept both Privacy Policy and Terms & Conditions',
  registrationSuccessful: 'Registration successful! Please login with your credentials.',
  phoneHintEmpty: 'Enter your 10-digit mobile number',
  phoneHintStart: 'Number must start with 6, 7, 8, or 9',
  phoneHintExtra: 'Remove extra digits',
  phoneHintValid: 'Valid mobile number',
  invalidOtp: 'Please enter a valid 6-digit OTP',
  passwordResetSuccessfully: 'Password reset successfully',
  fillAllPasswordFields: 'Please fill in all password fields',
  newPasswordMin: 'New password must be at least 6 characters long',
  newPasswordsDontMatch: "New passwords don't match",
  newPasswordMustDiffer: 'New password must be different from current password',
  currentPasswordIncorrect: 'Current password is incorrect. Please try again.',
  incorrectCurrentPassword: 'Incorrect current password. Please enter the correct password.',
  passwordChanged: 'Password changed successfully',
  passwordChangedServer: 'Password Changed Successfully',
  failedToChangePassword: 'Failed to change password',
  errorChangingPassword: 'An error occurred while changing password',
  allFieldsRequired: 'All fields are required',
  noChangesToUpdate: 'No changes to update',
  /** Section 8, Missing token. */
  profileUpdatedLocally: 'Profile updated locally. Please log in again to sync with server.',
  /** Section 8, Profile. */
  failedToUpdateProfile: 'Failed to update profile. Please try again.',
  /** Not quoted by the spec (it shows no success text for personal details): the server's own msg. */
  profileUpdated: 'Profile updated successfully',
  /** Section 8, Delete account. */
  userIdNotFound: 'User ID not found',
  /** Section 8, Delete account. */
  failedToDeleteAccount: 'Failed to delete account',
  /** Not quoted by the spec (it shows a toast without its text): the server's own msg. */
  accountDeleted: 'Account deleted successfully',
  /** Not quoted by the spec: a reset the server did not answer with words of its own. */
  resetPasswordFailed: 'The password could not be reset. Please try again.',
} as const);
