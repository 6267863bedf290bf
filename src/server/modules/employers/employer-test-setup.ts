import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { users } from "../../db/schema/index.ts";
import type { SuiteApp } from "../../testing/set-up-test-app.ts";
import { TEST_PASSWORD } from "../../testing/test-app.ts";

export type TestCompany = {
  token: string;
  email: string;
  userId: string;
  companyId: string;
  slug: string;
};

/**
 * A company signed up through the API with its owner's account: approved and her address
 * confirmed unless asked otherwise, trusted only when asked.
 */
export async function signUpCompany(
  t: SuiteApp,
  { approve = true, trusted = false, verified = true } = {},
): Promise<TestCompany> {
  const tag = randomBytes(4).toString("hex");
  const email = `owner-${tag}@company-${tag}.example.com`;
  const response = await t.request({
    method: "POST",
    url: "/api/employers/register",
    payload: {
      companyName: `Company ${tag}`,
      website: `company-${tag}.example.com`,
      country: "SG",
      initiatives: { "flexible-working": "Everyone chooses their hours and place." },
      name: `Owner ${tag}`,
      email,
      password: TEST_PASSWORD,
      locale: "en",
    },
  });
  expect(response.statusCode).toBe(201);
  const { token, user, company } = response.json();
  if (verified) {
    await t.services.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, user.id));
  }
  if (approve)
    expect((await t.asAdmin("POST", `/api/companies/${company.id}/approve`)).statusCode).toBe(200);
  if (trusted) {
    await t.services.db.execute(sql`update companies set trusted = true where id = ${company.id}`);
  }
  return { token, email, userId: user.id, companyId: company.id, slug: company.slug };
}

/** A job as an employer posts it (published when `publish`). */
export const employerJobPayload = (overrides: Record<string, unknown> = {}) => ({
  title: `Product Analyst ${randomBytes(2).toString("hex")}`,
  location: "Singapore",
  country: "SG",
  description: "Analyse how our **members** use the product.",
  applyMethod: "url",
  applyUrl: "https://example.com/apply",
  publish: true,
  ...overrides,
});
