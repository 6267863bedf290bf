import { describe, expect, it } from "vitest";
import { countOf, plural } from "./plural.ts";

const COMPANIES = { one: "company", other: "companies" };

describe("plural", () => {
  it("chooses English's one and other", () => {
    expect(countOf(0, COMPANIES)).toBe("0 companies");
    expect(countOf(1, COMPANIES)).toBe("1 company");
    expect(countOf(2, COMPANIES)).toBe("2 companies");
    expect(countOf(15, COMPANIES)).toBe("15 companies");
  });

  it("writes the number for the locale", () => {
    expect(countOf(1500, COMPANIES)).toBe("1,500 companies");
    expect(countOf(1500, { one: "Firma", other: "Firmen" }, "de")).toBe("1.500 Firmen");
  });

  it("follows each language's own categories, not `n === 1`", () => {
    // Polish: 1 firma, 2–4 (and 22–24…) firmy, 5–21 firm.
    const polish = { one: "firma", few: "firmy", many: "firm", other: "firmy" };
    expect([1, 2, 4, 5, 12, 22, 25].map((n) => plural(n, polish, "pl"))).toEqual([
      "firma",
      "firmy",
      "firmy",
      "firm",
      "firm",
      "firmy",
      "firm",
    ]);
    // Arabic has zero and two as well; Indonesian and Japanese have other alone.
    const arabic = { zero: "z", one: "o", two: "t", few: "f", many: "m", other: "x" };
    expect([0, 1, 2, 3, 11, 100].map((n) => plural(n, arabic, "ar"))).toEqual([
      "z",
      "o",
      "t",
      "f",
      "m",
      "x",
    ]);
    expect(plural(1, { other: "perusahaan" }, "id")).toBe("perusahaan");
  });

  it("falls back to other when a language's strings lack the form its rules name", () => {
    expect(plural(2, { one: "firma", other: "firmy" }, "pl")).toBe("firmy");
    expect(plural(5, { one: "firma", other: "firmy" }, "pl")).toBe("firmy");
  });
});
