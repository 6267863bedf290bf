import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { APPLICATIONS_PER_JOB_MAX } from "#shared/schemas/applications.ts";
import { jobPayload } from "../jobs/job-test-setup.ts";
import { setUpApplicationTests } from "./application-test-setup.ts";

type Method = "GET" | "PUT" | "POST" | "DELETE";
const { t, call, onSiteJob, applicant, apply, mailTo } = setUpApplicationTests();

describe("applying on the site", () => {
  it("records her consent naming the company and its country, once, and tells the reviewers", async () => {
    const job = await onSiteJob();
    const seeker = await applicant();
    const preview = (await call(seeker.token, "GET", `/api/jobs/${job.id}/apply?locale=ja`)).json();
    expect(preview.consentText).toContain("Orchid Analytics");
    expect(preview.consentText).toContain("シンガポール");
    expect(preview.cvs).toHaveLength(1);

    const made = await apply(seeker, job.id, { locale: "ja" });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      status: "submitted",
      consentText: preview.consentText,
      cv: { id: seeker.cvId, format: "pdf" },
    });
    const again = await apply(seeker, job.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: "ALREADY_APPLIED",
      message: expect.stringContaining("already applied"),
    });

    const admin = (await call(t.adminToken, "GET", "/api/auth/me")).json();
    const [notice] = await mailTo(admin.email);
    expect(notice?.subject).toBe(`New application for ${job.title}`);
    expect(notice?.text).toContain(`/admin/applications/${made.json().id}`);
    expect(notice?.text).not.toContain("career break");
  });

  it("needs a confirmed address, her own CV, consent, an empty trap field and an on-site job", async () => {
    const job = await onSiteJob();
    const seeker = await applicant();
    const other = await applicant();
    await t.services.db.execute(
      sql`update users set email_verified_at = null where id = ${seeker.me.id}`,
    );
    const unverified = await apply(seeker, job.id);
    expect(unverified.json().error.code).toBe("EMAIL_NOT_VERIFIED");
    // The site's form post calls the service itself: it refuses the same.
    const me = (await call(seeker.token, "GET", "/api/auth/me")).json();
    await expect(
      t.services.applications.apply(
        me,
        job.id,
        { cvId: seeker.cvId, consent: true },
        {
          address: "192.0.2.1",
        },
      ),
    ).rejects.toMatchObject({ status: 403, code: "EMAIL_NOT_VERIFIED" });

    const cases: [object, string, number][] = [
      [{ cvId: seeker.cvId }, "cvId", 400],
      [{ consent: false }, "consent", 400],
      [{ leaveBlank: "https://spam.example" }, "leaveBlank", 400],
    ];
    for (const [extra, field, status] of cases) {
      const response = await apply(other, job.id, extra);
      expect(response.statusCode).toBe(status);
      expect(response.json().error.fields).toHaveProperty(field);
    }
    const external = await t.postAsAdmin<{ id: string }>("/api/jobs", jobPayload(t.companyId));
    expect((await apply(other, external.id)).statusCode).toBe(409);
    await call(t.adminToken, "POST", `/api/jobs/${job.id}/close`);
    expect((await apply(other, job.id)).statusCode).toBe(404);
    expect((await call(other.token, "GET", "/api/my-applications")).json().items).toEqual([]);
  });

  it(`lets her withdraw and apply again, ${APPLICATIONS_PER_JOB_MAX} times in all`, async () => {
    const job = await onSiteJob();
    const seeker = await applicant();
    for (let i = 0; i < APPLICATIONS_PER_JOB_MAX; i++) {
      const made = await apply(seeker, job.id);
      expect(made.statusCode).toBe(201);
      const withdrawn = await call(
        seeker.token,
        "POST",
        `/api/my-applications/${made.json().id}/withdraw`,
      );
      expect(withdrawn.json().status).toBe("withdrawn");
    }
    const refused = await apply(seeker, job.id);
    expect(refused.json().error.code).toBe("APPLY_LIMIT");
  });
});

describe("reviewing applications", () => {
  it("moves one along, marking it viewed on opening, with private notes, and she hears", async () => {
    const job = await onSiteJob();
    const seeker = await applicant();
    await call(seeker.token, "PUT", "/api/profile", {
      headline: "Analyst back from a career break",
      visibility: "applications",
    });
    const { id } = (await apply(seeker, job.id)).json();

    const list = (await call(t.adminToken, "GET", `/api/jobs/${job.id}/applications`)).json();
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([id]);
    expect(list.counts).toEqual({ submitted: 1 });
    const everyJob = (await call(t.adminToken, "GET", "/api/applications?status=submitted")).json();
    expect(everyJob.items.map((item: { id: string }) => item.id)).toContain(id);
    const opened = (await call(t.adminToken, "GET", `/api/applications/${id}`)).json();
    expect(opened).toMatchObject({
      status: "viewed",
      applicant: { email: seeker.me.email },
      profile: { headline: "Analyst back from a career break" },
    });
    const cv = await call(t.adminToken, "GET", `/api/files/${opened.cv.id}`);
    expect(cv.statusCode).toBe(200);

    await call(t.adminToken, "POST", `/api/applications/${id}/notes`, { body: "Strong SQL." });
    const moved = await call(t.adminToken, "PUT", `/api/applications/${id}/status`, {
      status: "shortlisted",
    });
    expect(moved.json()).toMatchObject({ status: "shortlisted", notes: [{ body: "Strong SQL." }] });

    const mine = (await call(seeker.token, "GET", "/api/my-applications")).json().items[0];
    expect(mine.status).toBe("shortlisted");
    expect(mine.statusHistory.map((change: { status: string }) => change.status)).toEqual([
      "submitted",
      "viewed",
      "shortlisted",
    ]);
    expect(JSON.stringify(mine)).not.toContain("Strong SQL");
    const mails = await mailTo(seeker.me.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "News about your application to Orchid Analytics",
    ]);
    expect(mails[0]?.text).toContain("has shortlisted your application");

    const audit = (
      await call(t.adminToken, "GET", `/api/audit?entity=application&entityId=${id}`)
    ).json();
    expect(audit.items.map((entry: { action: string }) => entry.action).sort()).toEqual([
      "create",
      "status",
      "status",
      "update",
    ]);

    await call(seeker.token, "POST", `/api/my-applications/${id}/withdraw`);
    const frozen = await call(t.adminToken, "PUT", `/api/applications/${id}/status`, {
      status: "interviewing",
    });
    expect(frozen.statusCode).toBe(409);
  });

  it("is for reviewers only, and nobody reads another's applications by id or list", async () => {
    const job = await onSiteJob();
    const seeker = await applicant();
    const other = await applicant();
    const { id } = (await apply(seeker, job.id)).json();
    const reviewerCalls: [Method, string, object?][] = [
      ["GET", `/api/jobs/${job.id}/applications`],
      ["GET", "/api/applications"],
      ["GET", `/api/applications/${id}`],
      ["PUT", `/api/applications/${id}/status`, { status: "hired" }],
      ["POST", `/api/applications/${id}/notes`, { body: "x" }],
    ];
    for (const [method, url, payload] of reviewerCalls) {
      expect((await call(undefined, method, url, payload)).statusCode).toBe(401);
      expect((await call(seeker.token, method, url, payload)).statusCode).toBe(403);
      expect((await call(other.token, method, url, payload)).statusCode).toBe(403);
    }
    expect((await call(other.token, "GET", "/api/my-applications")).json().items).toEqual([]);
    const withdraw = await call(other.token, "POST", `/api/my-applications/${id}/withdraw`);
    expect(withdraw.statusCode).toBe(404);
    expect((await call(t.adminToken, "GET", `/api/applications/${randomUUID()}`)).statusCode).toBe(
      404,
    );
  });
});
