/**
 * An address's defaults (spec sections 3 and 9): the pin codes offered when the server lists none, the
 * city, and the placeholder address a new customer starts with. Apart from constants.ts, which every page
 * loads first, since only the address forms and the addresses machine use them.
 */

export const FALLBACK_PIN_CODES = [
  '360001', '360002', '360003', '360004', '360005', '360006', '360007',
  '360020', '360022', '360023', '360024', '360311', '360030',
] as const;

export const DEFAULT_CITY = 'Rajkot';
export const DEFAULT_PIN_CODE = '360001';
export const DEFAULT_ADDRESS_TEXT = 'Default Address';
