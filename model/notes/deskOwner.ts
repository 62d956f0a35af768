/**
 * The chart notes of the desk's owner screens (issue 12 points 5, 6, 8 and 9; issue 13 point 2; issue 27):
 * catalogue, delivery area, shop settings, today, staff and the audit log. The limits are read from
 * domain/desk/shopRules.ts and who may use each screen from the desk's role table.
 */
import { OPENING_HOURS, PIN_CODE_DIGITS } from '../../domain/constants.ts';
import {
  MAX_EXPORT_DAYS,
  SHOP_ADDRESS_MAX,
  SHOP_NAME_MAX,
  SHOP_PHONE_DIGITS,
  MAX_LOCALITY_LENGTH,
  MAX_PICTURE_BYTES,
  MAX_PRICE_RUPEES,
  MAX_PRODUCT_TITLE_LENGTH,
  DEFAULT_OPENING_HOURS,
  PICTURE_EXTENSIONS,
  USUAL_MINUTES_RANGE,
} from '../../domain/desk/shopRules.ts';
import { UPI_PAYEE_MAX } from '../../domain/upi.ts';
import { cite, listed, type ChartNotes } from './kit.ts';
import { whoMay, whoRow } from './who.ts';


const savedToast = 'a toast: saved, or the server\'s refusal';

export const catalogueEditorNotes: ChartNotes = {
  guards: {
    isListedProduct: 'the product is in the list',
    isListedSize: 'the size is in the list',
    isPriceReady: `the size is listed and its typed price and MRP are whole rupees from 1 to ${MAX_PRICE_RUPEES}, the price never above the MRP`,
    isAcceptedPicture: `the picture's bytes are a ${listed(Object.keys(PICTURE_EXTENSIONS))} image of at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB`,
    isNewProductComplete: `the new product has a title of at most ${MAX_PRODUCT_TITLE_LENGTH} characters, at least one named size priced as above, and a picture`,
  },
  actions: {
    storeProducts: 'the products with their sizes, every draft price forgotten',
    storeDraft: 'the price and MRP as typed, with the first rule they break',
    rememberChange: 'the change to send: a size or product in or out of stock, hidden or shown, a price, search words',
    rememberPicture: 'the picture chosen, to be read',
    keepPicture: 'keeps the picture for the new product',
    refusePicture: 'says why the picture is refused (type, size or unreadable)',
    showFormProblem: 'says the first rule the new product breaks',
    clearFormProblem: 'the problem shown leaves',
    forgetNewProduct: 'an empty new-product form',
    notify: savedToast,
  },
  derived: { who: whoRow('catalogue') },
};

export const deliveryAreaNotes: ChartNotes = {
  guards: {
    isAreaValid: `a pin code of ${PIN_CODE_DIGITS} digits not starting with 0 and a locality of 1 to ${MAX_LOCALITY_LENGTH} characters; a new pin code not listed yet, a renamed one listed`,
    isListedPinCode: 'the pin code is listed',
    isLastPinCode: 'it is the last pin code listed (never removed)',
  },
  actions: {
    storeAreas: 'the pin codes with their localities',
    showFormProblem: 'says the first rule the form breaks (a pin code already listed is named)',
    rememberChange: 'the pin code and locality to send',
    countAdded: 'one more pin code added (the form empties)',
    notify: savedToast,
  },
  derived: { who: whoRow('pinCodes') },
};

export const shopSettingsNotes: ChartNotes = {
  guards: {
    areHoursValid: `opening hours that close after they open, a cut-off after opening and no later than closing, a usual delivery time of ${USUAL_MINUTES_RANGE.min} to ${USUAL_MINUTES_RANGE.max} minutes`,
    hasLegalText: 'the legal text is not empty',
    areUpiDetailsValid: `a UPI id of the form name@handle and a payee name of 1 to ${UPI_PAYEE_MAX} characters`,
    areShopDetailsValid: `the ticket's shop name of 1 to ${SHOP_NAME_MAX} characters, an address of 1 to ${SHOP_ADDRESS_MAX}, and a phone of ${SHOP_PHONE_DIGITS.min} to ${SHOP_PHONE_DIGITS.max} digits (spaces, dashes, brackets and a leading + allowed)`,
  },
  actions: {
    storeSettings: 'the hours, legal texts and UPI details as loaded',
    showHoursProblem: 'says the first rule the hours break',
    rememberHours: 'the hours to send',
    showLegalProblem: 'says the legal text is empty',
    chooseLegalLanguage: 'the language of the legal text edited',
    rememberLegal: 'the legal text to send, with its document and language',
    storeHours: 'the hours as saved',
    storeLegal: 'the legal text as the server saved it (sanitised)',
    showUpiProblem: 'says the first rule the UPI details break',
    rememberUpi: 'the UPI details to send',
    storeUpi: 'the UPI details as saved',
    showShopProblem: 'says the first rule the shop details break',
    rememberShop: 'the shop details to send',
    storeShop: 'the shop details as saved: every ticket prints them, staff get them with the orders',
    notify: savedToast,
  },
  derived: {
    who: whoRow('settings'),
    openingHours: {
      rule: `until the desk saves others, the shop keeps ${OPENING_HOURS} (${DEFAULT_OPENING_HOURS.opensAt} to ${DEFAULT_OPENING_HOURS.closesAt}), shown on the contact page and read by the delivery promise`,
      cites: [cite('9', 12, 'Opening hours 10:00 AM to 10:00 PM.')],
    },
  },
};

export const todayNotes: ChartNotes = {
  guards: {
    isDay: 'the day picked is a calendar day',
    isRangeValid: `both days are calendar days, the first not after the last, at most ${MAX_EXPORT_DAYS} days`,
  },
  actions: {
    setDay: 'the day picked; its summary is loaded',
    storeSummary: "the day's orders and takings by status and its top products",
    showExportProblem: 'says the first rule the span of days breaks',
    rememberExport: 'the span of days to export',
    setPaper: 'the paper the day-end sheet is printed on',
    print: "the browser's print dialog",
    notify: 'a toast: the CSV downloaded, or why not',
  },
  derived: { who: { rule: `the day: ${whoMay('today')}; the CSV export: ${whoMay('export')}`, cites: [], issues: ['12.who'] } },
};

export const staffNotes: ChartNotes = {
  guards: {
    isNewStaffValid: 'a valid email, a name and a first password by the account rules',
    isActiveStaff: 'the member is staff (never the owner) and active',
  },
  actions: {
    storeMembers: 'the desk accounts',
    showFormProblem: 'says the first rule the form breaks',
    rememberStaff: 'the new staff member to send',
    rememberDeactivation: 'the member to deactivate',
    forgetPendingStaff: 'forgets the first password once sent',
    countAdded: 'one more member added (the form empties)',
    notify: savedToast,
  },
  derived: { who: whoRow('staff') },
};

export const auditLogNotes: ChartNotes = {
  guards: {
    hasOlderPage: 'the server named an older page',
    hasNewerPage: 'a newer page was seen before this one',
    areFiltersValid: 'the order filter is an order number (ORD optional) and the day a calendar day, or they are empty',
  },
  actions: {
    storePage: 'the page of changes, newest first',
    goOlder: 'the cursor of the older page',
    goNewer: 'back to the newer page',
    goNewest: 'back to the newest page',
    applyFilters: 'the filters, from the newest page',
    showFilterProblem: 'says which filter is wrong',
  },
  derived: { who: whoRow('audit') },
};
