/** Business constants of the specification (section 9). */

export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_DIGITS = 10;
export const PIN_CODE_DIGITS = 6;
export const OTP_DIGITS = 6;

/** 5-litre lines use the wholesale price once 5-litre lines total this many litres. */
export const WHOLESALE_MIN_LITRES = 10;

/** Order rule A: items of 750 ML and cone/candy needed when the cart has no 5-litre tub. */
export const RULE_A_MIN_ITEMS = 7;
/** Order rule B: cone/candy quantity needed when the cart holds only cone/candy. */
export const RULE_B_MIN_CONE_CANDY = 5;

/** Largest quantity one order line may carry; more is a wholesale enquiry, not a web order. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;
export const MAX_ADDRESSES_PER_USER = 20;

export const DELIVERY_FEE = 0;
export const ORDER_ID_DIGITS = 6;
export const FEATURED_PRODUCT_COUNT = 4;
export const ORDER_THUMBNAILS = 3;
export const ADDING_FEEDBACK_MS = 500;
export const HEADER_COMPACT_AFTER_PX = 20;
export const OPENING_HOURS = '10:00 AM to 10:00 PM';
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

export const CONE_CANDY_CATEGORY = 'ConeCandy';
export const ICE_CREAM_CATEGORY = 'IceCreame';
export const DEFAULT_CATEGORY = 'Classic Flavors';
export const REGULAR_SIZE = 'Regular';

export type OrderRuleName = 'A' | 'B';
export const DEFAULT_ORDER_RULE: OrderRuleName = 'A';
