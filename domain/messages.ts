/**
 * Every user-facing text the specification quotes, verbatim, in one place.
 * Texts that take a value are functions.
 */
export const messages = {
  // Login
  fillAllRequired: 'Please fill all required fields',
  invalidLoginEmail: 'Please enter a valid email address (must include "@")',
  loginSuccessful: 'Login successful!',
  loginSuccessfullyServer: 'Login Successfully',
  loginFailed: 'Login failed - invalid credentials',
  loggedOut: 'Logged out successfully',
  enterIdentifier: 'Please enter email / phone number',
  enterPassword: 'Please enter password',

  // Registration
  enterName: 'Please enter your name',
  invalidEmail: 'Invalid email address',
  invalidPhoneOnSubmit: 'Please enter a valid phone number',
  enterValidPhone: 'Please enter valid phone number',
  passwordMin: 'Password must be at least 6 characters',
  passwordStrict:
    'Password must contain at least one lowercase letter, uppercase letter, number, and special character minimum length 8.',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordDidNotMatch: 'Password did not match',
  acceptBothConsents: 'Please accept both Privacy Policy and Terms & Conditions',
  registrationSuccessful: 'Registration successful! Please login with your credentials.',

  // Phone hints
  phoneHintEmpty: 'Enter your 10-digit mobile number',
  phoneHintStart: 'Number must start with 6, 7, 8, or 9',
  phoneHintExact: 'Number must be exactly 10 digits',
  phoneHintExtra: 'Remove extra digits',
  phoneHintValid: 'Valid mobile number',
  addressPhoneHint: 'Indian mobile number (starts with 6, 7, 8, or 9)',
  addressPhoneStart: 'Must start with 6, 7, 8, or 9',
  moreDigitsNeeded: (n: number) => `${n} more digit(s) needed`,

  // Reset password
  invalidOtp: 'Please enter a valid 6-digit OTP',
  invalidCode: 'Invalid code',
  passwordResetSuccessfully: 'Password reset successfully',

  // Change password
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

  // Personal details
  allFieldsRequired: 'All fields are required',
  noChangesToUpdate: 'No changes to update',

  // Address
  enterStreetAddress: 'Please enter street address',
  pinCodeRequired: 'Pin code is required',
  selectPinCode: 'Please select a pin code',
  pinCodeSixDigits: 'Pin code must be exactly 6 digits',
  pinCodeOutsideArea: 'This pin code is not in our delivery area',
  enterValidPinCode: 'Please enter a valid pin code',
  enterQuantity: 'Please enter quantity',

  // Cart and orders
  itemRemoved: 'Item removed from cart',
  cartCleared: 'Cart cleared',
  loginToPlaceOrder: 'Please login to place your order',
  cartEmpty: 'Your cart is empty!',
  selectDeliveryAddress: 'Please select a delivery address!',
  selectDeliveryAddressButton: 'Select Delivery Address',
  ruleA:
    'Please add either 1 5-liter product, or a combination of 750ml products and cone/candy products totaling at least 7 items to place your order.',
  ruleB: (n: number) => `Minimum 5 quantities required for ConeCandy products. Current quantity: ${n}`,
  addMoreLitres: (n: number) => `Add ${n} more litres of 5 Litre tubs to get the wholesale price`,
  /** Not quoted by the specification: shown beside a cart line whose + stopped at the limit. */
  lineLimit: (n: number) => `At most ${n} per item in one order`,
  orderPlaced: 'Order Placed Successfully! Your order has been confirmed.',
  failedToPlaceOrder: 'Failed to place order',
  failedToCreateOrder: 'Failed to create order',
  tryAgainLater: 'Please try again later',
  orderCancelledServer: 'Order cancelled successfully',
  orderCancelled: 'Order Cancelled',
  failedToCancel: 'Failed to cancel order',
  failedToCancelServer: 'Failed to cancel order. Please try again.',
  errorLoadingOrders: 'Error loading order history',
  noOrders: 'No orders found',

  // Session and HTTP
  unauthorized: 'Unauthorized. Please login again.',
  forbidden: "Access forbidden. You don't have permission to access this resource.",
  notFound: 'Resource not found.',
  apiError: (status: number) => `API error: ${status}`,
  invalidJson: 'Invalid JSON response from server',
  tokenNotFound: 'Authentication token not found. Please login again.',
  sessionExpired: 'Authentication session expired. Please log in again.',
  /** Section 8, other labels: shown when the server cannot be reached at all (no HTTP answer). */
  serviceUnavailable: 'Temporary service is not available',

  // Addresses (section 8)
  addressAdded: 'Address added successfully',
  addressUpdated: 'Address updated successfully',
  addressDeleted: 'Address deleted successfully',
  defaultAddressUpdated: 'Default address updated successfully',
  addressNotFound: 'Address not found',
  addressIdRequired: 'Address ID is required',
  noAddresses: 'No addresses found. Please add a new address.',

  // A screen that cannot be shown (its code did not load after a network drop, or it failed to render):
  // the label of section 8, and the button (as the order history's) that loads it again.
  screenUnavailable: 'Temporary service is not available',
  screenTryAgain: 'Try Again',
  deliveryAddressUpdated: 'Delivery address updated',
  /** Not quoted by the specification: the Default Address created for a new customer has no street yet. */
  enterStreetForDelivery: 'Please enter your street address for delivery',
  // Session and account screens (issue 10: the texts machines/session.ts kept itself)
  /** Section 8, Profile. */
  pleaseLoginForProfile: 'Please login to access your profile',
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
  /** The header's Profile link when the name gives no first word. */
  profileLink: 'Profile',
  // The shop's existing apps (issue 11)
  invalidToken: 'Invalid Token',
  resetNeedsShopCode:
    'To reset your password, please ask the shop for a one-time code, then reset your password on our website with that code.',
  orderTotalDiffers: (total: string) => `The order total is ${total}. Please review your cart and try again.`,
  orderTotalBelowOurs: (total: string) =>
    `The order total is ${total}: the wholesale price applies only to 5 Litre tubs once they make 10 litres or more. Please review your cart and try again.`,

  // ---- Addresses flow (issue 10): the addresses machine, the settings address screens and the cart's address dialogs ----
  // Section 8, Addresses
  loginToManageAddresses: 'Please login to manage addresses',
  loginToSaveAddress: 'Please login to save address',
  failedToLoadAddresses: 'Failed to load addresses. Please try again.',
  failedToLoadPinCodes: 'Failed to load pin codes. Using fallback data.',
  noPinCodes: 'No pin codes available',
  failedToAddAddress: 'Failed to add address. Please try again.',
  failedToUpdateAddress: 'Failed to update address. Please try again.',
  failedToUpdateDefaultAddress: 'Failed to update default address',
  /** The specification quotes no text for a failed delete; this one follows its wording for the others. */
  failedToDeleteAddress: 'Failed to delete address. Please try again.',
  // The address screens and dialogs (labels the specification does not quote)
  manageAddressesTitle: 'Manage Addresses',
  addAddressTitle: 'Add Address',
  editAddressTitle: 'Edit Address',
  addAddressAction: 'Add address',
  loadingAddresses: 'Loading addresses…',
  loadingAddress: 'Loading address…',
  backToAddresses: 'Back to addresses',
  addressLogin: 'Login',
  addressTryAgain: 'Try Again',
  savedAddressCount: (n: number) => (n === 1 ? '1 saved address' : `${n} saved addresses`),
  defaultAddressBadge: 'Default',
  addressPhoneLine: (phone: string) => `Phone: ${phone}`,
  editAddressAction: 'Edit',
  makeDefaultAction: 'Make default',
  deleteAddressAction: 'Delete',
  defaultAddressCannotBeDeleted: 'The default address cannot be deleted. Make another address the default first.',
  deleteAddressQuestion: 'Delete this address?',
  deleteAddressNo: 'No',
  deleteAddressYes: 'Yes, delete',
  streetAddressLabel: 'Street address',
  cityLabel: 'City',
  pinCodeLabel: 'Pin code',
  /** The settings form's phone label and Save button; the cart's dialogs use the dialog labels below. */
  addressPagePhoneLabel: 'Phone (optional)',
  saveAddressPage: 'Save Address',
  addressDialogPhoneLabel: 'Phone number (optional)',
  saveAddressDialog: 'Save address',
  addressDialogPinPlaceholder: 'Select a pin code',
  savingAddress: 'Saving…',
  cancelAddress: 'Cancel',
  closeDialog: 'Close',
  manageAddressesDialogTitle: 'Manage addresses',
  manageAddressesDialogDescription: 'Choose where this order is delivered, or make an address your default.',
  deliverOrderTo: 'Deliver this order to',
  makeDefaultNamed: (address: string) => `Make default: ${address}`,
  addressesDone: 'Done',
  addAddressDialogTitle: 'Add address',
  addAddressDialogDescription: (city: string) => `A new delivery address in ${city}. The phone number is optional.`,
  // ---- Screen labels: account screens and shared components (issue 10; not quoted by the spec unless noted) ----
  // Login (/login)
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
  // Shared components
  showPassword: 'Show',
  hidePassword: 'Hide',
  showNamed: (label: string) => `Show ${label.toLowerCase()}`,
  hideNamed: (label: string) => `Hide ${label.toLowerCase()}`,
  backAction: '← Back',
  dialogClose: 'Close',
  dismissToast: 'Dismiss',
  dismissToastSymbol: '×',
  googlePlayLink: 'Get it on Google Play',
  appStoreLink: 'Download on the App Store',

  // Catalogue, cart, checkout, order history and legal pages (issue 10: the texts the flows and their screens show)
  /** Section 8, Products. */
  failedToFetchProducts: 'Failed to fetch products',
  failedToFetchConeCandy: 'Failed to fetch cone candy products',
  /** Section 2, /products. */
  noProductsFound: 'No products found',
  clearFilters: 'Clear Filters',
  /** Section 9: the banner on the product list. */
  wholesaleBanner: 'Wholesale price applies on more than 10 ltr purchase on every product',
  /** Section 2, /products: the note under the heading. */
  wholesaleNote: 'Note: Wholesale price applies only when two 5-Litre products are added.',
  /** Section 2, /cart: the Place Order button's own label. */
  placeOrder: 'Place Order',
  /** Section 8: "History load error: Error loading order history with Try Again". */
  historyTryAgain: 'Try Again',
  privacyPolicyTitle: 'Privacy Policy',
  termsTitle: 'Terms & Conditions',
  /** Section 8: "Failed to load Privacy Policy, Failed to load Terms & Conditions". */
  failedToLoadPrivacyPolicy: 'Failed to load Privacy Policy',
  failedToLoadTerms: 'Failed to load Terms & Conditions',
  /** Section 8: "a built-in short text with a contact {email} is shown instead"; the subject names the document's topic. */
  legalFallback: (shop: string, title: string, subject: string, email: string) =>
    `${shop} delivers ice cream, cones and candy across Rajkot. ` +
    `The full ${title} could not be shown right now. ` +
    `For any question about ${subject}, write to us at ${email}.`,
  privacyPolicySubject: 'how we look after your personal data',
  termsSubject: 'the terms that apply to your orders',
  /** The product list's count: "1 product" / "12 products". */
  productCount: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
  loadingProducts: 'Loading products…',
  retry: 'Retry',
  // The order history screen
  orderHistoryTitle: 'Order History',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  loginToViewOrders: 'Please login to view your order history.',
  login: 'Login',
  loadingOrders: 'Loading your orders…',
  browseFlavors: 'Browse Flavors',
  viewDetails: 'View details',
  hideDetails: 'Hide details',
  cancelOrder: 'Cancel Order',
  cancelling: 'Cancelling…',
  itemsInOrder: (orderId: string) => `Items in order ${orderId}`,
  andMore: (n: number) => `and ${n} more`,
  orderItemsHeading: 'Items',
  orderItemSizeQuantity: (size: string, quantity: number) => `Size: ${size} · Quantity: ${quantity}`,
  orderDeliveryHeading: 'Delivery',
  orderAddress: 'Address',
  orderPinCode: 'Pin code',
  orderPhone: 'Phone',
  orderSubtotal: 'Subtotal',
  orderDeliveryFee: 'Delivery fee',
  orderTotal: 'Total',

  // The owner's desk (issue 12): the password reset with a code the shop issued
  resetCodeExpired: 'This code has expired. Please ask the shop for a new one.',
  resetCodeUsed: 'This code was already used. Please ask the shop for a new one.',
  resetCodeTooManyTries: 'Too many wrong codes. Please ask the shop for a new one.',
} as const;
