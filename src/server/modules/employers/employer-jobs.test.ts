import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/index.ts";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";
import { employerJobPayload, signUpCompany } from "./employer-test-setup.ts";

const t = setUpTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });

type Method = "GET" | "POST" | "PUT";
const call = (token: string | undefined, method: Method, url: string, payload?: object) =>
  t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
const isPublic = async (id: string) =>
  (await call(undefined, "GET", `/api/jobs/public/${id}`)).statusCode === 200;

describe("an employer's jobs", () => {
  it("wait for review while the company is not trusted, and go live when an admin publishes them", async () => {
    const a = await signUpCompany(t);
    const posted = await call(
      a.token,
      "POST",
      `/api/companies/${a.companyId}/jobs`,
      employerJobPayload(),
    );
    expect(posted.statusCode).toBe(201);
    const job = posted.json();
    expect(job).toMatchObject({ status: "draft", featured: false, companyId: a.companyId });
    expect(job.reviewRequestedAt).not.toBeNull();
    expect(await isPublic(job.id)).toBe(false);

    const queue = await t.asAdmin("GET", "/api/job-reviews");
    expect(queue.json().map((j: { id: string }) => j.id)).toContain(job.id);
    expect((await t.asAdmin("POST", `/api/jobs/${job.id}/publish`)).statusCode).toBe(200);
    expect(await isPublic(job.id)).toBe(true);
    const after = (await call(a.token, "GET", `/api/employer/jobs/${job.id}`)).json();
    expect(after).toMatchObject({ status: "published", reviewRequestedAt: null });
    // Its untrusted company's later edit goes back through review.
    const edited = await call(
      a.token,
      "PUT",
      `/api/employer/jobs/${job.id}`,
      employerJobPayload({ title: "Changed" }),
    );
    expect(edited.json()).toMatchObject({ status: "draft", title: "Changed" });
    expect(edited.json().reviewRequestedAt).not.toBeNull();
  });

  it("go live at once for a trusted company; a job taken down comes back only through review", async () => {
    const a = await signUpCompany(t, { trusted: true });
    const job = (
      await call(a.token, "POST", `/api/companies/${a.companyId}/jobs`, employerJobPayload())
    ).json();
    expect(job).toMatchObject({ status: "published", reviewRequestedAt: null });
    expect(await isPublic(job.id)).toBe(true);

    const refused = await call(a.token, "POST", `/api/jobs/${job.id}/take-down`, { reason: "x" });
    expect(refused.statusCode).toBe(403);
    const down = await t.asAdmin("POST", `/api/jobs/${job.id}/take-down`, {
      reason: "The salary range does not match the role.",
    });
    expect(down.json()).toMatchObject({
      status: "closed",
      takedownReason: "The salary range does not match the role.",
    });
    expect(await isPublic(job.id)).toBe(false);
    const seen = (await call(a.token, "GET", `/api/companies/${a.companyId}/jobs`)).json();
    expect(seen[0]).toMatchObject({
      id: job.id,
      takedownReason: "The salary range does not match the role.",
    });

    const again = (
      await call(a.token, "PUT", `/api/employer/jobs/${job.id}`, employerJobPayload())
    ).json();
    expect(again.status).toBe("draft");
    expect(again.reviewRequestedAt).not.toBeNull();
    await t.asAdmin("POST", `/api/jobs/${job.id}/publish`);
    const back = (await call(a.token, "GET", `/api/employer/jobs/${job.id}`)).json();
    expect(back).toMatchObject({ status: "published", takedownReason: null });
  });

  it("stay on the site when an untrusted company renews them, and never overwrite a change made meanwhile", async () => {
    const a = await signUpCompany(t);
    const job = (
      await call(a.token, "POST", `/api/companies/${a.companyId}/jobs`, employerJobPayload())
    ).json();
    await t.asAdmin("POST", `/api/jobs/${job.id}/publish`);
    const renewed = (await call(a.token, "POST", `/api/employer/jobs/${job.id}/renew`)).json();
    expect(renewed).toMatchObject({ status: "published", reviewRequestedAt: null });
    expect(await isPublic(job.id)).toBe(true);

    const stale = { unchangedSince: "2020-01-01T00:00:00.000Z" };
    const me = (await call(a.token, "GET", "/api/auth/me")).json();
    await expect(
      t.services.jobs.update(me, job.id, { ...renewed, title: "Stale" }, stale),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("leave a seeker's saved list while their words wait for review", async () => {
    const a = await signUpCompany(t);
    const job = (
      await call(a.token, "POST", `/api/companies/${a.companyId}/jobs`, employerJobPayload())
    ).json();
    await t.asAdmin("POST", `/api/jobs/${job.id}/publish`);
    const seeker = await t.signUp("member");
    expect((await call(seeker, "PUT", `/api/saved-jobs/${job.id}`)).statusCode).toBe(204);
    await call(
      a.token,
      "PUT",
      `/api/employer/jobs/${job.id}`,
      employerJobPayload({ title: "Unchecked words" }),
    );
    const saved = await call(seeker, "GET", "/api/saved-jobs");
    expect(saved.body).not.toContain("Unchecked words");
  });

  it("take no date before 1900", async () => {
    const a = await signUpCompany(t, { trusted: true });
    const posted = await call(
      a.token,
      "POST",
      `/api/companies/${a.companyId}/jobs`,
      employerJobPayload({ expiresAt: "0000-01-01T23:59:59Z" }),
    );
    expect(posted.statusCode).toBe(400);
    expect(posted.json().error.fields.expiresAt).toMatch(/1900/);
  });

  it("cannot be published before the company is approved, nor by an unconfirmed address", async () => {
    const pending = await signUpCompany(t, { approve: false });
    const url = `/api/companies/${pending.companyId}/jobs`;
    const publish = await call(pending.token, "POST", url, employerJobPayload());
    expect(publish.statusCode).toBe(409);
    expect(publish.json().error.message).toMatch(/waiting for approval/);
    expect(
      (await call(pending.token, "POST", url, employerJobPayload({ publish: false }))).statusCode,
    ).toBe(201);

    const unconfirmed = await signUpCompany(t, { verified: false });
    const posted = await call(
      unconfirmed.token,
      "POST",
      `/api/companies/${unconfirmed.companyId}/jobs`,
      employerJobPayload(),
    );
    expect(posted.statusCode).toBe(403);
    expect(posted.json().error.code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("says what a published job lacks, beside the field", async () => {
    const a = await signUpCompany(t, { trusted: true });
    const posted = await call(
      a.token,
      "POST",
      `/api/companies/${a.companyId}/jobs`,
      employerJobPayload({ applyUrl: "" }),
    );
    expect(posted.statusCode).toBe(400);
    expect(Object.keys(posted.json().error.fields)).toEqual(["applyUrl"]);
  });

  it("duplicate as drafts, close, and renew for 30 more days", async () => {
    const a = await signUpCompany(t, { trusted: true });
    const expiresAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const job = (
      await call(
        a.token,
        "POST",
        `/api/companies/${a.companyId}/jobs`,
        employerJobPayload({ expiresAt }),
      )
    ).json();

    const copy = await call(a.token, "POST", `/api/employer/jobs/${job.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ title: job.title, status: "draft", expiresAt: null });
    expect(copy.json().id).not.toBe(job.id);

    const renewed = (await call(a.token, "POST", `/api/employer/jobs/${job.id}/renew`)).json();
    const days = (Date.parse(renewed.expiresAt) - Date.parse(expiresAt)) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    expect((await call(a.token, "POST", `/api/employer/jobs/${job.id}/close`)).json().status).toBe(
      "closed",
    );
    expect(await isPublic(job.id)).toBe(false);
    expect((await call(a.token, "POST", `/api/employer/jobs/${job.id}/renew`)).json().status).toBe(
      "published",
    );
    expect(await isPublic(job.id)).toBe(true);
  });

  it("are told of a week before they expire, once, with a link to renew them", async () => {
    const a = await signUpCompany(t, { trusted: true });
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const later = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const post = (expiresAt: string) =>
      call(
        a.token,
        "POST",
        `/api/companies/${a.companyId}/jobs`,
        employerJobPayload({ expiresAt }),
      );
    const expiring = (await post(soon)).json();
    await post(later);
    const toOwner = () =>
      t.services.db
        .select()
        .from(outbox)
        .where(sql`${outbox.to} = ${a.email} and ${outbox.subject} like '%leaves%'`);

    expect(await t.services.expiryNotices.send()).toBeGreaterThanOrEqual(1);
    const [told, ...more] = await toOwner();
    expect(more).toEqual([]);
    expect(told?.subject).toContain(expiring.title);
    expect(told?.text).toContain(`/employer/jobs/${expiring.id}/renew`);
    await t.services.expiryNotices.send();
    expect(await toOwner()).toHaveLength(1);

    // Renewed, it is due a notice again only a week before its new end.
    await call(a.token, "POST", `/api/employer/jobs/${expiring.id}/renew`);
    await t.services.expiryNotices.send();
    expect(await toOwner()).toHaveLength(1);
  });

  it("count page views and apply clicks for their employer, only while on the site", async () => {
    const a = await signUpCompany(t, { trusted: true });
    const job = (
      await call(a.token, "POST", `/api/companies/${a.companyId}/jobs`, employerJobPayload())
    ).json();
    for (const beacon of ["views", "views", "views", "apply-clicks", "apply-clicks"]) {
      expect((await call(undefined, "POST", `/api/jobs/${job.id}/${beacon}`)).statusCode).toBe(204);
    }
    const [listed] = (await call(a.token, "GET", `/api/companies/${a.companyId}/jobs`)).json();
    expect(listed).toMatchObject({ views: 3, applyClicks: 2, applications: 0 });

    const draft = (
      await call(
        a.token,
        "POST",
        `/api/companies/${a.companyId}/jobs`,
        employerJobPayload({ publish: false }),
      )
    ).json();
    expect((await call(undefined, "POST", `/api/jobs/${draft.id}/views`)).statusCode).toBe(404);
  });

  it("are the company's alone: another company, a job seeker and a visitor are refused", async () => {
    const a = await signUpCompany(t, { trusted: true });
    const b = await signUpCompany(t, { trusted: true });
    const seeker = await t.signUp("member");
    const job = (
      await call(a.token, "POST", `/api/companies/${a.companyId}/jobs`, employerJobPayload())
    ).json();
    const attempts: [Method, string, object?][] = [
      ["GET", `/api/companies/${a.companyId}/jobs`],
      ["POST", `/api/companies/${a.companyId}/jobs`, employerJobPayload()],
      ["GET", `/api/employer/jobs/${job.id}`],
      ["PUT", `/api/employer/jobs/${job.id}`, employerJobPayload({ title: "Hijacked" })],
      ["POST", `/api/employer/jobs/${job.id}/duplicate`],
      ["POST", `/api/employer/jobs/${job.id}/close`],
      ["POST", `/api/employer/jobs/${job.id}/renew`],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await call(b.token, method, url, payload)).statusCode, `${method} ${url} as B`).toBe(
        404,
      );
      expect(
        (await call(seeker, method, url, payload)).statusCode,
        `${method} ${url} as seeker`,
      ).toBe(403);
      expect(
        (await call(undefined, method, url, payload)).statusCode,
        `${method} ${url} anonymous`,
      ).toBe(401);
    }
    const unchanged = (await call(a.token, "GET", `/api/employer/jobs/${job.id}`)).json();
    expect(unchanged).toMatchObject({ title: job.title, status: "published" });
    expect((await call(b.token, "GET", `/api/companies/${b.companyId}/jobs`)).json()).toEqual([]);
  });
});
