/** The PostgreSQL error behind a failed query: drizzle wraps the driver's error (pg or PGlite) in `cause`. */
function databaseError(error: unknown): { code: string; constraint?: string } | null {
  let current: unknown = error;
  while (current instanceof Error) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (typeof code === "string") return { code, constraint: typeof constraint === "string" ? constraint : undefined };
    current = current.cause;
  }
  return null;
}

/** The unique index or constraint a statement violated (SQLSTATE 23505), or null for any other failure. */
export function violatedUniqueConstraint(error: unknown): string | null {
  const found = databaseError(error);
  return found?.code === "23505" ? (found.constraint ?? "") : null;
}
