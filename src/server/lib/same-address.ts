import { type AnyColumn, eq, sql } from "drizzle-orm";

/**
 * `column` holds this e-mail address, whatever the case of either: addresses are unique and
 * matched without regard to case (the accounts' and subscribers' indexes are on lower(email)).
 */
export const sameAddress = (column: AnyColumn, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());
