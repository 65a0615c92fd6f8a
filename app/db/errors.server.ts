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

/**
 * What the visitor sent that the database refused: a value it can't read as its column's type (22P02,
 * 22007), text it can't store (22021: a NUL character), a number or date outside its range (22003, 22008), or a reference to a row that isn't there (23503).
 * Such a failure is the request's fault: it is answered 400 with a message, never 500.
 */
const INPUT_ERRORS: Record<string, string> = {
  "22P02": "The request contains a value in the wrong format.",
  "22007": "The request contains a date in the wrong format.",
  "22021": "The request contains a character that can't be used here.",
  "22003": "The request contains a number that is out of range.",
  "22008": "The request contains a date that is out of range.",
  "23503": "The request refers to something that doesn't exist (any more).",
};

/** The message for a database failure caused by the request's input, or null for any other failure. */
export function badInputMessage(error: unknown): string | null {
  const found = databaseError(error);
  return (found && INPUT_ERRORS[found.code]) ?? null;
}
