import { z } from "zod";

/**
 * Values that go from a URL or form into a query, within what their PostgreSQL column accepts: a value the
 * database would refuse is refused here, with the rest of the input, instead of failing the query.
 */

/** A non-negative PostgreSQL `integer` (counts, positions). */
export const sqlInteger = z.number().int().min(0).max(2_147_483_647);

/** An exact UTC instant ("2026-03-05T10:20:30.123456Z") on a real calendar day of the years 1 to 9999. */
export const sqlInstant = (precision: 3 | 6) =>
  z.iso.datetime({ precision }).refine((value) => !value.startsWith("0000-"), { error: "Year 0 doesn't exist" });
