import { sql } from "drizzle-orm";
import { check, date, numeric, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

/**
 * What one US dollar buys in each currency, and the day the figure is from: how salaries in
 * different currencies are compared (decision 0015). Admins update it; a change re-converts the
 * salaries of the jobs in that currency (a trigger).
 */
export const currencyRates = pgTable(
  "currency_rates",
  {
    id: uuid().primaryKey().defaultRandom(),
    // ISO 4217 code, upper case.
    code: varchar({ length: 3 }).notNull().unique(),
    // Units of the currency for one US dollar, as rates are quoted (1 USD = 1.27 SGD).
    perUsd: numeric({ precision: 20, scale: 6, mode: "number" }).notNull(),
    asOf: date({ mode: "string" }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("currency_rates_code", sql`${table.code} ~ '^[A-Z]{3}$'`),
    check("currency_rates_positive", sql`${table.perUsd} > 0`),
  ],
);
