import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages.ts';

type TextKey = { [K in keyof typeof messages]: (typeof messages)[K] extends string ? K : never }[keyof typeof messages];

// Every expected text is copied by hand from the spec (section noted), not from messages.ts.
const quoted: [TextKey, string][] = [
  // Section 4: cart, session
  ['itemRemoved', 'Item removed from cart'],
  ['cartCleared', 'Cart cleared'],
  ['selectDeliveryAddressButton', 'Select Delivery Address'],
  ['loginSuccessful', 'Login successful!'],
  ['loggedOut', 'Logged out successfully'],
  // Section 5: order rule, place order checks
  ['ruleA', 'Please add either 1 5-liter product, or a combination of 750ml products and cone/candy products totaling at least 7 items to place your order.'],
  ['loginToPlaceOrder', 'Please login to place your order'],
  ['cartEmpty', 'Your cart is empty!'],
  ['selectDeliveryAddress', 'Please select a delivery address!'],
  // Section 5: login
  ['fillAllRequired', 'Please fill all required fields'],
  ['invalidLoginEmail', 'Please enter a valid email address (must include "@")'],
  // Section 5: registration
  ['phoneHintEmpty', 'Enter your 10-digit mobile number'],
  ['phoneHintStart', 'Number must start with 6, 7, 8, or 9'],
  ['phoneHintExact', 'Number must be exactly 10 digits'],
  ['phoneHintExtra', 'Remove extra digits'],
  ['phoneHintValid', 'Valid mobile number'],
  ['invalidPhoneOnSubmit', 'Please enter a valid phone number'],
  ['passwordStrict', 'Password must contain at least one lowercase letter, uppercase letter, number, and special character minimum length 8.'],
  ['passwordsDoNotMatch', 'Passwords do not match'],
  ['passwordDidNotMatch', 'Password did not match'],
  ['acceptBothConsents', 'Please accept both Privacy Policy and Terms & Conditions'],
  // Section 5: other labels
  ['enterIdentifier', 'Please enter email / phone number'],
  ['enterPassword', 'Please enter password'],
  ['invalidEmail', 'Invalid email address'],
  ['enterValidPhone', 'Please enter valid phone number'],
  ['enterName', 'Please enter your name'],
  // Section 8: other labels
  ['serviceUnavailable', 'Temporary service is not available'],
  ['enterQuantity', 'Please enter quantity'],
  ['invalidCode', 'Invalid code'],
  // Section 5: reset password
  ['invalidOtp', 'Please enter a valid 6-digit OTP'],
  ['passwordMin', 'Password must be at least 6 characters'],
  ['passwordResetSuccessfully', 'Password reset successfully'],
  // Section 5: change password
  ['fillAllPasswordFields', 'Please fill in all password fields'],
  ['newPasswordMin', 'New password must be at least 6 characters long'],
  ['newPasswordsDontMatch', "New passwords don't match"],
  ['newPasswordMustDiffer', 'New password must be different from current password'],
  ['currentPasswordIncorrect', 'Current password is incorrect. Please try again.'],
  // Section 5: personal details
  ['allFieldsRequired', 'All fields are required'],
  ['noChangesToUpdate', 'No changes to update'],
  // Section 5: address
  ['addressPhoneHint', 'Indian mobile number (starts with 6, 7, 8, or 9)'],
  ['addressPhoneStart', 'Must start with 6, 7, 8, or 9'],
  ['enterStreetAddress', 'Please enter street address'],
  ['pinCodeRequired', 'Pin code is required'],
  ['selectPinCode', 'Please select a pin code'],
  ['pinCodeSixDigits', 'Pin code must be exactly 6 digits'],
  ['pinCodeOutsideArea', 'This pin code is not in our delivery area'],
  ['enterValidPinCode', 'Please enter a valid pin code'],
  // Section 7: calls
  ['loginSuccessfullyServer', 'Login Successfully'],
  ['failedToCreateOrder', 'Failed to create order'],
  ['orderCancelledServer', 'Order cancelled successfully'],
  ['failedToCancelServer', 'Failed to cancel order. Please try again.'],
  // Section 8: HTTP mapping, session
  ['unauthorized', 'Unauthorized. Please login again.'],
  ['forbidden', "Access forbidden. You don't have permission to access this resource."],
  ['notFound', 'Resource not found.'],
  ['invalidJson', 'Invalid JSON response from server'],
  ['tokenNotFound', 'Authentication token not found. Please login again.'],
  ['sessionExpired', 'Authentication session expired. Please log in again.'],
  // Section 8: login, registration
  ['loginFailed', 'Login failed - invalid credentials'],
  ['registrationSuccessful', 'Registration successful! Please login with your credentials.'],
  // Section 8: change password
  ['incorrectCurrentPassword', 'Incorrect current password. Please enter the correct password.'],
  ['passwordChangedServer', 'Password Changed Successfully'],
  ['passwordChanged', 'Password changed successfully'],
  ['failedToChangePassword', 'Failed to change password'],
  ['errorChangingPassword', 'An error occurred while changing password'],
  // Section 8: orders
  ['failedToPlaceOrder', 'Failed to place order'],
  ['tryAgainLater', 'Please try again later'],
  ['orderPlaced', 'Order Placed Successfully! Your order has been confirmed.'],
  ['failedToCancel', 'Failed to cancel order'],
  ['orderCancelled', 'Order Cancelled'],
  ['errorLoadingOrders', 'Error loading order history'],
  ['noOrders', 'No orders found'],
  // Section 8: addresses
  ['noAddresses', 'No addresses found. Please add a new address.'],
  ['deliveryAddressUpdated', 'Delivery address updated'],
  ['addressDeleted', 'Address deleted successfully'],
  ['defaultAddressUpdated', 'Default address updated successfully'],
  ['addressAdded', 'Address added successfully'],
  ['addressUpdated', 'Address updated successfully'],
  ['addressNotFound', 'Address not found'],
  ['addressIdRequired', 'Address ID is required'],
  // Section 8: addresses, the texts the addresses flow held apart before issue 10
  ['loginToManageAddresses', 'Please login to manage addresses'],
  ['loginToSaveAddress', 'Please login to save address'],
  ['failedToLoadAddresses', 'Failed to load addresses. Please try again.'],
  ['failedToLoadPinCodes', 'Failed to load pin codes. Using fallback data.'],
  ['noPinCodes', 'No pin codes available'],
  ['failedToAddAddress', 'Failed to add address. Please try again.'],
  ['failedToUpdateAddress', 'Failed to update address. Please try again.'],
  ['failedToUpdateDefaultAddress', 'Failed to update default address'],
  // Not quoted by the spec: a failed delete (worded as the others), and the address screens' and dialogs' labels
  ['failedToDeleteAddress', 'Failed to delete address. Please try again.'],
  ['manageAddressesTitle', 'Manage Addresses'],
  ['addAddressTitle', 'Add Address'],
  ['editAddressTitle', 'Edit Address'],
  ['addAddressAction', 'Add address'],
  ['loadingAddresses', 'Loading addresses…'],
  ['loadingAddress', 'Loading address…'],
  ['backToAddresses', 'Back to addresses'],
  ['addressLogin', 'Login'],
  ['addressTryAgain', 'Try Again'],
  ['defaultAddressBadge', 'Default'],
  ['editAddressAction', 'Edit'],
  ['makeDefaultAction', 'Make default'],
  ['deleteAddressAction', 'Delete'],
  ['defaultAddressCannotBeDeleted', 'The default address cannot be deleted. Make another address the default first.'],
  ['deleteAddressQuestion', 'Delete this address?'],
  ['deleteAddressNo', 'No'],
  ['deleteAddressYes', 'Yes, delete'],
  ['streetAddressLabel', 'Street address'],
  ['cityLabel', 'City'],
  ['pinCodeLabel', 'Pin code'],
  ['addressPagePhoneLabel', 'Phone (optional)'],
  ['saveAddressPage', 'Save Address'],
  ['addressDialogPhoneLabel', 'Phone number (optional)'],
  ['saveAddressDialog', 'Save address'],
  ['addressDialogPinPlaceholder', 'Select a pin code'],
  ['savingAddress', 'Saving…'],
  ['cancelAddress', 'Cancel'],
  ['closeDialog', 'Close'],
  ['manageAddressesDialogTitle', 'Manage addresses'],
  ['manageAddressesDialogDescription', 'Choose where this order is delivered, or make an address your default.'],
  ['deliverOrderTo', 'Deliver this order to'],
  ['addressesDone', 'Done'],
  ['addAddressDialogTitle', 'Add address'],
  // Section 8: other labels; the order history's Try Again
  ['screenUnavailable', 'Temporary service is not available'],
  ['screenTryAgain', 'Try Again'],
  // Not quoted by the spec: the cart's text for the Default Address that still has no street (issue 9)
  ['enterStreetForDelivery', 'Please enter your street address for delivery'],
  // Section 8: profile, missing token, delete account (issue 10: moved from machines/session.ts)
  ['pleaseLoginForProfile', 'Please login to access your profile'],
  ['profileUpdatedLocally', 'Profile updated locally. Please log in again to sync with server.'],
  ['failedToUpdateProfile', 'Failed to update profile. Please try again.'],
  ['userIdNotFound', 'User ID not found'],
  ['failedToDeleteAccount', 'Failed to delete account'],
  // Not quoted by the spec: the server's own msg for these toasts, and the header's Profile link
  ['profileUpdated', 'Profile updated successfully'],
  ['accountDeleted', 'Account deleted successfully'],
  ['profileLink', 'Profile'],
  // The shop's existing apps (../shared/clients/README.md section 4)
  ['invalidToken', 'Invalid Token'],
  ['resetNeedsShopCode', 'To reset your password, please ask the shop for a one-time code, then reset your password on our website with that code.'],
  // Catalogue, cart, checkout, order history and legal pages (issue 10: moved from the machines and screens)
  ['failedToFetchProducts', 'Failed to fetch products'],
  ['failedToFetchConeCandy', 'Failed to fetch cone candy products'],
  ['noProductsFound', 'No products found'],
  ['clearFilters', 'Clear Filters'],
  ['wholesaleBanner', 'Wholesale price applies on more than 10 ltr purchase on every product'],
  ['wholesaleNote', 'Note: Wholesale price applies only when two 5-Litre products are added.'],
  ['placeOrder', 'Place Order'],
  ['historyTryAgain', 'Try Again'],
  ['privacyPolicyTitle', 'Privacy Policy'],
  ['termsTitle', 'Terms & Conditions'],
  ['failedToLoadPrivacyPolicy', 'Failed to load Privacy Policy'],
  ['failedToLoadTerms', 'Failed to load Terms & Conditions'],
  ['privacyPolicySubject', 'how we look after your personal data'],
  ['termsSubject', 'the terms that apply to your orders'],
  ['loadingProducts', 'Loading products…'],
  ['retry', 'Retry'],
  ['orderHistoryTitle', 'Order History'],
  ['refresh', 'Refresh'],
  ['refreshing', 'Refreshing…'],
  ['loginToViewOrders', 'Please login to view your order history.'],
  ['login', 'Login'],
  ['loadingOrders', 'Loading your orders…'],
  ['browseFlavors', 'Browse Flavors'],
  ['viewDetails', 'View details'],
  ['hideDetails', 'Hide details'],
  ['cancelOrder', 'Cancel Order'],
  ['cancelling', 'Cancelling…'],
  ['orderItemsHeading', 'Items'],
  ['orderDeliveryHeading', 'Delivery'],
  ['orderAddress', 'Address'],
  ['orderPinCode', 'Pin code'],
  ['orderPhone', 'Phone'],
  ['orderSubtotal', 'Subtotal'],
  ['orderDeliveryFee', 'Delivery fee'],
  ['orderTotal', 'Total'],
  // Screen labels of the account screens and shared components (issue 10; section 2 quotes Delete account, No, Yes, delete, Browse Flavors)
  ['loginTitle', 'Login'],
  ['loginLead', 'Welcome back! Log in to order your favourite flavours and track your orders.'],
  ['loginIdentifierLabel', 'Email or phone number'],
  ['loginIdentifierHint', 'Your email address or 10-digit mobile number'],
  ['passwordLabel', 'Password'],
  ['loginAction', 'Login'],
  ['loggingIn', 'Logging in…'],
  ['forgotPasswordLink', 'Forgot password?'],
  ['noAccountYet', "Don't have an account?"],
  ['signUpLink', 'Sign up'],
  ['registerTitle', 'Sign up'],
  ['registerLead', 'Create your account to order ice cream, cones and candy across Rajkot.'],
  ['fullNameLabel', 'Full name'],
  ['emailLabel', 'Email'],
  ['phoneLabel', 'Phone'],
  ['registerPasswordHint', 'At least 6 characters'],
  ['confirmPasswordLabel', 'Confirm password'],
  ['consentLegend', 'Consent'],
  ['agreeToPrivacy', 'I agree to the Privacy Policy'],
  ['agreeToTerms', 'I agree to the Terms & Conditions'],
  ['privacyPolicyTitle', 'Privacy Policy'],
  ['termsTitle', 'Terms & Conditions'],
  ['privacySummaryRights', 'You can change your name and manage your addresses from your profile, and delete your account at any time. Questions:'],
  ['readFullPrivacyPolicy', 'Read the full Privacy Policy'],
  ['termsSummaryCancel', 'Pending orders can be cancelled from your order history. Questions:'],
  ['readFullTerms', 'Read the full Terms & Conditions'],
  ['registerAction', 'Sign up'],
  ['creatingAccount', 'Creating account…'],
  ['haveAccountAlready', 'Already have an account?'],
  ['loginLink', 'Login'],
  ['profileTitle', 'My profile'],
  ['yourDetails', 'Your details'],
  ['customerFallbackName', 'Customer'],
  ['missingDetail', '—'],
  ['accountSettingsTitle', 'Account settings'],
  ['personalDetailsTitle', 'Personal details'],
  ['personalDetailsNote', 'Your name, email and phone'],
  ['changePasswordTitle', 'Change password'],
  ['changePasswordNote', 'Choose a new password'],
  ['manageAddressesLink', 'Manage addresses'],
  ['manageAddressesNote', 'Delivery addresses and your default'],
  ['legalTitle', 'Legal'],
  ['dangerZoneTitle', 'Danger zone'],
  ['dangerZoneNote', 'Deleting your account removes your details and saved addresses. It cannot be undone.'],
  ['deleteAccountTitle', 'Delete account'],
  ['logOutAction', 'Log out'],
  ['loggingOut', 'Logging out…'],
  ['contactSupportNote', 'Email and phone number can be changed only through customer support.'],
  ['contactSupportLink', 'Contact customer support'],
  ['saveAction', 'Save'],
  ['saving', 'Saving…'],
  ['currentPasswordLabel', 'Current password'],
  ['newPasswordLabel', 'New password'],
  ['newPasswordHint', 'At least 6 characters, different from the current one'],
  ['confirmNewPasswordLabel', 'Confirm new password'],
  ['changingPassword', 'Changing password…'],
  ['deleteAccountWhatHappens', 'What happens when you delete your account'],
  ['deleteAccountRemovesDetails', 'Your name, email, phone number and password are removed, and you are logged out everywhere.'],
  ['deleteAccountRemovesAddresses', 'Your saved delivery addresses are removed.'],
  ['deleteAccountKeepsOrders', 'Orders you already placed stay with the shop for its records, without your name, address or phone.'],
  ['cannotBeUndone', 'This cannot be undone.'],
  ['deleteAccountQuestion', 'Delete your account?'],
  ['deleteAccountDescription', 'Your account and saved addresses will be deleted. This cannot be undone.'],
  ['deleteAccountNo', 'No'],
  ['deleteAccountYes', 'Yes, delete'],
  ['deletingAccount', 'Deleting…'],
  ['loadingAccount', 'Loading your account…'],
  ['browseFlavors', 'Browse Flavors'],
  ['goToProfile', 'Go to profile'],
  ['showPassword', 'Show'],
  ['hidePassword', 'Hide'],
  ['backAction', '← Back'],
  ['dialogClose', 'Close'],
  ['dismissToast', 'Dismiss'],
  ['dismissToastSymbol', '×'],
  ['googlePlayLink', 'Get it on Google Play'],
  ['appStoreLink', 'Download on the App Store'],
  ['privacySummaryUse', 'We ask for your name, email address, mobile number and delivery addresses only to take, deliver and support your orders. We never sell them or share them for advertising.'],
];

describe('messages quoted by the spec, verbatim', () => {
  it.each(quoted)('messages.%s', (key, text) => {
    expect(messages[key]).toBe(text);
  });

  it('every text of messages.ts is checked above', () => {
    const textKeys = Object.entries(messages)
      .filter(([, value]) => typeof value === 'string')
      .map(([key]) => key);
    expect(new Set(quoted.map(([key]) => key))).toEqual(new Set(textKeys));
  });
});

describe('messages that take a value', () => {
  it.each([
    [500, 'API error: 500'],
    [502, 'API error: 502'],
  ])('apiError(%d) -> %j', (status, text) => {
    expect(messages.apiError(status)).toBe(text);
  });

  it.each([
    [4, 'Minimum 5 quantities required for ConeCandy products. Current quantity: 4'],
    [0, 'Minimum 5 quantities required for ConeCandy products. Current quantity: 0'],
  ])('ruleB(%d) -> %j', (n, text) => {
    expect(messages.ruleB(n)).toBe(text);
  });

  it.each([
    [1, '1 more digit(s) needed'],
    [8, '8 more digit(s) needed'],
  ])('moreDigitsNeeded(%d) -> %j', (n, text) => {
    expect(messages.moreDigitsNeeded(n)).toBe(text);
  });

  it.each([
    [1, '1 saved address'],
    [3, '3 saved addresses'],
  ])('savedAddressCount(%d) -> %j (not quoted by the spec)', (n, text) => {
    expect(messages.savedAddressCount(n)).toBe(text);
  });

  it('the address dialogs name the address, the phone and the city (not quoted by the spec)', () => {
    expect(messages.makeDefaultNamed('4 Yagnik Road, Rajkot - 360001')).toBe('Make default: 4 Yagnik Road, Rajkot - 360001');
    expect(messages.addressPhoneLine('9876543210')).toBe('Phone: 9876543210');
    expect(messages.addAddressDialogDescription('Rajkot')).toBe('A new delivery address in Rajkot. The phone number is optional.');
  });

  it('the account screens name the document, hours, person and field (not quoted by the spec)', () => {
    expect(messages.readDocument('Privacy Policy')).toBe('Read the Privacy Policy');
    expect(messages.termsSummaryDelivery('10 AM to 10 PM')).toBe(
      'We deliver within Rajkot to the pin codes we serve, every day 10 AM to 10 PM. Prices are in rupees and delivery is free. A minimum order applies; your cart tells you what is still needed.',
    );
    expect(messages.loggedInAlready('Asha')).toBe('You are logged in as Asha.');
    expect(messages.loggedInAlready('')).toBe('You are logged in.');
    expect(messages.showNamed('Confirm password')).toBe('Show confirm password');
    expect(messages.hideNamed('Password')).toBe('Hide password');
  });

  it('lineLimit names the limit (not quoted by the spec)', () => {
    expect(messages.lineLimit(99)).toBe('At most 99 per item in one order');
  });

  it('addMoreLitres names the litres still needed (section 9 quotes no exact text)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (n) => {
        const text = messages.addMoreLitres(n);
        expect(text).toMatch(new RegExp(`(^|\\D)${n}(\\D|$)`));
        expect(text.toLowerCase()).toContain('litre');
      }),
    );
  });
});
