/**
 * A product's names in the storefront's other languages (issue 24); a missing or empty one shows the English
 * title. Apart from domain/contract.ts so that the stored cart's checker (src/app/storedCart.ts), which the
 * first load asks for at start, does not wait for the whole API contract.
 */
import { z } from 'zod/mini';

export const productNames = z.object({ gu: z.optional(z.string()), hi: z.optional(z.string()) });
