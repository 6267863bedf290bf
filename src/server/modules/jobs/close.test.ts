import { beforeAll, describe, expect, it } from "vitest";
import { jobPayload, setUpJobTests } from "./job-test-setup.ts";

// POST /api/jobs/{id}/close: admin only, the job leaves the site with everything else kept,
// and the change is in the audit log as a status change.
const t = setUpJobTests();
let memberToken: string;

const publishedJob = () =>
  t.postAsAdmin<Record<string, unknown> & { id: string }>(
    "/api/jobs",
    jobPayload(t.companyId, { title: "Lighthouse Keeper" }),
  );

const close = (id: string, token?: string) =>
  t.request({ method: "POST", url: `/api/jobs/${id}/close`, token });

const statusChanges = async (id: string) => {
  const response = await t.asAdmin("GET", `/api/audit?entity=job&entityId=${id}`);
  return response.json().items.filter((entry: { action: string }) => entry.action === "status");
};

beforeAll(async () => {
  memberToken = await t.signUp("member");
});

describe("closing a job", () => {
  it("refuses anonymous callers with 401 and members with 403, leaving the job open", async () => {
    const job = await publishedJob();
    const anonymous = await close(job.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("UNAUTHENTICATED");
    const member = await close(job.id, memberToken);
    expect(member.statusCode).toBe(403);
    expect(member.json().error.code).toBe("FORBIDDEN");
    const after = await t.asAdmin("GET", `/api/jobs/${job.id}`);
    expect(after.json().status).toBe("published");
  });

  it("answers 404 for an unknown job", async () => {
    const response = await close("00000000-0000-4000-8000-000000000000", t.adminToken);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });

  it("closes the job, keeps everything else, takes it off the site and records it", async () => {
    const job = await publishedJob();
    const response = await close(job.id, t.adminToken);
    expect(response.statusCode).toBe(200);
    const closed = response.json();
    const { status: _before, updatedAt: _was, ...kept } = job;
    expect(closed).toMatchObject({ ...kept, status: "closed" });

    const open = await t.request({ method: "GET", url: `/api/jobs/public/${job.id}` });
    expect(open.statusCode).toBe(404);

    const [entry] = await statusChanges(job.id);
    expect(entry.changes).toEqual({ status: { from: "published", to: "closed" } });
  });

  it("answers a closed job untouched, recording nothing more", async () => {
    const job = await publishedJob();
    const first = (await close(job.id, t.adminToken)).json();
    const again = await close(job.id, t.adminToken);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await statusChanges(job.id)).toHaveLength(1);
  });
});
