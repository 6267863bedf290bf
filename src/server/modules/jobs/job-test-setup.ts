import { expect } from "vitest";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";

/** The test app of a jobs test file, with one company, "Lotus Analytics", for jobs to belong to. */
export const setUpJobTests = () =>
  setUpTestApp({ company: { name: "Lotus Analytics", initiatives: ["equal-pay"] } });

/** A job that can go straight on the site, with `overrides`. */
export const jobPayload = (companyId: string, overrides: Record<string, unknown> = {}) => ({
  title: "Data Analyst",
  companyId,
  location: "Singapore",
  country: "SG",
  workplace: "hybrid",
  employmentType: "full-time",
  category: "technology",
  description: "Analyse data for our **teams**.",
  applyUrl: "https://example.com/apply",
  status: "published",
  ...overrides,
});

type JobTests = ReturnType<typeof setUpJobTests>;

/**
 * The titles the public job list answers for `params` among one company's jobs, in its order:
 * a company of its own keeps a test's jobs apart from the rest of the file's.
 */
export async function publicTitlesAt(
  t: JobTests,
  companySlug: string,
  params: Record<string, string>,
): Promise<string[]> {
  const query = new URLSearchParams({ company: companySlug, ...params });
  const response = await t.request({ method: "GET", url: `/api/jobs/public?${query}` });
  expect(response.statusCode, query.toString()).toBe(200);
  return (response.json() as { items: { title: string }[] }).items.map((job) => job.title);
}
