import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountTexts } from '../../domain/messages/account.ts';
import { addressTexts } from '../../domain/messages/addresses.ts';
import { cartTexts } from '../../domain/messages/cart.ts';
import { contactTexts } from '../../domain/messages/contact.ts';
import { deliveryCheckTexts } from '../../domain/messages/deliveryCheck.ts';
import { dialogTexts } from '../../domain/messages/dialog.ts';
import { formTexts } from '../../domain/messages/forms.ts';
import { httpTexts } from '../../domain/messages/http.ts';
import { messages } from '../../domain/messages/index.ts';
import { legalTexts } from '../../domain/messages/legal.ts';
import { notFoundTexts } from '../../domain/messages/notFound.ts';
import { orderHistoryTexts } from '../../domain/messages/orderHistory.ts';
import { productsTexts } from '../../domain/messages/products.ts';
import { productTexts } from '../../domain/messages/product.ts';
import { reorderTexts } from '../../domain/messages/reorder.ts';
import { resetPasswordTexts } from '../../domain/messages/resetPassword.ts';
import { serverTexts } from '../../domain/messages/server.ts';
import { sitemapTexts } from '../../domain/messages/sitemap.ts';
import { toastTexts } from '../../domain/messages/toasts.ts';
import { webAppTexts } from '../../domain/messages/webApp.ts';

/** Every module of domain/messages/: index.ts (the first load's texts) and the lazy screens' areas. */
const catalogues = {
  messages, serverTexts, accountTexts, addressTexts, cartTexts, contactTexts, deliveryCheckTexts, dialogTexts, formTexts, httpTexts, legalTexts,
  notFoundTexts, orderHistoryTexts, productsTexts, productTexts, reorderTexts, resetPasswordTexts, sitemapTexts, toastTexts, webAppTexts,
};
type Catalogue = keyof typeof catalogues;
type TextKey<C extends Catalogue> = { [K in keyof (typeof catalogues)[C]]: (typeof catalogues)[C][K] extends string ? K : never }[keyof (typeof catalogues)[C]];
type Quoted = { [C in Catalogue]: [C, TextKey<C>, string] }[Catalogue];
const textOf = (catalogue: Catalogue, key: string): unknown => (catalogues[catalogue] as Record<string, unknown>)[key];

// Every expected text is copied by hand from the spec (section noted), or, for a label the spec does not
// quote, from the screen that showed it before issue 10 moved it here; never from the modules themselves.
const quoted: Quoted[] = [
  // Section 4: cart, session
  ['toastTexts', 'itemRemoved', 'Item removed from cart'],
  ['toastTexts', 'cartCleared', 'Cart cleared'],
  // Order again's toasts (issue 13, not quoted by the spec; the texts with a value are tests/unit/reorder.test.ts).
  ['reorderTexts', 'reorderNothingAvailable', 'None of the items in this order are available now'],
  ['reorderTexts', 'reorderFailed', 'Could not order again'],
  ['cartTexts', 'selectDeliveryAddressButton', 'Select Delivery Address'],
  ['accountTexts', 'loginSuccessful', 'Login successful!'],
  ['toastTexts', 'loggedOut', 'Logged out successfully'],
  // Section 5: order rule, place order checks
  ['messages', 'ruleA', 'Please add either 1 5-liter product, or a combination of 750ml products and cone/candy products totaling at least 7 items to place your order.'],
  ['cartTexts', 'loginToPlaceOrder', 'Please login to place your order'],
  ['cartTexts', 'cartEmpty', 'Your cart is empty!'],
  ['cartTexts', 'selectDeliveryAddress', 'Please select a delivery address!'],
  // Section 5: login
  ['accountTexts', 'fillAllRequired', 'Please fill all required fields'],
  ['accountTexts', 'invalidLoginEmail', 'Please enter a valid email address (must include "@")'],
  // Section 5: registration
  ['accountTexts', 'phoneHintEmpty', 'Enter your 10-digit mobile number'],
  ['accountTexts', 'phoneHintStart', 'Number must start with 6, 7, 8, or 9'],
  ['formTexts', 'phoneHintExact', 'Number must be exactly 10 digits'],
  ['accountTexts', 'phoneHintExtra', 'Remove extra digits'],
  ['accountTexts', 'phoneHintValid', 'Valid mobile number'],
  ['formTexts', 'invalidPhoneOnSubmit', 'Please enter a valid phone number'],
  ['serverTexts', 'passwordStrict', 'Password must contain at least one lowercase letter, uppercase letter, number, and special character minimum length 8.'],
  ['accountTexts', 'passwordsDoNotMatch', 'Passwords do not match'],
  ['serverTexts', 'passwordDidNotMatch', 'Password did not match'],
  ['accountTexts', 'acceptBothConsents', 'Please accept both Privacy Policy and Terms & Conditions'],
  // Section 5: other labels
  ['accountTexts', 'enterIdentifier', 'Please enter email / phone number'],
  ['accountTexts', 'enterPassword', 'Please enter password'],
  ['formTexts', 'invalidEmail', 'Invalid email address'],
  ['formTexts', 'enterValidPhone', 'Please enter valid phone number'],
  ['formTexts', 'enterName', 'Please enter your name'],
  // Section 8: other labels
  ['messages', 'serviceUnavailable', 'Temporary service is not available'],
  ['webAppTexts', 'newVersionAvailable', 'A new version is available. Please upgrade to it.'],
  ['serverTexts', 'enterQuantity', 'Please enter quantity'],
  ['serverTexts', 'invalidCode', 'Invalid code'],
  // Section 5: reset password
  ['accountTexts', 'invalidOtp', 'Please enter a valid 6-digit OTP'],
  ['formTexts', 'passwordMin', 'Password must be at least 6 characters'],
  ['accountTexts', 'passwordResetSuccessfully', 'Password reset successfully'],
  // Section 5: change password
  ['accountTexts', 'fillAllPasswordFields', 'Please fill in all password fields'],
  ['accountTexts', 'newPasswordMin', 'New password must be at least 6 characters long'],
  ['accountTexts', 'newPasswordsDontMatch', "New passwords don't match"],
  ['accountTexts', 'newPasswordMustDiffer', 'New password must be different from current password'],
  ['accountTexts', 'currentPasswordIncorrect', 'Current password is incorrect. Please try again.'],
  // Section 5: personal details
  ['accountTexts', 'allFieldsRequired', 'All fields are required'],
  ['accountTexts', 'noChangesToUpdate', 'No changes to update'],
  // Section 5: address
  ['addressTexts', 'addressPhoneHint', 'Indian mobile number (starts with 6, 7, 8, or 9)'],
  ['addressTexts', 'addressPhoneStart', 'Must start with 6, 7, 8, or 9'],
  ['formTexts', 'enterStreetAddress', 'Please enter street address'],
  ['formTexts', 'pinCodeRequired', 'Pin code is required'],
  ['addressTexts', 'selectPinCode', 'Please select a pin code'],
  ['formTexts', 'pinCodeSixDigits', 'Pin code must be exactly 6 digits'],
  ['formTexts', 'pinCodeOutsideArea', 'This pin code is not in our delivery area'],
  ['serverTexts', 'enterValidPinCode', 'Please enter a valid pin code'],
  // Section 7: calls
  ['serverTexts', 'loginSuccessfullyServer', 'Login Successfully'],
  ['cartTexts', 'failedToCreateOrder', 'Failed to create order'],
  ['orderHistoryTexts', 'orderCancelledServer', 'Order cancelled successfully'],
  ['orderHistoryTexts', 'failedToCancelServer', 'Failed to cancel order. Please try again.'],
  // Section 8: HTTP mapping, session
  ['httpTexts', 'unauthorized', 'Unauthorized. Please login again.'],
  ['httpTexts', 'forbidden', "Access forbidden. You don't have permission to access this resource."],
  ['httpTexts', 'notFound', 'Resource not found.'],
  ['httpTexts', 'invalidJson', 'Invalid JSON response from server'],
  ['httpTexts', 'tokenNotFound', 'Authentication token not found. Please login again.'],
  ['toastTexts', 'sessionExpired', 'Authentication session expired. Please log in again.'],
  // Section 8: login, registration
  ['accountTexts', 'loginFailed', 'Login failed - invalid credentials'],
  ['accountTexts', 'registrationSuccessful', 'Registration successful! Please login with your credentials.'],
  // Section 8: change password
  ['accountTexts', 'incorrectCurrentPassword', 'Incorrect current password. Please enter the correct password.'],
  ['accountTexts', 'passwordChangedServer', 'Password Changed Successfully'],
  ['accountTexts', 'passwordChanged', 'Password changed successfully'],
  ['accountTexts', 'failedToChangePassword', 'Failed to change password'],
  ['accountTexts', 'errorChangingPassword', 'An error occurred while changing password'],
  // Section 8: orders
  ['cartTexts', 'failedToPlaceOrder', 'Failed to place order'],
  ['cartTexts', 'tryAgainLater', 'Please try again later'],
  ['cartTexts', 'orderPlaced', 'Order Placed Successfully! Your order has been confirmed.'],
  ['orderHistoryTexts', 'failedToCancel', 'Failed to cancel order'],
  ['orderHistoryTexts', 'orderCancelled', 'Order Cancelled'],
  ['orderHistoryTexts', 'errorLoadingOrders', 'Error loading order history'],
  ['orderHistoryTexts', 'noOrders', 'No orders found'],
  // Section 4: badge labels
  ['orderHistoryTexts', 'statusCompleted', 'Completed'],
  ['orderHistoryTexts', 'statusPending', 'Pending'],
  ['orderHistoryTexts', 'statusCancelled', 'Cancelled'],
  ['orderHistoryTexts', 'statusShipped', 'Shipped'],
  // Section 8: addresses
  ['addressTexts', 'noAddresses', 'No addresses found. Please add a new address.'],
  ['addressTexts', 'deliveryAddressUpdated', 'Delivery address updated'],
  ['addressTexts', 'addressDeleted', 'Address deleted successfully'],
  ['addressTexts', 'defaultAddressUpdated', 'Default address updated successfully'],
  ['addressTexts', 'addressAdded', 'Address added successfully'],
  ['addressTexts', 'addressUpdated', 'Address updated successfully'],
  ['addressTexts', 'addressNotFound', 'Address not found'],
  ['serverTexts', 'addressIdRequired', 'Address ID is required'],
  // Section 8: addresses, the texts the addresses flow held apart before issue 10
  ['addressTexts', 'loginToManageAddresses', 'Please login to manage addresses'],
  ['addressTexts', 'loginToSaveAddress', 'Please login to save address'],
  ['addressTexts', 'failedToLoadAddresses', 'Failed to load addresses. Please try again.'],
  ['addressTexts', 'failedToLoadPinCodes', 'Failed to load pin codes. Using fallback data.'],
  ['addressTexts', 'noPinCodes', 'No pin codes available'],
  ['addressTexts', 'failedToAddAddress', 'Failed to add address. Please try again.'],
  ['addressTexts', 'failedToUpdateAddress', 'Failed to update address. Please try again.'],
  ['addressTexts', 'failedToUpdateDefaultAddress', 'Failed to update default address'],
  // Not quoted by the spec: a failed delete (worded as the others), and the address screens' and dialogs' labels
  ['addressTexts', 'failedToDeleteAddress', 'Failed to delete address. Please try again.'],
  ['addressTexts', 'manageAddressesTitle', 'Manage Addresses'],
  ['addressTexts', 'addAddressTitle', 'Add Address'],
  ['addressTexts', 'editAddressTitle', 'Edit Address'],
  ['addressTexts', 'addAddressAction', 'Add address'],
  ['addressTexts', 'loadingAddresses', 'Loading addresses…'],
  ['addressTexts', 'loadingAddress', 'Loading address…'],
  ['addressTexts', 'backToAddresses', 'Back to addresses'],
  ['addressTexts', 'addressLogin', 'Login'],
  ['addressTexts', 'defaultAddressBadge', 'Default'],
  ['addressTexts', 'editAddressAction', 'Edit'],
  ['addressTexts', 'makeDefaultAction', 'Make default'],
  ['addressTexts', 'deleteAddressAction', 'Delete'],
  ['addressTexts', 'defaultAddressCannotBeDeleted', 'The default address cannot be deleted. Make another address the default first.'],
  ['addressTexts', 'deleteAddressQuestion', 'Delete this address?'],
  ['addressTexts', 'deleteAddressNo', 'No'],
  ['addressTexts', 'deleteAddressYes', 'Yes, delete'],
  ['addressTexts', 'houseLabel', 'House / flat'],
  ['addressTexts', 'streetLabel', 'Street'],
  ['addressTexts', 'landmarkLabel', 'Landmark (optional)'],
  ['addressTexts', 'localityLabel', 'Locality'],
  ['addressTexts', 'cityLabel', 'City'],
  ['addressTexts', 'cityName', 'Rajkot'],
  ['addressTexts', 'pinCodeLabel', 'Pin code'],
  ['addressTexts', 'addressPagePhoneLabel', 'Phone (optional)'],
  ['addressTexts', 'saveAddressPage', 'Save Address'],
  ['addressTexts', 'addressDialogPhoneLabel', 'Phone number (optional)'],
  ['addressTexts', 'saveAddressDialog', 'Save address'],
  ['addressTexts', 'addressDialogPinPlaceholder', 'Select a pin code'],
  ['addressTexts', 'cancelAddress', 'Cancel'],
  ['dialogTexts', 'closeDialog', 'Close'],
  ['addressTexts', 'manageAddressesDialogTitle', 'Manage addresses'],
  ['addressTexts', 'manageAddressesDialogDescription', 'Choose where this order is delivered, or make an address your default.'],
  ['addressTexts', 'deliverOrderTo', 'Deliver this order to'],
  ['addressTexts', 'addressesDone', 'Done'],
  ['addressTexts', 'addAddressDialogTitle', 'Add address'],
  // Section 8: other labels; the order history's Try Again
  ['messages', 'screenUnavailable', 'Temporary service is not available'],
  ['messages', 'screenTryAgain', 'Try Again'],
  // Not quoted by the spec: the cart's text for the Default Address that still has no street (issue 9)
  ['cartTexts', 'enterStreetForDelivery', 'Please enter your street address for delivery'],
  // Section 8: profile, missing token, delete account (issue 10: moved from machines/session.ts)
  ['messages', 'pleaseLoginForProfile', 'Please login to access your profile'],
  ['accountTexts', 'profileUpdatedLocally', 'Profile updated locally. Please log in again to sync with server.'],
  ['accountTexts', 'failedToUpdateProfile', 'Failed to update profile. Please try again.'],
  ['accountTexts', 'userIdNotFound', 'User ID not found'],
  ['accountTexts', 'failedToDeleteAccount', 'Failed to delete account'],
  // Not quoted by the spec: the server's own msg for these toasts, and the header's Profile link
  ['accountTexts', 'profileUpdated', 'Profile updated successfully'],
  ['accountTexts', 'accountDeleted', 'Account deleted successfully'],
  ['messages', 'profileLink', 'Profile'],
  // The shop's existing apps (../shared/clients/README.md section 4)
  ['serverTexts', 'invalidToken', 'Invalid Token'],
  ['serverTexts', 'resetNeedsShopCode', 'To reset your password, please ask the shop for a one-time code, then reset your password on our website with that code.'],
  // The owner's desk (issue 12): the reset with a shop-issued code
  ['serverTexts', 'resetCodeExpired', 'This code has expired. Please ask the shop for a new one.'],
  ['serverTexts', 'resetCodeUsed', 'This code was already used. Please ask the shop for a new one.'],
  ['serverTexts', 'resetCodeTooManyTries', 'Too many wrong codes. Please ask the shop for a new one.'],
  // The refusals the services worded in place until issue 24, now keyed (domain/messages/server.ts)
  ['serverTexts', 'invalidCredentials', 'Invalid email/phone number or password'],
  ['serverTexts', 'incorrectCurrentPassword', 'Incorrect current password'],
  ['serverTexts', 'accountExists', 'An account with this email or phone number already exists'],
  ['serverTexts', 'idempotencyKeyReused', 'This Idempotency-Key was already used for a different order. Use a new key for a new order.'],
  ['serverTexts', 'orderNotFound', 'Order not found'],
  ['serverTexts', 'orderAlreadyCancelled', 'This order is already cancelled'],
  ['serverTexts', 'cancelShipped', 'Only pending orders can be cancelled; this order is shipped.'],
  ['serverTexts', 'cancelCompleted', 'Only pending orders can be cancelled; this order is completed.'],
  ['serverTexts', 'otherAccountData', "You can only see and change your own account's data"],
  ['serverTexts', 'invalidRequestPlain', 'Invalid request'],
  ['serverTexts', 'unstorableBody', 'Invalid request: the body contains characters that cannot be stored'],
  ['serverTexts', 'bodyTooLarge', 'The request body is too large'],
  ['serverTexts', 'bodyMediaType', 'Send the request body as JSON or form data'],
  ['serverTexts', 'bodyUnreadable', 'The request body is not valid JSON or form data'],
  ['serverTexts', 'badAddress', 'The address of the request is not valid (a bad % escape?)'],
  ['serverTexts', 'requestUnreadable', 'The request could not be read'],
  ['serverTexts', 'requestTooSlow', 'The request took too long to arrive'],
  ['serverTexts', 'headersTooLarge', 'The request headers are too large'],
  ['serverTexts', 'genericFailure', 'Something went wrong on our side. Please try again.'],
  ['serverTexts', 'tooManyRequests', 'Too many requests'],
  ['serverTexts', 'noSuchCall', 'No such API call'],
  ['serverTexts', 'tooManyStreams', 'Too many live streams are open. Please try again later.'],
  ['serverTexts', 'idempotencyKeyFormat', 'Idempotency-Key must be 1 to 100 letters, digits, or the characters _ . : -'],
  // Catalogue, cart, checkout, order history and legal pages (issue 10: moved from the machines and screens)
  ['messages', 'failedToFetchProducts', 'Failed to fetch products'],
  ['messages', 'failedToFetchConeCandy', 'Failed to fetch cone candy products'],
  ['productsTexts', 'noProductsFound', 'No products found'],
  ['productsTexts', 'clearFilters', 'Clear Filters'],
  ['productsTexts', 'wholesaleNote', 'Note: Wholesale price applies only when two 5-Litre products are added.'],
  ['cartTexts', 'placeOrder', 'Place Order'],
  ['legalTexts', 'privacyPolicyTitle', 'Privacy Policy'],
  ['legalTexts', 'termsTitle', 'Terms & Conditions'],
  ['legalTexts', 'failedToLoadPrivacyPolicy', 'Failed to load Privacy Policy'],
  ['legalTexts', 'failedToLoadTerms', 'Failed to load Terms & Conditions'],
  ['legalTexts', 'privacyPolicySubject', 'how we look after your personal data'],
  ['legalTexts', 'termsSubject', 'the terms that apply to your orders'],
  ['legalTexts', 'onlyInEnglish', 'The shop has written this page in English only.'],
  ['productsTexts', 'loadingProducts', 'Loading products…'],
  ['productsTexts', 'retry', 'Retry'],
  ['orderHistoryTexts', 'orderHistoryTitle', 'Order History'],
  ['orderHistoryTexts', 'refresh', 'Refresh'],
  ['orderHistoryTexts', 'refreshing', 'Refreshing…'],
  ['orderHistoryTexts', 'loginToViewOrders', 'Please login to view your order history.'],
  ['orderHistoryTexts', 'login', 'Login'],
  ['orderHistoryTexts', 'loadingOrders', 'Loading your orders…'],
  ['messages', 'browseFlavors', 'Browse Flavors'],
  ['orderHistoryTexts', 'viewDetails', 'View details'],
  ['orderHistoryTexts', 'hideDetails', 'Hide details'],
  ['orderHistoryTexts', 'cancelOrder', 'Cancel Order'],
  ['orderHistoryTexts', 'cancelling', 'Cancelling…'],
  // Order again (issue 13): the spec quotes no text; these are the storefront's own.
  ['orderHistoryTexts', 'orderAgain', 'Order again'],
  ['orderHistoryTexts', 'orderingAgain', 'Adding to cart…'],
  ['orderHistoryTexts', 'orderItemsHeading', 'Items'],
  ['orderHistoryTexts', 'orderDeliveryHeading', 'Delivery'],
  ['orderHistoryTexts', 'orderAddress', 'Address'],
  ['orderHistoryTexts', 'orderPinCode', 'Pin code'],
  ['orderHistoryTexts', 'orderPhone', 'Phone'],
  ['orderHistoryTexts', 'orderSubtotal', 'Subtotal'],
  ['orderHistoryTexts', 'orderDeliveryFee', 'Delivery fee'],
  ['orderHistoryTexts', 'orderTotal', 'Total'],
  // The app shell (issue 10)
  ['messages', 'loadingScreen', 'Loading…'],
  // Screen labels of the account screens and shared components (issue 10; section 2 quotes Delete account, No, Yes, delete, Browse Flavors)
  ['accountTexts', 'loginTitle', 'Login'],
  ['accountTexts', 'loginLead', 'Welcome back! Log in to order your favourite flavours and track your orders.'],
  ['accountTexts', 'loginIdentifierLabel', 'Email or phone number'],
  ['accountTexts', 'loginIdentifierHint', 'Your email address or 10-digit mobile number'],
  ['accountTexts', 'passwordLabel', 'Password'],
  ['accountTexts', 'loginAction', 'Login'],
  ['accountTexts', 'loggingIn', 'Logging in…'],
  ['accountTexts', 'forgotPasswordLink', 'Forgot password?'],
  ['accountTexts', 'noAccountYet', "Don't have an account?"],
  ['accountTexts', 'signUpLink', 'Sign up'],
  ['accountTexts', 'registerTitle', 'Sign up'],
  ['accountTexts', 'registerLead', 'Create your account to order ice cream, cones and candy across Rajkot.'],
  ['accountTexts', 'fullNameLabel', 'Full name'],
  ['accountTexts', 'emailLabel', 'Email'],
  ['accountTexts', 'phoneLabel', 'Phone'],
  ['accountTexts', 'registerPasswordHint', 'At least 6 characters'],
  ['accountTexts', 'confirmPasswordLabel', 'Confirm password'],
  ['accountTexts', 'consentLegend', 'Consent'],
  ['accountTexts', 'agreeToPrivacy', 'I agree to the Privacy Policy'],
  ['accountTexts', 'agreeToTerms', 'I agree to the Terms & Conditions'],
  ['legalTexts', 'privacyPolicyTitle', 'Privacy Policy'],
  ['legalTexts', 'termsTitle', 'Terms & Conditions'],
  ['accountTexts', 'privacySummaryRights', 'You can change your name and manage your addresses from your profile, and delete your account at any time. Questions:'],
  ['accountTexts', 'readFullPrivacyPolicy', 'Read the full Privacy Policy'],
  ['accountTexts', 'termsSummaryCancel', 'Pending orders can be cancelled from your order history. Questions:'],
  ['accountTexts', 'readFullTerms', 'Read the full Terms & Conditions'],
  ['accountTexts', 'registerAction', 'Sign up'],
  ['accountTexts', 'creatingAccount', 'Creating account…'],
  ['accountTexts', 'haveAccountAlready', 'Already have an account?'],
  ['accountTexts', 'loginLink', 'Login'],
  ['accountTexts', 'profileTitle', 'My profile'],
  ['accountTexts', 'yourDetails', 'Your details'],
  ['accountTexts', 'customerFallbackName', 'Customer'],
  ['accountTexts', 'missingDetail', '—'],
  ['accountTexts', 'accountSettingsTitle', 'Account settings'],
  ['accountTexts', 'personalDetailsTitle', 'Personal details'],
  ['accountTexts', 'personalDetailsNote', 'Your name, email and phone'],
  ['accountTexts', 'changePasswordTitle', 'Change password'],
  ['accountTexts', 'changePasswordNote', 'Choose a new password'],
  ['accountTexts', 'manageAddressesLink', 'Manage addresses'],
  ['accountTexts', 'manageAddressesNote', 'Delivery addresses and your default'],
  ['accountTexts', 'legalTitle', 'Legal'],
  ['accountTexts', 'dangerZoneTitle', 'Danger zone'],
  ['accountTexts', 'dangerZoneNote', 'Deleting your account removes your details and saved addresses. It cannot be undone.'],
  ['accountTexts', 'deleteAccountTitle', 'Delete account'],
  ['accountTexts', 'logOutAction', 'Log out'],
  ['accountTexts', 'loggingOut', 'Logging out…'],
  ['accountTexts', 'contactSupportNote', 'Email and phone number can be changed only through customer support.'],
  ['accountTexts', 'contactSupportLink', 'Contact customer support'],
  ['accountTexts', 'saveAction', 'Save'],
  ['accountTexts', 'saving', 'Saving…'],
  ['accountTexts', 'currentPasswordLabel', 'Current password'],
  ['accountTexts', 'newPasswordLabel', 'New password'],
  ['accountTexts', 'newPasswordHint', 'At least 6 characters, different from the current one'],
  ['accountTexts', 'confirmNewPasswordLabel', 'Confirm new password'],
  ['accountTexts', 'changingPassword', 'Changing password…'],
  ['accountTexts', 'deleteAccountWhatHappens', 'What happens when you delete your account'],
  ['accountTexts', 'deleteAccountRemovesDetails', 'Your name, email, phone number and password are removed, and you are logged out everywhere.'],
  ['accountTexts', 'deleteAccountRemovesAddresses', 'Your saved delivery addresses are removed.'],
  ['accountTexts', 'deleteAccountKeepsOrders', 'Orders you already placed stay with the shop for its records, without your name, address or phone.'],
  ['accountTexts', 'cannotBeUndone', 'This cannot be undone.'],
  ['accountTexts', 'deleteAccountQuestion', 'Delete your account?'],
  ['accountTexts', 'deleteAccountDescription', 'Your account and saved addresses will be deleted. This cannot be undone.'],
  ['accountTexts', 'deleteAccountNo', 'No'],
  ['accountTexts', 'deleteAccountYes', 'Yes, delete'],
  ['accountTexts', 'deletingAccount', 'Deleting…'],
  ['accountTexts', 'loadingAccount', 'Loading your account…'],
  ['messages', 'browseFlavors', 'Browse Flavors'],
  ['accountTexts', 'goToProfile', 'Go to profile'],
  ['accountTexts', 'showPassword', 'Show'],
  ['accountTexts', 'hidePassword', 'Hide'],
  ['messages', 'backAction', '← Back'],
  ['toastTexts', 'dismissToast', 'Dismiss'],
  ['toastTexts', 'dismissToastSymbol', '×'],
  ['toastTexts', 'notificationLabel', 'Notification'],
  ['toastTexts', 'notificationsRegion', 'Notifications ({hotkey})'],
  // The installed app (issue 14): the update prompt's button, the manifest's short name and description
  ['webAppTexts', 'upgradeNow', 'Upgrade'],
  ['webAppTexts', 'appShortName', 'Scoops'],
  ['webAppTexts', 'appDescription', 'Ice cream tubs, cones and candy delivered across Rajkot.'],
  ['messages', 'googlePlayLink', 'Get it on Google Play'],
  ['messages', 'appStoreLink', 'Download on the App Store'],
  ['accountTexts', 'privacySummaryUse', 'We ask for your name, email address, mobile number and delivery addresses only to take, deliver and support your orders. We never sell them or share them for advertising.'],
  // Reset password (issue 12): /reset-password's labels (spec section 2: one-time code plus new password form)
  ['resetPasswordTexts', 'resetPasswordTitle', 'Reset password'],
  ['resetPasswordTexts', 'resetPasswordLead', 'Enter your phone number, the 6-digit code the shop gave you and a new password.'],
  ['resetPasswordTexts', 'resetPhoneLabel', 'Phone number'],
  ['resetPasswordTexts', 'resetCodeLabel', '6-digit code'],
  ['resetPasswordTexts', 'resetNewPasswordLabel', 'New password'],
  ['resetPasswordTexts', 'resetPasswordHint', 'At least 6 characters'],
  ['resetPasswordTexts', 'resetConfirmPasswordLabel', 'Confirm new password'],
  ['resetPasswordTexts', 'resetPasswordButton', 'Reset password'],
  ['resetPasswordTexts', 'resetPasswordBusyButton', 'Resetting password…'],
  ['resetPasswordTexts', 'resetPasswordBusyStatus', 'Please wait while we reset your password…'],
  ['resetPasswordTexts', 'resetBackToLogin', 'Back to login'],
  ['resetPasswordTexts', 'resetNeedCode', 'Need a code? Contact us'],
  ['accountTexts', 'resetPasswordFailed', 'The password could not be reset. Please try again.'],
  // First load (issue 10: the header, footer, home page and product card; section 2 quotes Browse Flavors, Track Order, Out of Stock, MRP; section 4 Adding...)
  ['messages', 'openMenu', 'Menu'],
  ['messages', 'closeMenu', 'Close menu'],
  ['messages', 'mainNavigation', 'Main'],
  ['messages', 'homeLink', 'Home'],
  ['messages', 'productsLink', 'Products'],
  ['messages', 'cartLink', 'Cart'],
  ['messages', 'ordersLink', 'Orders'],
  ['messages', 'headerLoginLink', 'Login'],
  ['messages', 'languageLabel', 'Language'],
  ['messages', 'quickLinks', 'Quick links'],
  ['messages', 'sitemapLink', 'Sitemap'],
  ['messages', 'contactHeading', 'Contact'],
  ['messages', 'shopAddress', 'Shop 4, Shivam Complex, Kalawad Road, near Kotecha Chowk, Rajkot, Gujarat 360005'],
  ['messages', 'openingHours', 'Opening hours'],
  ['messages', 'heroTitle', "Rajkot's favourite ice cream, delivered to your door"],
  ['messages', 'heroLead', '750 ML and 5 Litre tubs, cones and candy, delivered across Rajkot.'],
  ['messages', 'trackOrder', 'Track Order'],
  ['messages', 'whyChooseUs', 'Why choose us'],
  ['messages', 'benefitQualityTitle', 'Premium quality'],
  ['messages', 'benefitQualityText', 'Made with fresh milk and real fruit: Alphonso mango, kesar, pista and more.'],
  ['messages', 'benefitDeliveryTitle', 'Fast delivery'],
  ['messages', 'benefitDeliveryText', 'Delivered frozen across Rajkot, with no delivery fee.'],
  ['messages', 'benefitSatisfactionTitle', 'Customer satisfaction'],
  ['messages', 'benefitSatisfactionText', 'Thousands of Rajkot families order their tubs from us every season.'],
  ['messages', 'benefitHoursTitle', 'Convenient hours'],
  ['messages', 'featuredFlavours', 'Featured flavours'],
  ['messages', 'partyCta', 'Planning a party? Two 5 Litre tubs unlock the wholesale price.'],
  ['messages', 'orderNow', 'Order now'],
  ['messages', 'outOfStock', 'Out of Stock'],
  ['messages', 'sizeOutOfStockNote', '(Out of Stock)'],
  ['messages', 'mrpLabel', 'MRP'],
  ['messages', 'addToCart', 'Add'],
  ['messages', 'addingToCart', 'Adding...'],
  // The lazy screens' own areas (issue 10; section 2 quotes Clear Cart, Back to Home, Go Back; section 4 (Wholesale))
  ['cartTexts', 'yourCart', 'Your Cart'],
  ['cartTexts', 'emptyCartLead', 'Browse our ice cream tubs, cones and candy and add your favourites.'],
  ['cartTexts', 'browseProducts', 'Browse Products'],
  ['cartTexts', 'itemsInYourCart', 'Items in your cart'],
  ['cartTexts', 'amountLabel', 'Amount:'],
  ['cartTexts', 'wholesaleTag', '(Wholesale)'],
  ['cartTexts', 'remove', 'Remove'],
  ['cartTexts', 'orderSummary', 'Order Summary'],
  ['cartTexts', 'summaryItems', 'Items'],
  ['cartTexts', 'summaryLitres', 'Total litres'],
  ['cartTexts', 'summarySubtotal', 'Subtotal'],
  ['cartTexts', 'summaryDelivery', 'Delivery'],
  ['cartTexts', 'summaryTotal', 'Total'],
  ['cartTexts', 'deliveryAddress', 'Delivery Address'],
  ['cartTexts', 'manageAddresses', 'Manage addresses'],
  ['cartTexts', 'loginToChooseAddress', 'Log in when you place your order to choose a delivery address.'],
  ['cartTexts', 'placingOrder', 'Placing your order…'],
  ['cartTexts', 'clearCart', 'Clear Cart'],
  ['productsTexts', 'ourProducts', 'Our Products'],
  ['productsTexts', 'searchRegion', 'Products'],
  ['productsTexts', 'searchLabel', 'Search products'],
  ['productsTexts', 'searchPlaceholder', 'Search by flavour name'],
  ['productsTexts', 'categories', 'Categories'],
  ['contactTexts', 'contactTitle', 'Contact us'],
  ['contactTexts', 'contactLead', 'Forgot your password, or need help with an order? Call or email us and our team will help you get back into your account.'],
  ['contactTexts', 'callUs', 'Call us'],
  ['contactTexts', 'emailUs', 'Email us'],
  ['contactTexts', 'visitUs', 'Visit us'],
  ['contactTexts', 'businessHours', 'Business hours'],
  ['contactTexts', 'backToLogin', 'Back to login'],
  ['contactTexts', 'haveResetCode', 'Already have a reset code?'],
  ['contactTexts', 'resetYourPassword', 'Reset your password'],
  ['sitemapTexts', 'sitemapTitle', 'Sitemap'],
  ['sitemapTexts', 'mainPages', 'Main pages'],
  ['sitemapTexts', 'accountPages', 'Account'],
  ['sitemapTexts', 'settingsPages', 'Settings'],
  ['sitemapTexts', 'legalPages', 'Legal'],
  ['sitemapTexts', 'home', 'Home'],
  ['sitemapTexts', 'products', 'Products'],
  ['sitemapTexts', 'cart', 'Cart'],
  ['sitemapTexts', 'orderHistory', 'Order History'],
  ['sitemapTexts', 'login', 'Login'],
  ['sitemapTexts', 'signUp', 'Sign Up'],
  ['sitemapTexts', 'contactUs', 'Contact Us (Forgot Password)'],
  ['sitemapTexts', 'resetPassword', 'Reset Password'],
  ['sitemapTexts', 'profile', 'Profile'],
  ['sitemapTexts', 'personalDetails', 'Personal Details'],
  ['sitemapTexts', 'changePassword', 'Change Password'],
  ['sitemapTexts', 'manageAddresses', 'Manage Addresses'],
  ['sitemapTexts', 'addAddress', 'Add Address'],
  ['sitemapTexts', 'deleteAccount', 'Delete Account'],
  ['sitemapTexts', 'privacyPolicy', 'Privacy Policy'],
  ['sitemapTexts', 'terms', 'Terms & Conditions'],
  ['sitemapTexts', 'productPages', 'Our flavours'],
  // Issue 13, part 7: a product's page (not quoted by the spec).
  ['productTexts', 'productHeading', 'Product'],
  ['productTexts', 'loadingProduct', 'Loading product…'],
  ['productTexts', 'sizesAndPrices', 'Sizes and prices'],
  ['productTexts', 'allProducts', 'All products'],
  ['productTexts', 'share', 'Share'],
  ['productTexts', 'linkCopied', 'Link copied. Paste it in a chat to share this product.'],
  ['productTexts', 'linkNotCopied', 'The link could not be copied. Copy it from the address bar.'],
  ['productTexts', 'productNotFound', 'Product not found'],
  ['productTexts', 'productNotFoundLead', 'This product is not in our catalogue any more. Our other flavours are still here.'],
  ['notFoundTexts', 'pageNotFound', 'Page not found'],
  ['notFoundTexts', 'notFoundLead', 'The page you are looking for does not exist or has moved. Our flavours are still here.'],
  ['notFoundTexts', 'backToHome', 'Back to Home'],
  ['notFoundTexts', 'goBack', 'Go Back'],
  ['addressTexts', 'savingAddress', 'Saving…'],
  // Issue 13, part 4: the parts of an address.
  ['addressTexts', 'localityFromPinCode', 'Filled in from the pin code'],
  ['addressTexts', 'enterHouse', 'Please enter your house or flat'],
  ['addressTexts', 'enterStreet', 'Please enter your street'],
  // Issue 13, part 3: the delivery-area check on /products and /cart.
  ['deliveryCheckTexts', 'heading', 'Do we deliver to you?'],
  ['deliveryCheckTexts', 'pinCodeLabel', 'Your pin code'],
  ['deliveryCheckTexts', 'placeholder', '6-digit pin code'],
  ['deliveryCheckTexts', 'check', 'Check'],
  ['deliveryCheckTexts', 'checking', 'Checking…'],
  ['deliveryCheckTexts', 'failed', 'Temporary service is not available'],
  ['deliveryCheckTexts', 'retry', 'Try Again'],
  // Issue 13, part 5: the questions before Clear Cart and Cancel Order, the phone's checkout bar and the products' cart bar.
  ['cartTexts', 'clearCartQuestion', 'Clear your cart?'],
  ['cartTexts', 'clearCartDetail', 'Every item will be taken out of your cart.'],
  ['cartTexts', 'clearCartConfirm', 'Yes, clear my cart'],
  ['cartTexts', 'keepCart', 'Keep my cart'],
  ['cartTexts', 'checkout', 'Checkout'],
  ['orderHistoryTexts', 'cancelOrderDetail', 'The shop will not prepare or deliver it.'],
  ['orderHistoryTexts', 'cancelOrderConfirm', 'Yes, cancel it'],
  ['orderHistoryTexts', 'keepOrder', 'Keep my order'],
  ['productsTexts', 'cartBar', 'Your cart'],
  ['productsTexts', 'viewCart', 'View cart'],
];

describe('texts quoted by the spec, verbatim', () => {
  it.each(quoted)('%s.%s', (catalogue, key, text) => {
    expect(textOf(catalogue, key)).toBe(text);
  });

  it.each(Object.keys(catalogues) as Catalogue[])('every text of %s is checked above', (catalogue) => {
    const textKeys = Object.entries(catalogues[catalogue])
      .filter(([, value]) => typeof value === 'string')
      .map(([key]) => key);
    const checked = quoted.filter(([name]) => name === catalogue).map(([, key]) => key);
    expect(new Set(checked)).toEqual(new Set(textKeys));
  });
});

describe('messages that take a value', () => {
  it("the server's refusals with values read as the services worded them before issue 24", () => {
    expect(serverTexts.loginWaitSeconds(30)).toBe('Too many failed login attempts. Please try again in 30 second(s).');
    expect(serverTexts.passwordWaitMinutes(2)).toBe('Too many password attempts. Please try again in 2 minute(s).');
    expect(serverTexts.phoneChecksWait(5)).toBe('Too many phone number checks. Please try again in 5 minute(s).');
    expect(serverTexts.unknownProductSize('3', '12')).toBe('Unknown product or size (pid 3, pMetaId 12). Please refresh the products and try again.');
    expect(serverTexts.lineListedTwice('Kesar Pista (5 Litre)')).toBe('Kesar Pista (5 Litre) is listed twice. Send it once with the total quantity.');
    expect(serverTexts.lineQuantityRange('Kesar Pista (5 Litre)', 99)).toBe('Quantity of Kesar Pista (5 Litre) must be a whole number from 1 to 99.');
    expect(serverTexts.lineOutOfStock('Kesar Pista (5 Litre)')).toBe('Kesar Pista (5 Litre) is out of stock. Please remove it from your cart.');
    expect(serverTexts.orderTooManyLines(50)).toBe('An order may hold at most 50 different items.');
    expect(serverTexts.tooManyAddresses(10)).toBe('You can keep at most 10 addresses. Please delete one first.');
    expect(serverTexts.invalidRequest('phone Required')).toBe('Invalid request: phone Required');
    expect(serverTexts.unstorableField('name')).toBe('Invalid request: name contains characters that cannot be stored');
    expect(serverTexts.tooManyRequestsWait(42)).toBe('Too many requests. Please try again in 42 seconds.');
    expect(serverTexts.methodOnly('POST')).toBe('This call answers POST only');
  });

  it('a product page\'s price and its link preview (issue 13)', () => {
    expect(productTexts.fromPrice('₹240.00')).toBe('From ₹240.00');
    expect(productTexts.shareText('Kesar Pista', '₹240.00', 'Rajkot Scoops')).toBe('Kesar Pista from ₹240.00 at Rajkot Scoops');
    expect(productTexts.previewDescription('₹240.00', 'Creamy Kesar Pista ice cream.')).toBe('From ₹240.00. Creamy Kesar Pista ice cream.');
  });

  it('the delivery check\'s answers (issue 13: "We deliver to 360005 Kalawad Road") and the address locality line', () => {
    expect(deliveryCheckTexts.weDeliverTo('360005 Kalawad Road')).toBe('We deliver to 360005 Kalawad Road');
    expect(deliveryCheckTexts.notDelivered('360099')).toBe('Sorry, we do not deliver to 360099 yet');
    expect(deliveryCheckTexts.areasServed(1)).toBe('See the 1 area we deliver to');
    expect(deliveryCheckTexts.areasServed(13)).toBe('See the 13 areas we deliver to');
    expect(addressTexts.addressLocalityLine('Kalawad Road')).toBe('Locality: Kalawad Road');
  });

  it('the limits of an address\'s parts', () => {
    expect(addressTexts.houseTooLong(80)).toBe('House / flat can be at most 80 characters');
    expect(addressTexts.streetTooLong(150)).toBe('Street can be at most 150 characters');
    expect(addressTexts.landmarkTooLong(60)).toBe('Landmark can be at most 60 characters');
  });

  it.each([
    [500, 'API error: 500'],
    [502, 'API error: 502'],
  ])('apiError(%d) -> %j', (status, text) => {
    expect(httpTexts.apiError(status)).toBe(text);
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
    expect(formTexts.moreDigitsNeeded(n)).toBe(text);
  });

  it.each([
    [1, '1 saved address'],
    [3, '3 saved addresses'],
  ])('savedAddressCount(%d) -> %j (not quoted by the spec)', (n, text) => {
    expect(addressTexts.savedAddressCount(n)).toBe(text);
  });

  it('the address dialogs name the address, the phone and the city (not quoted by the spec)', () => {
    expect(addressTexts.makeDefaultNamed('4 Yagnik Road, Rajkot - 360001')).toBe('Make default: 4 Yagnik Road, Rajkot - 360001');
    expect(addressTexts.addressPhoneLine('9876543210')).toBe('Phone: 9876543210');
    expect(addressTexts.addAddressDialogDescription('Rajkot')).toBe('A new delivery address in Rajkot. The phone number is optional.');
  });

  it('the account screens name the document, hours, person and field (not quoted by the spec)', () => {
    expect(accountTexts.readDocument('Privacy Policy')).toBe('Read the Privacy Policy');
    expect(accountTexts.termsSummaryDelivery('10 AM to 10 PM')).toBe(
      'We deliver within Rajkot to the pin codes we serve, every day 10 AM to 10 PM. Prices are in rupees and delivery is free. A minimum order applies; your cart tells you what is still needed.',
    );
    expect(accountTexts.loggedInAlready('Asha')).toBe('You are logged in as Asha.');
    expect(accountTexts.loggedInAlready('')).toBe('You are logged in.');
    expect(accountTexts.showNamed('Confirm password')).toBe('Show confirm password');
    expect(accountTexts.hideNamed('Password')).toBe('Hide password');
  });

  it('lineLimit names the limit (not quoted by the spec)', () => {
    expect(cartTexts.lineLimit(99)).toBe('At most 99 per item in one order');
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

  it('the first load names the item, size, count and hours (not quoted by the spec)', () => {
    expect(messages.cartItemCount(3)).toBe('3 items in cart');
    expect(messages.everyDay('10:00 AM to 10:00 PM')).toBe('Every day, 10:00 AM to 10:00 PM');
    expect(messages.benefitHoursText('10:00 AM to 10:00 PM')).toBe('Open every day, 10:00 AM to 10:00 PM.');
    expect(messages.sizeOutOfStockTitle('5 L')).toBe('5 L: Out of Stock');
    expect(messages.productImageAlt('Kesar Pista', '750 ML')).toBe('Kesar Pista, 750 ML');
    expect(messages.sizesOf('Kesar Pista')).toBe('Sizes of Kesar Pista');
    expect(messages.wholesaleEach('₹1,220.00', 10)).toBe('₹1,220.00 each when your 5 Litre tubs make 10 litres or more');
    expect(messages.addNamed('Kesar Pista 750 ML')).toBe('Add Kesar Pista 750 ML');
    expect(messages.quantityOf('Kesar Pista 750 ML')).toBe('Quantity of Kesar Pista 750 ML');
    expect(messages.decreaseNamed('Kesar Pista 750 ML')).toBe('Decrease Kesar Pista 750 ML');
    expect(messages.increaseNamed('Kesar Pista 750 ML')).toBe('Increase Kesar Pista 750 ML');
  });

  it("the lazy screens' areas name the price, item, hours, document and order (not quoted by the spec)", () => {
    expect(cartTexts.unitPriceEach('₹120', 'pack')).toBe('₹120 each');
    expect(cartTexts.youSave('₹520.00')).toBe('You save ₹520.00');
    expect(cartTexts.removeNamed('Kesar Pista 750 ML')).toBe('Remove Kesar Pista 750 ML');
    expect(legalTexts.loadingDocument('Privacy Policy')).toBe('Loading Privacy Policy…');
    expect(productsTexts.productCount(1)).toBe('1 product');
    expect(productsTexts.productCount(12)).toBe('12 products');
    expect(orderHistoryTexts.itemsInOrder('A-17')).toBe('Items in order A-17');
    expect(orderHistoryTexts.andMore(2)).toBe('and 2 more');
    expect(orderHistoryTexts.orderItemSizeQuantity('5 L', 2)).toBe('Size: 5 L · Quantity: 2');
    expect(orderHistoryTexts.orderCancelReason('Out of stock')).toBe('Reason: Out of stock');
  });
});
