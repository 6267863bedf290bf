import { describe, expect, it } from "vitest";
import { formatSalary } from "./job-format.ts";

const salary = (salaryCurrency: string, salaryMin: number | null, salaryMax: number | null) =>
  formatSalary({ salaryMin, salaryMax, salaryCurrency, salaryPeriod: "month" });

describe("formatSalary", () => {
  it("writes each salary in its own currency, however currencies alternate", () => {
    // Formatters are kept per currency: one must never be used for another.
    for (let round = 0; round < 2; round++) {
      expect(salary("SGD", 6000, 8000)).toMatch(/^SGD\s6,000 – 8,000 a month$/);
      expect(salary("USD", 5000, null)).toMatch(/^From USD\s5,000 a month$/);
      expect(salary("JPY", null, 300000.4)).toMatch(/^Up to JPY\s300,000 a month$/);
    }
  });

  it("shows a code Intl cannot format as plain numbers after the code", () => {
    expect(salary("S$", 6000, 8000)).toBe("S$ 6,000 – 8,000 a month");
    expect(salary("S$", 6000, 6000)).toBe("S$ 6,000 a month");
  });

  it("gives nothing without a currency or an amount", () => {
    expect(
      formatSalary({ salaryMin: 1, salaryMax: 2, salaryCurrency: null, salaryPeriod: null }),
    ).toBe(null);
    expect(salary("SGD", null, null)).toBe(null);
  });
});
