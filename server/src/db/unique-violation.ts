/** Whether a database error is a unique violation (SQLSTATE 23505), on PostgreSQL and PGlite alike. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/** Whether a database error is a foreign key violation (SQLSTATE 23503): a row others still point at, or a missing one. */
export function isForeignKeyViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23503';
}
