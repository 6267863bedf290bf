import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { sendInboxSamples } from "../inbox/inbox-samples.ts";

let t: TestApp;
let adminToken: string;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.signUp("admin");
  const post = (url: string, payload: object) =>
    t.request({ method: "POST", url, token: adminToken, payload });
  const company = (await post("/api/companies", { name: "Kite Health" })).json();
  const job = {
    companyId: company.id,
    description: "Help patients.",
    applyEmail: "jobs@kite.example",
  };
  await post("/api/jobs", { ...job, title: "Nurse", status: "published" });
  await post("/api/jobs", {
    ...job,
    title: "Pharmacist",
    status: "published",
    expiresAt: inDays(5),
  });
  const draft = (
    await post("/api/jobs", { ...job, title: "Therapist (draft)", status: "draft" })
  ).json();
  // A company waiting for approval, and the draft asked to be published by its employer.
  await t.services.db.execute(
    sql`insert into companies (slug, name, status, published) values ('joining', 'Joining Co', 'pending', false)`,
  );
  await t.services.db.execute(
    sql`update jobs set review_requested_at = now() where id = ${draft.id}`,
  );
  await post("/api/events", {
    title: "Open day",
    startsAt: inDays(10),
    timezone: "Asia/Manila",
    format: "in-person",
    status: "published",
  });
  await sendInboxSamples(t);
});
afterAll(() => t.close());

describe("admin dashboard", () => {
  it("counts what needs counting and lists what needs attention", async () => {
    const response = await t.request({ method: "GET", url: "/api/dashboard", token: adminToken });
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    expect(overview.counts).toEqual({
      publishedJobs: 2,
      draftJobs: 1,
      companies: 2,
      upcomingEvents: 1,
      posts: 0,
      newMessages: 1,
      subscribers: 2,
      pendingCompanies: 1,
      jobsToReview: 1,
    });
    expect(overview.expiringJobs.map((job: { title: string }) => job.title)).toEqual([
      "Pharmacist",
    ]);
    expect(overview.draftJobs.map((job: { title: string }) => job.title)).toEqual([
      "Therapist (draft)",
    ]);
    expect(overview.newMessages[0]).toMatchObject({ subject: "Hello", handledAt: null });
    expect(overview.jobsPublishedPerWeek).toHaveLength(12);
    expect(overview.jobsPublishedPerWeek.at(-1).published).toBe(2);
  });
});

describe("the dashboard endpoint", () => {
  it("answers 401 anonymous, 403 member", async () => {
    const url = "/api/dashboard";
    expect((await t.request({ method: "GET", url })).statusCode).toBe(401);
    expect(
      (await t.request({ method: "GET", url, token: await t.signUp("member") })).statusCode,
    ).toBe(403);
  });
});
