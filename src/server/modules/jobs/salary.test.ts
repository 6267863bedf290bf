import { beforeAll, describe, expect, it } from "vitest";
import { jobPayload, publicTitlesAt, setUpJobTests } from "./job-test-setup.ts";

const t = setUpJobTests();

type Rate = { id: string; code: string; perUsd: number; asOf: string };

/** The rates as the public reads them. */
async function rates(): Promise<Map<string, Rate>> {
  const response = await t.request({
    method: "GET",
    url: "/api/currency-rates/public?pageSize=100",
  });
  expect(response.statusCode).toBe(200);
  const items = (response.json() as { items: Rate[] }).items;
  return new Map(items.map((rate) => [rate.code, rate]));
}

const PER_YEAR = { year: 1, month: 12, hour: 2080 } as const;
type Salary = { title: string; max: number; currency: string; period: keyof typeof PER_YEAR };

// A won figure that dwarfs the rest as a raw number, and the best-paid job in Singapore dollars.
const SALARIES: Salary[] = [
  { title: "Won Analyst", max: 72_000_000, currency: "KRW", period: "year" },
  { title: "Dollar Lead", max: 132_000, currency: "SGD", period: "year" },
  { title: "Yen Engineer", max: 600_000, currency: "JPY", period: "month" },
  { title: "Baht Tutor", max: 900, currency: "THB", period: "hour" },
  { title: "Rupiah Designer", max: 25_000_000, currency: "IDR", period: "month" },
];

describe("salaries compared in one currency", () => {
  let slug: string;

  beforeAll(async () => {
    const company = await t.postAsAdmin<{ id: string; slug: string }>("/api/companies", {
      name: "Salary Works",
    });
    slug = company.slug;
    for (const salary of SALARIES) {
      await t.postAsAdmin(
        "/api/jobs",
        jobPayload(company.id, {
          title: salary.title,
          salaryMin: Math.round(salary.max / 2),
          salaryMax: salary.max,
          salaryCurrency: salary.currency,
          salaryPeriod: salary.period,
        }),
      );
    }
    // No period: not comparable, so last in the salary order and never in a salary filter.
    await t.postAsAdmin(
      "/api/jobs",
      jobPayload(company.id, { title: "Unknown Period", salaryMax: 9e8, salaryCurrency: "USD" }),
    );
  });

  /** Independent conversion: US dollars a year at the published rates. */
  const yearlyUsd = (salary: Salary, table: Map<string, Rate>) =>
    (salary.max * PER_YEAR[salary.period]) / table.get(salary.currency)!.perUsd;

  it("sorts by salary converted to one currency a year, unknown salaries last", async () => {
    const table = await rates();
    const expected = [...SALARIES]
      .sort((a, b) => yearlyUsd(b, table) - yearlyUsd(a, table))
      .map((salary) => salary.title);
    expect(await publicTitlesAt(t, slug, { sort: "salary" })).toEqual([
      ...expected,
      "Unknown Period",
    ]);
    expect(expected.indexOf("Dollar Lead")).toBeLessThan(expected.indexOf("Won Analyst"));
  });

  it("finds jobs paying at least an amount in any currency and period", async () => {
    const table = await rates();
    // 6,000 Singapore dollars a month, and the jobs whose top reaches it.
    const floor = (6_000 * 12) / table.get("SGD")!.perUsd;
    const expected = SALARIES.filter((salary) => yearlyUsd(salary, table) >= floor)
      .map((salary) => salary.title)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(SALARIES.length);
    const found = await publicTitlesAt(t, slug, {
      salary: "6000",
      currency: "SGD",
      period: "month",
    });
    expect(found.sort()).toEqual(expected);
  });

  it("counts a salary equal to the amount asked for", async () => {
    const found = await publicTitlesAt(t, slug, {
      salary: "600000",
      currency: "JPY",
      period: "month",
    });
    expect(found).toContain("Yen Engineer");
  });

  it("refuses a currency it has no rate for, saying so", async () => {
    const response = await t.request({
      method: "GET",
      url: `/api/jobs/public?salary=100&currency=XYZ`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: "VALIDATION_FAILED",
        fields: { currency: expect.stringContaining("no exchange rate for XYZ") },
      },
    });
  });

  it("re-ranks the jobs in a currency when an admin changes its rate", async () => {
    const won = (await rates()).get("KRW")!;
    // A won worth a dollar: the won job now pays the most by far.
    const changed = await t.asAdmin("PUT", `/api/currency-rates/${won.id}`, {
      code: "KRW",
      perUsd: 1,
      asOf: "2026-11-20",
    });
    expect(changed.statusCode).toBe(200);
    expect((await publicTitlesAt(t, slug, { sort: "salary" }))[0]).toBe("Won Analyst");
  });
});
