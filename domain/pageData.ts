/**
 * What a page the server rendered embeds for the client (issue 14): a JSON script (not executed) with
 * this id, holding the path the page was rendered for and the catalogue it shows, which the client's
 * catalogue machine starts with (server/storefrontPage.ts writes it, src/main.tsx reads it).
 */
import type { ParsedProductRecord } from './contract.ts';

export const PAGE_DATA_ID = 'page-data';

export interface PageData {
  path: string;
  /** Both lists as the client's contract reads them (the catalogue machine's seed). */
  catalogue: { main: ParsedProductRecord[]; coneCandy: ParsedProductRecord[] };
}
