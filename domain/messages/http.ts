import { textCatalogue } from '../textCatalogues.ts';

/**
 * Section 8's texts for a call the server refused (src/app/httpClient.ts, the one client of the storefront
 * and the desk, maps HTTP 401, 403, 404, a server fault and an unreadable answer to them), and for a call without a token; the
 * server says the 401 ones too. The API client loads with the first call, so these are not in the first load.
 */
export const httpTexts = textCatalogue('httpTexts', {
  unauthorized: 'Unauthorized. Please login again.',
  forbidden: "Access forbidden. You don't have permission to access this resource.",
  notFound: 'Resource not found.',
  apiError: (status: number) => `API error: ${status}`,
  invalidJson: 'Invalid JSON response from server',
  tokenNotFound: 'Authentication token not found. Please login again.',
} as const);
