import { z } from "zod";
import { paginationQuery, timestamps } from "./common.ts";

/**
 * What one US dollar buys in a currency on a given day: salaries in different currencies are
 * compared through these rates, and shown as approximate with their date.
 */
export const currencyRateInput = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "Use a three-letter currency code, e.g. SGD"),
  perUsd: z
    .number({ error: "Give how much of the currency one US dollar buys, e.g. 1.27" })
    // Stored to six decimal places: anything smaller would be stored as 0.
    .min(0.000001, "A rate is at least 0.000001")
    .max(100_000_000, "A rate is at most 100,000,000 to the dollar"),
  asOf: z.iso.date("Give the day the rate is from, as YYYY-MM-DD"),
});
export type CurrencyRateInput = z.input<typeof currencyRateInput>;

export const currencyRate = z.object({
  id: z.uuid(),
  code: z.string().describe("ISO 4217 code"),
  perUsd: z.number().describe("Units of the currency for one US dollar"),
  asOf: z.string().describe("The day the rate is from (YYYY-MM-DD)"),
  ...timestamps,
});
export type CurrencyRate = z.infer<typeof currencyRate>;

export const currencyRateQuery = paginationQuery.extend({
  q: z.string().trim().max(3).optional().describe("Currency codes starting with this"),
});

/** What the currency rate API answers and takes: the public reads them, admins edit them. */
export const currencyRateSchemas = {
  item: currencyRate,
  input: currencyRateInput,
  adminQuery: currencyRateQuery,
  publicQuery: currencyRateQuery,
};
