/** An audit log entry in words: what was changed, on what, from what to what. */
export interface AuditFacts {
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const values = (record: Record<string, unknown> | null) =>
  record === null ? '–' : Object.entries(record).map(([key, value]) => `${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`).join(', ');

/** "catalogue.setPrice size 11: price 120, mrp 150 → price 130, mrp 150". */
export function auditWhat(entry: AuditFacts): string {
  const changed = entry.before === null && entry.after === null ? '' : `: ${values(entry.before)} → ${values(entry.after)}`;
  return `${entry.action} ${entry.subjectType} ${entry.subjectId}${changed}`;
}
