import { liveCatalogue } from '../liveTexts.ts';

/**
 * The account screens' texts (/login, /register, /profile, /settings/personal-details,
 * /settings/change-password, /settings/delete-account), the session gate before their forms and the
 * password field. Only these lazy screens import it, so it ships in their chunks, not in the first load.
 */
export const accountTexts = liveCatalogue('accountTexts', {
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
} as const);
