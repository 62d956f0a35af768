/**
 * The storefront's one HTTP client (ky: same-origin /api/ prefix, no retries, 20 s timeout), loaded by
 * src/app/api.ts with the first call rather than with the first-load JavaScript.
 */
import ky from 'ky';

export { isHTTPError } from 'ky';

export const http = ky.create({ prefixUrl: '/api', retry: 0, timeout: 20_000, credentials: 'same-origin' });
