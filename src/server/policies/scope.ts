import { type AnyColumn, inArray, type SQL, sql } from "drizzle-orm";
import { workableCompanies } from "./access.ts";
import type { Actor } from "./actor.ts";

/**
 * A query condition true only for rows of the companies the actor works on (`column` names the
 * row's company): what every employer-facing list, search and lookup is narrowed by, so a row of
 * another company answers as missing.
 */
export function withinWorkableCompanies(column: AnyColumn, actor: Actor | null): SQL {
  const scope = workableCompanies(actor);
  if (scope === "all") return sql`true`;
  return scope.length > 0 ? inArray(column, scope) : sql`false`;
}
