/**
 * The storefront's one HTTP client (ky: same-origin /api/ prefix, no retries, 20 s timeout), loaded by
 * src/app/api.ts with the first call rather than with the first-load JavaScript.
 */
import ky from 'ky';
import { LANGUAGE_HEADER, shownLanguage } from '../../domain/locale.ts';

export { isHTTPError } from 'ky';

/** Every call names the shown language, in which the server words its refusals (server/languageAnswers.ts). */
export const http = ky.create({
  prefixUrl: '/api',
  retry: 0,
  timeout: 20_000,
  credentials: 'same-origin',
  hooks: { beforeRequest: [(request) => request.headers.set(LANGUAGE_HEADER, shownLanguage())] },
});
