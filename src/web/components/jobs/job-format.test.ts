import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { formatDate, formatSalary, timeAgo } from "./job-format.ts";

const en = setupI18n({ locale: "en", messages: { en: {} } });
const ja = setupI18n({ locale: "ja", messages: { ja: {} } });

const salary = (salaryCurrency: string, salaryMin: number | null, salaryMax: number | null) =>
  formatSalary(en, { salaryMin, salaryMax, salaryCurrency, salaryPeriod: "month" });

describe("formatSalary", () => {
  it("writes each salary in its own currency, however currencies alternate", () => {
    // Formatters are kept per currency: one must never be used for another.
    for (let round = 0; round < 2; round++) {
      expect(salary("SGD", 6000, 8000)).toMatch(/^SGD\s6,000 – 8,000 a month$/);
      expect(salary("USD", 5000, null)).toMatch(/^From USD\s5,000 a month$/);
      expect(salary("JPY", null, 300000.4)).toMatch(/^Up to JPY\s300,000 a month$/);
    }
  });

  it("groups rupees in lakhs in English, and as the page's language does otherwise", () => {
    expect(salary("INR", 1_800_000, 2_800_000)).toMatch(/^INR\s18,00,000 – 28,00,000 a month$/);
    const inJapanese = formatSalary(ja, {
      salaryMin: 1_800_000,
      salaryMax: null,
      salaryCurrency: "INR",
      salaryPeriod: null,
    });
    expect(inJapanese).toContain("1,800,000");
  });

  it("shows a code Intl cannot format as plain numbers after the code", () => {
    expect(salary("S$", 6000, 8000)).toBe("S$ 6,000 – 8,000 a month");
    expect(salary("S$", 6000, 6000)).toBe("S$ 6,000 a month");
  });

  it("gives nothing without a currency or an amount", () => {
    expect(
      formatSalary(en, { salaryMin: 1, salaryMax: 2, salaryCurrency: null, salaryPeriod: null }),
    ).toBe(null);
    expect(salary("SGD", null, null)).toBe(null);
  });

  it("keeps a formatter per language as well as per currency", () => {
    const job = { salaryMin: 6000, salaryMax: 8000, salaryCurrency: "SGD", salaryPeriod: null };
    expect(formatSalary(en, job)).toMatch(/^SGD\s6,000 – 8,000$/);
    // Indian grouping shows a formatter made for another language is not reused.
    const hi = setupI18n({ locale: "en-IN", messages: { "en-IN": {} } });
    expect(formatSalary(hi, { ...job, salaryMin: 600000, salaryMax: 600000 })).toMatch(/6,00,000/);
  });
});

describe("dates", () => {
  const now = Date.parse("2026-03-20T12:00:00Z");
  it("says how long ago, today and yesterday included", () => {
    expect(timeAgo(en, "2026-03-20T01:00:00Z", now)).toBe("today");
    expect(timeAgo(en, "2026-03-19T01:00:00Z", now)).toBe("yesterday");
    expect(timeAgo(en, "2026-03-17T01:00:00Z", now)).toBe("3 days ago");
    expect(timeAgo(en, "2026-03-01T01:00:00Z", now)).toBe("2 weeks ago");
    expect(timeAgo(en, "2025-12-01T01:00:00Z", now)).toBe("3 months ago");
    expect(timeAgo(ja, "2026-03-19T01:00:00Z", now)).toBe("昨日");
  });

  it("writes dates in the page's language, in UTC", () => {
    expect(formatDate(en, "2026-03-12T23:30:00Z")).toBe("12 March 2026");
    expect(formatDate(ja, "2026-03-12T23:30:00Z")).toBe("2026年3月12日");
  });
});
