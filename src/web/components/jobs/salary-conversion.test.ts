import { describe, expect, it } from "vitest";
import { convertSalary, rateTable } from "./salary-conversion.ts";

const rates = rateTable([
  { code: "KRW", perUsd: 1350, asOf: "2025-06-30" },
  { code: "SGD", perUsd: 1.27, asOf: "2025-07-15" },
  { code: "CHF", perUsd: 0.8, asOf: "2025-06-30" },
]);
const won = {
  salaryMin: 54_000_000,
  salaryMax: 72_000_000,
  salaryCurrency: "KRW",
  salaryPeriod: "year" as const,
};

describe("convertSalary", () => {
  it("converts currency and period, to three significant figures", () => {
    // 72,000,000 / 1,350 × 1.27 / 12 = 5,644.44…
    expect(convertSalary(won, rates.perUsd, "SGD", "month")).toEqual({
      salaryMin: 4230,
      salaryMax: 5640,
      salaryCurrency: "SGD",
      salaryPeriod: "month",
    });
  });

  it("gives nothing when the salary is in them already, or cannot be converted", () => {
    expect(convertSalary(won, rates.perUsd, "KRW", "year")).toBeNull();
    expect(convertSalary({ ...won, salaryPeriod: null }, rates.perUsd, "SGD", "month")).toBeNull();
    expect(
      convertSalary({ ...won, salaryCurrency: "XYZ" }, rates.perUsd, "SGD", "year"),
    ).toBeNull();
  });
});

describe("rateTable", () => {
  it("offers the region's currencies first, then others, dated by the oldest rate", () => {
    expect(rates.currencies).toEqual(["SGD", "KRW", "CHF"]);
    expect(rates.asOf).toBe("2025-06-30");
  });
});
