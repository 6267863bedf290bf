import { CURRENCIES, type SalaryPeriod } from "#shared/constants.ts";
import type { CurrencyRate } from "#shared/schemas/currency-rates.ts";
import type { Job } from "#shared/schemas/jobs.ts";

export type Salary = Pick<Job, "salaryMin" | "salaryMax" | "salaryCurrency" | "salaryPeriod">;

/** Units of each currency for one US dollar, by ISO code: the rate table as the page has it. */
export type RateTable = Readonly<Record<string, number>>;

/** How many of each period make a year: the database converts the same way (2,080 hours). */
const PER_YEAR: Record<SalaryPeriod, number> = { year: 1, month: 12, hour: 2080 };

// An approximation keeps three significant figures: "≈ SGD 8,470", not "≈ SGD 8,468.91".
const roughly = (value: number) => Number(value.toPrecision(3));

/**
 * A salary in another currency and period, approximately: null when it is already in them, or
 * when its currency or period is unknown (it is then never compared either).
 */
export function convertSalary(
  salary: Salary,
  rates: RateTable,
  currency: string,
  period: SalaryPeriod,
): Salary | null {
  const { salaryCurrency: from, salaryPeriod: per } = salary;
  if (!from || !per || (from === currency && per === period)) return null;
  const fromRate = rates[from];
  const toRate = rates[currency];
  if (!fromRate || !toRate) return null;
  const factor = ((PER_YEAR[per] / PER_YEAR[period]) * toRate) / fromRate;
  const convert = (amount: number | null) => (amount == null ? null : roughly(amount * factor));
  return {
    salaryMin: convert(salary.salaryMin),
    salaryMax: convert(salary.salaryMax),
    salaryCurrency: currency,
    salaryPeriod: period,
  };
}

/**
 * The rates as a page uses them: by code; the currencies a visitor can pick (the region's
 * first, as forms list them, then any other an admin added); and the oldest rate's day, which
 * the page gives as their date.
 */
export function rateTable(rates: readonly Pick<CurrencyRate, "code" | "perUsd" | "asOf">[]) {
  const perUsd = Object.fromEntries(rates.map((rate) => [rate.code, rate.perUsd]));
  const known: readonly string[] = CURRENCIES;
  const currencies = [
    ...CURRENCIES.filter((code) => code in perUsd),
    ...rates.map((rate) => rate.code).filter((code) => !known.includes(code)),
  ];
  const asOf = rates.map((rate) => rate.asOf).sort()[0] ?? null;
  return { perUsd: perUsd as RateTable, currencies, asOf };
}
