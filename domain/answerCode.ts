/**
 * `code` of a successful answer (spec section 7). Apart from domain/endpoints.ts, so that what reads an
 * answer in the first-load JavaScript (the catalogue machine) does not bring the table of every call.
 */
export const SUCCESS_CODE = '200';
