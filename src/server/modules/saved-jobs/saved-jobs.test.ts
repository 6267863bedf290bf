import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SAVED_JOBS_MAX } from "#shared/constants.ts";
import { jobPayload, setUpJobTests } from "../jobs/job-test-setup.ts";

const t = setUpJobTests();

const publish = async (title: string, overrides: Record<string, unknown> = {}) =>
  (await t.postAsAdmin("/api/jobs", jobPayload(t.companyId, { title, ...overrides }))).id;

const savedTitles = async (token: string) => {
  const response = await t.request({ method: "GET", url: "/api/saved-jobs", token });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  return (response.json().items as { job: { title: string }; open: boolean }[]).map(
    (item) => `${item.job.title}${item.open ? "" : " (closed)"}`,
  );
};

describe("saved jobs", () => {
  it("keeps each member's own, the latest first, and shows a closed job as closed", async () => {
    const owner = await t.signUp("member");
    const other = await t.signUp("member");
    const first = await publish("Saved Analyst");
    const second = await publish("Saved Engineer");
    for (const id of [first, second, first]) {
      const saved = await t.request({ method: "PUT", url: `/api/saved-jobs/${id}`, token: owner });
      expect(saved.statusCode).toBe(204);
    }
    expect(await savedTitles(owner)).toEqual(["Saved Engineer", "Saved Analyst"]);
    // Another member and an administrator see their own lists, and cannot remove hers.
    expect(await savedTitles(other)).toEqual([]);
    expect(await savedTitles(t.adminToken)).toEqual([]);
    await t.request({ method: "DELETE", url: `/api/saved-jobs/${first}`, token: other });
    await t.asAdmin("DELETE", `/api/saved-jobs/${first}`);
    expect(await savedTitles(owner)).toHaveLength(2);

    await t.asAdmin("POST", `/api/jobs/${first}/close`);
    expect(await savedTitles(owner)).toEqual(["Saved Engineer", "Saved Analyst (closed)"]);
    const removed = await t.request({
      method: "DELETE",
      url: `/api/saved-jobs/${first}`,
      token: owner,
    });
    expect(removed.statusCode).toBe(204);
    expect(await savedTitles(owner)).toEqual(["Saved Engineer"]);
  });

  it("saves only jobs the public can see", async () => {
    const member = await t.signUp("member");
    const draft = await publish("Draft Role", { status: "draft" });
    for (const id of [draft, "00000000-0000-4000-8000-000000000000"]) {
      const response = await t.request({
        method: "PUT",
        url: `/api/saved-jobs/${id}`,
        token: member,
      });
      expect(response.statusCode).toBe(404);
    }
    const malformed = await t.request({
      method: "PUT",
      url: "/api/saved-jobs/not-a-job",
      token: member,
    });
    expect(malformed.statusCode).toBe(400);
    expect(await savedTitles(member)).toEqual([]);
  });

  it(`keeps at most ${SAVED_JOBS_MAX} and says why the next is refused`, async () => {
    const member = await t.signUp("member");
    const id = await publish("One More");
    const user = await t.services.auth.userForToken(member);
    // Filled in SQL, copies of one job: the limit, not the way there, is what this is about.
    await t.services.db.execute(sql`
      with filler as (
        insert into jobs (title, company_id, description, status, published_at)
        select 'Filler ' || n, company_id, description, 'published', now()
        from jobs, generate_series(1, ${SAVED_JOBS_MAX}) n where id = ${id}
        returning id)
      insert into saved_jobs (user_id, job_id) select ${user!.id}, id from filler`);
    const refused = await t.request({ method: "PUT", url: `/api/saved-jobs/${id}`, token: member });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/remove some/);
    // One she already keeps is still fine to save again.
    const [kept] = await t.services.db
      .execute<{ job_id: string }>(
        sql`select job_id from saved_jobs where user_id = ${user!.id} limit 1`,
      )
      .then((result) => result.rows);
    const again = await t.request({
      method: "PUT",
      url: `/api/saved-jobs/${kept!.job_id}`,
      token: member,
    });
    expect(again.statusCode).toBe(204);
  });
});
