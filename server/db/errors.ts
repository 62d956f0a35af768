/** PostgreSQL error codes, read through drizzle's wrapping (the driver's error is its `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** A row that points at one another statement removed meanwhile (e.g. a session of a deleted account). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}
