/**
 * The owner's rules for the shop's own data (issue 12: catalogue, delivery area, shop settings, today,
 * CSV export): pure functions, used by the server's desk calls and by the desk's screens.
 */
import { minutesOfDay, type OpeningHours } from '../clock.ts';
import { PIN_CODE_DIGITS } from '../constants.ts';
import type { DeliverySchedule } from '../deliveryPromise.ts';
import type { ShopContact } from '../shop.ts';
import { isUpiId, UPI_PAYEE_MAX, type UpiSettings } from '../upi.ts';
import { fail, pass, type Check, type Failure } from '../validation.ts';
import { deskRuleSaid } from './ruleSaid.ts';

/** Largest price or MRP the desk takes, in whole rupees: a typo such as 25000 for 250 is still possible, 2500000 is not. */
export const MAX_PRICE_RUPEES = 100_000;

export interface SizePrice {
  price: number;
  mrp: number;
}

/** A size's price and MRP: whole rupees from 1 to MAX_PRICE_RUPEES, and the price never above the MRP. */
export function checkSizePrice(candidate: SizePrice): Check<SizePrice> {
  const { price, mrp } = candidate;
  if (!Number.isInteger(price) || !Number.isInteger(mrp)) return fail(deskRuleSaid('priceWholeRupees'));
  if (price < 1 || mrp < 1 || price > MAX_PRICE_RUPEES || mrp > MAX_PRICE_RUPEES) return fail(deskRuleSaid('priceRange', MAX_PRICE_RUPEES));
  if (price > mrp) return fail(deskRuleSaid('priceAboveMrp', price, mrp));
  return pass({ price, mrp });
}

export { DEFAULT_OPENING_HOURS, minutesOfDay, openingHoursText, type OpeningHours } from '../clock.ts';

/** The shortest and longest usual same-day delivery time the desk may promise, in minutes. */
export const USUAL_MINUTES_RANGE = { min: 10, max: 240 } as const;

export function checkOpeningHours(candidate: OpeningHours): Check<OpeningHours> {
  const opens = minutesOfDay(candidate.opensAt);
  const closes = minutesOfDay(candidate.closesAt);
  if (opens === null || closes === null) return fail(deskRuleSaid('hoursFormat'));
  if (closes <= opens) return fail(deskRuleSaid('hoursCloseAfterOpen'));
  return pass({ opensAt: candidate.opensAt.trim(), closesAt: candidate.closesAt.trim() });
}

/** The delivery schedule: valid opening hours, a cut-off after opening and no later than closing, a usual time of 10 to 240 whole minutes. */
export function checkDeliverySchedule(candidate: DeliverySchedule): Check<DeliverySchedule> {
  const hours = checkOpeningHours(candidate);
  if (!hours.ok) return hours;
  const cutOff = minutesOfDay(candidate.cutOff);
  if (cutOff === null || cutOff <= (minutesOfDay(hours.value.opensAt) ?? 0) || cutOff > (minutesOfDay(hours.value.closesAt) ?? 0)) {
    return fail(deskRuleSaid('cutOffWithinHours'));
  }
  const { usualMinutes } = candidate;
  const { min, max } = USUAL_MINUTES_RANGE;
  if (!Number.isInteger(usualMinutes) || usualMinutes < min || usualMinutes > max) return fail(deskRuleSaid('usualMinutesRange', min, max));
  return pass({ ...hours.value, cutOff: candidate.cutOff.trim(), usualMinutes });
}

/** The longest locality name kept: it is shown in a pin-code picker on a phone. */
export const MAX_LOCALITY_LENGTH = 60;

export interface DeliveryArea {
  pinCode: string;
  locality: string;
}

/** An Indian pin code (six digits, not starting with 0) and a locality name of 1 to 60 characters. */
export function checkDeliveryArea(candidate: DeliveryArea): Check<DeliveryArea> {
  const pinCode = candidate.pinCode.trim();
  if (!new RegExp(`^[1-9]\\d{${PIN_CODE_DIGITS - 1}}$`).test(pinCode)) return fail(deskRuleSaid('pinCodeFormat'));
  const locality = candidate.locality.trim().replace(/\s+/g, ' ');
  if (locality === '' || locality.length > MAX_LOCALITY_LENGTH) return fail(deskRuleSaid('localityLength', MAX_LOCALITY_LENGTH));
  return pass({ pinCode, locality });
}

/** Issue 24: a locality's names in Gujarati and Hindi script, each optional ('' keeps none: customers then read the English). */
export interface LocalityNames {
  localityGu: string;
  localityHi: string;
}

/** Each name spaces collapsed, at most MAX_LOCALITY_LENGTH characters; blank is none. */
export function checkLocalityNames(candidate: LocalityNames): Check<LocalityNames> {
  const localityGu = candidate.localityGu.trim().replace(/\s+/g, ' ');
  const localityHi = candidate.localityHi.trim().replace(/\s+/g, ' ');
  if (localityGu.length > MAX_LOCALITY_LENGTH || localityHi.length > MAX_LOCALITY_LENGTH) return fail(deskRuleSaid('localityLength', MAX_LOCALITY_LENGTH));
  return pass({ localityGu, localityHi });
}

/** A product's name as the desk takes it: 2 to 80 characters, spaces collapsed. */
export const MAX_PRODUCT_TITLE_LENGTH = 80;

export function checkProductTitle(title: string): Check<string> {
  const kept = title.trim().replace(/\s+/g, ' ');
  if (kept.length < 2 || kept.length > MAX_PRODUCT_TITLE_LENGTH) return fail(deskRuleSaid('productTitleLength', MAX_PRODUCT_TITLE_LENGTH));
  return pass(kept);
}

export interface NewSize extends SizePrice {
  size: string;
}

/** How many sizes one product may have, and the longest size label ("750 ML", "5 Litre", "12"). */
export const MAX_SIZES_PER_PRODUCT = 6;
export const MAX_SIZE_LABEL_LENGTH = 20;

/** A new product's sizes: 1 to 6, each labelled once, each priced by checkSizePrice. */
export function checkNewSizes(sizes: readonly NewSize[]): Check<NewSize[]> {
  if (sizes.length < 1 || sizes.length > MAX_SIZES_PER_PRODUCT) return fail(deskRuleSaid('sizesCount', MAX_SIZES_PER_PRODUCT));
  const kept: NewSize[] = [];
  for (const candidate of sizes) {
    const size = candidate.size.trim().replace(/\s+/g, ' ');
    if (size === '' || size.length > MAX_SIZE_LABEL_LENGTH) return fail(deskRuleSaid('sizeLabelLength', MAX_SIZE_LABEL_LENGTH));
    if (kept.some((other) => other.size.toLowerCase() === size.toLowerCase())) return fail(deskRuleSaid('sizeTwice', size));
    const price = checkSizePrice(candidate);
    if (!price.ok) return fail(deskRuleSaid('sizeProblem', size, price.message));
    kept.push({ size, ...price.value });
  }
  return pass(kept);
}

/** The pictures a new product may have, recognised by their first bytes (never by name or declared type). */
export type PictureType = 'png' | 'jpeg' | 'webp';

export const PICTURE_EXTENSIONS: Record<PictureType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

/** Largest picture the desk takes: a phone photo saved for the web fits; a camera original does not. */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** SVG, or other XML or HTML text: markup a browser may run scripts in. */
function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return head.startsWith('<') || head.includes('<svg');
}

export type PictureVerdict = { ok: true; type: PictureType } | Failure;

/**
 * What an uploaded picture is, read from its content: PNG, JPEG or WebP pass. SVG is refused rather
 * than sanitised: it is a document that can carry scripts and links, and the shop's pictures are photos.
 */
export function checkPicture(bytes: Uint8Array): PictureVerdict {
  if (bytes.length === 0) return fail(deskRuleSaid('pictureMissing'));
  if (bytes.length > MAX_PICTURE_BYTES) return fail(deskRuleSaid('pictureTooLarge', MAX_PICTURE_BYTES / (1024 * 1024)));
  if (startsWith(bytes, PNG)) return { ok: true, type: 'png' };
  if (startsWith(bytes, JPEG)) return { ok: true, type: 'jpeg' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { ok: true, type: 'webp' };
  if (looksLikeMarkup(bytes)) return fail(deskRuleSaid('pictureSvgRefused'));
  return fail(deskRuleSaid('pictureType'));
}

/**
 * A text cell of the CSV export as a spreadsheet may safely open it: a cell starting with = + - @
 * (or a tab or carriage return, which some spreadsheets skip before reading a formula) gets a leading
 * apostrophe, so it is shown as text and never run as a formula. Issue 26, point 6: so does each part
 * after a `,` or `;` inside the cell that starts (after spaces) with one, since a spreadsheet that
 * splits on the other separator reads that part as a cell of its own. The export also quotes every
 * text cell (server/services/deskReports.ts).
 */
export function neutraliseCsvText(text: string): string {
  return text.replace(/(^|[,;])(?=[\t\r]|\s*[=+\-@])/g, "$1'");
}

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day "YYYY-MM-DD" that exists (2026-02-30 does not). */
export function isCalendarDay(day: string): boolean {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** The day in India at an instant, as "YYYY-MM-DD". */
export function indiaDay(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instants a span of India days covers: from the first day's midnight up to (not including) the midnight after the last. */
export function indiaDaysSpan(firstDay: string, lastDay: string): { from: Date; until: Date } {
  const midnight = (day: string) => Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS;
  return { from: new Date(midnight(firstDay)), until: new Date(midnight(lastDay) + DAY_MS) };
}

/** The longest span one CSV export covers. */
export const MAX_EXPORT_DAYS = 366;

export interface DayRange {
  from: string;
  to: string;
}

export function checkDayRange(range: DayRange): Check<DayRange> {
  if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return fail(deskRuleSaid('dayFormat'));
  const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;
  if (days < 1) return fail(deskRuleSaid('dayRangeOrder'));
  if (days > MAX_EXPORT_DAYS) return fail(deskRuleSaid('dayRangeTooLong', MAX_EXPORT_DAYS));
  return pass(range);
}

/** The shop's UPI details: a UPI id of the form name@handle, and a payee name of 1 to UPI_PAYEE_MAX characters. */
export function checkUpiSettings(candidate: UpiSettings): Check<UpiSettings> {
  const upiId = candidate.upiId.trim();
  const payee = candidate.payee.trim().replace(/\s+/g, ' ');
  if (!isUpiId(upiId)) return fail(deskRuleSaid('upiIdFormat'));
  if (payee.length < 1 || payee.length > UPI_PAYEE_MAX) return fail(deskRuleSaid('upiPayeeLength', UPI_PAYEE_MAX));
  return pass({ upiId, payee });
}

/** The longest shop name and address the ticket prints (a 58 mm line holds about 32 characters). */
export const SHOP_NAME_MAX = 60;
export const SHOP_ADDRESS_MAX = 200;
/** A phone as people write it: digits with spaces, dashes, brackets and a leading +, 10 to 13 digits (a mobile, or a landline with its STD code). */
const SHOP_PHONE = /^\+?[\d\s()-]+$/;
export const SHOP_PHONE_DIGITS = { min: 10, max: 13 } as const;

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The shop's name, address and phone the ticket prints (issue 27, point 6): a name and an address, and a phone that is a phone. */
export function checkShopContact(candidate: ShopContact): Check<ShopContact> {
  const name = tidy(candidate.name);
  const address = tidy(candidate.address);
  const phone = tidy(candidate.phone);
  if (name.length < 1 || name.length > SHOP_NAME_MAX) return fail(deskRuleSaid('shopNameLength', SHOP_NAME_MAX));
  if (address.length < 1 || address.length > SHOP_ADDRESS_MAX) return fail(deskRuleSaid('shopAddressLength', SHOP_ADDRESS_MAX));
  const digits = phone.replace(/\D/g, '').length;
  if (!SHOP_PHONE.test(phone) || digits < SHOP_PHONE_DIGITS.min || digits > SHOP_PHONE_DIGITS.max) return fail(deskRuleSaid('shopPhoneFormat'));
  return pass({ name, address, phone });
}
