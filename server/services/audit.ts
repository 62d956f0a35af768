/** The desk's audit log: who changed what, and when (issue 12, point 9). */
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** A database or a transaction: an entry is written in the same transaction as the change it records. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AuditEntry {
  /** The desk account that did it. */
  actor: number;
  /** `<area>.<verb>`, e.g. `order.accept`, `staff.add`, `resetCode.issue`, `catalogue.price`. */
  action: string;
  /** e.g. `order`, `deskUser`, `customer`, `productSize`, `setting`. */
  subjectType: string;
  subjectId: string | number;
  /** What changed, before and after; never a password, hash, token or code. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    deskUserId: entry.actor,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
