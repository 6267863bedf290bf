import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "../../testing/test-app.ts";
import { jobPayload } from "../jobs/job-test-setup.ts";
import { setUpApplicationTests } from "./application-test-setup.ts";

const { t, call, onSiteJob, applicant, apply, mailTo } = setUpApplicationTests();

describe("notices, retention and erasure", () => {
  it("sends a company that asked for it one daily summary instead of an e-mail each", async () => {
    const company = await t.postAsAdmin<{ id: string }>("/api/companies", {
      name: `Summary Co ${randomUUID().slice(0, 6)}`,
      applicationNotices: "daily",
    });
    const job = await onSiteJob({ companyId: company.id, applyEmail: "hiring@summary.example" });
    await apply(await applicant(), job.id);
    await apply(await applicant(), job.id);
    expect(await mailTo("hiring@summary.example")).toEqual([]);
    // Where reviewers hear of applications is not an address to publish.
    const shown = await call(undefined, "GET", `/api/jobs/public/${job.id}`);
    expect(shown.json()).toMatchObject({ applyMethod: "onsite", applyEmail: null });

    expect(await t.services.applicationNotices.sendSummaries()).toBe(2);
    const [summary] = await mailTo("hiring@summary.example");
    expect(summary?.subject).toBe("2 new applications on Career Platform");
    expect(summary?.text).toContain(`– ${job.title} at Summary Co`);
    expect(await t.services.applicationNotices.sendSummaries()).toBe(0);
  });

  it("purges applications a year after their job closed, and with her account", async () => {
    const job = await onSiteJob();
    const seeker = await applicant();
    const { id } = (await apply(seeker, job.id)).json();
    await call(seeker.token, "DELETE", `/api/cvs/${seeker.cvId}`);
    expect((await call(t.adminToken, "GET", `/api/files/${seeker.cvId}`)).statusCode).toBe(200);

    await call(t.adminToken, "POST", `/api/jobs/${job.id}/close`);
    const { retention } = { retention: t.services.applicationRetention };
    expect((await retention.purgeExpired()).applications).toBe(0);
    const aYearOn = new Date(Date.now() + 366 * 86_400_000);
    expect((await retention.purgeExpired(aYearOn)).applications).toBe(1);
    expect((await call(t.adminToken, "GET", `/api/applications/${id}`)).statusCode).toBe(404);
    expect((await call(t.adminToken, "GET", `/api/files/${seeker.cvId}`)).statusCode).toBe(404);

    const audit = await call(t.adminToken, "GET", `/api/audit?entity=application&entityId=${id}`);
    expect(audit.json().items).toEqual([]);

    // Taken back to draft rather than closed: a year after that change, the same.
    const drafted = await onSiteJob();
    const kept = (await apply(await applicant(), drafted.id)).json();
    await call(t.adminToken, "POST", `/api/jobs/${drafted.id}/unpublish`);
    expect((await retention.purgeExpired()).applications).toBe(0);
    await retention.purgeExpired(aYearOn);
    expect((await call(t.adminToken, "GET", `/api/applications/${kept.id}`)).statusCode).toBe(404);

    const leaving = await applicant();
    const other = await onSiteJob();
    const made = (await apply(leaving, other.id)).json();
    const deleted = await call(leaving.token, "DELETE", "/api/account", {
      password: TEST_PASSWORD,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await call(t.adminToken, "GET", `/api/applications/${made.id}`)).statusCode).toBe(404);
  });

  it("counts clicks on external apply links, for public external jobs only", async () => {
    const external = await t.postAsAdmin<{ id: string }>("/api/jobs", jobPayload(t.companyId));
    const onSite = await onSiteJob();
    expect(
      (await call(undefined, "POST", `/api/jobs/${external.id}/apply-clicks`)).statusCode,
    ).toBe(204);
    await call(undefined, "POST", `/api/jobs/${external.id}/apply-clicks`);
    expect((await call(undefined, "POST", `/api/jobs/${onSite.id}/apply-clicks`)).statusCode).toBe(
      404,
    );
    const [row] = (
      await t.services.db.execute(
        sql`select clicks from job_apply_clicks where job_id = ${external.id}`,
      )
    ).rows;
    expect(row).toEqual({ clicks: 2 });
  });
});
