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
