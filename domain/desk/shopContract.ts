/**
 * The desk's shop calls (issue 12, points 5, 6, 8 and 9), owned by the d2-desk-shop work: catalogue
 * edits (`catalogue*`), pin codes (`pinCodes*`), settings (`settings*`), `today`, `ordersCsv` and
 * `auditLog`. Each entry is a DeskCallDefinition of ./deskCall.ts (made with its deskCall()) (path `desk/<name>`, POST, the
 * roles.ts action it needs, request and answer schemas); contract.ts joins them into `deskCalls`.
 */
import type { DeskCallDefinition } from './deskCall.ts';

export const deskShopCalls = {} as const satisfies Record<string, DeskCallDefinition>;
