import { beforeAll, describe, expect, it } from "vitest";
import { setUpTestApp } from "../testing/set-up-test-app.ts";

/**
 * POST /api/{resource}/{id}/publish and /unpublish: admin only, no-store, one audit row per
 * real change, and what the public can read flips with them.
 */

const t = setUpTestApp({ company: { name: "Publishing Owner" } });
let memberToken: string;

type Case = {
  resource: "jobs" | "blogs" | "events" | "companies";
  entity: string;
  /** A new item, off the site. */
  create: () => Record<string, unknown>;
  /** Where the public reads one item. */
  publicUrl: (item: { id: string; slug?: string }) => string;
  /** The state field and its value on and off the site. */
  field: "status" | "published";
  on: unknown;
  off: unknown;
};

const CASES: Case[] = [
  {
    resource: "jobs",
    entity: "job",
    create: () => ({
      title: "Publishing Analyst",
      companyId: t.companyId,
      description: "Count **things**.",
      applyUrl: "https://example.com/apply",
    }),
    publicUrl: ({ id }) => `/api/jobs/public/${id}`,
    field: "status",
    on: "published",
    off: "draft",
  },
  {
    resource: "blogs",
    entity: "blog",
    create: () => ({ title: "A Post Not Yet Out", body: "Soon." }),
    publicUrl: ({ slug }) => `/api/blogs/public/${slug}`,
    field: "status",
    on: "published",
    off: "draft",
  },
  {
    resource: "events",
    entity: "event",
    create: () => ({
      title: "Publishing Meetup",
      startsAt: "2031-05-01T18:00:00+08:00",
      timezone: "Asia/Singapore",
      format: "online",
    }),
    publicUrl: ({ id }) => `/api/events/public/${id}`,
    field: "status",
    on: "published",
    off: "draft",
  },
  {
    resource: "companies",
    entity: "company",
    create: () => ({ name: "Hidden Harbour Co", published: false }),
    publicUrl: ({ id }) => `/api/companies/public/${id}`,
    field: "published",
    on: true,
    off: false,
  },
];

beforeAll(async () => {
  memberToken = await t.signUp("member");
});

async function create(resource: string, payload: Record<string, unknown>) {
  const response = await t.asAdmin("POST", `/api/${resource}`, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const auditRows = async (entity: string, id: string) => {
  const response = await t.asAdmin("GET", `/api/audit?entity=${entity}&entityId=${id}`);
  return response.json().items as Array<{
    action: string;
    changes: Record<string, { from: unknown; to: unknown }>;
  }>;
};

describe.each(CASES)("$resource", (c) => {
  it("publishes and unpublishes for admins only, in the audit log, and the public sees it", async () => {
    const item = await create(c.resource, c.create());
    const url = (action: string) => `/api/${c.resource}/${item.id}/${action}`;
    expect(item[c.field]).toBe(c.off);
    expect((await t.request({ method: "GET", url: c.publicUrl(item) })).statusCode).toBe(404);

    const anonymous = await t.request({ method: "POST", url: url("publish") });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("UNAUTHENTICATED");
    const member = await t.request({ method: "POST", url: url("publish"), token: memberToken });
    expect(member.statusCode).toBe(403);
    expect(member.json().error.code).toBe("FORBIDDEN");
    expect(member.headers["cache-control"]).toBe("no-store");
    // Refused calls changed nothing.
    expect((await t.request({ method: "GET", url: c.publicUrl(item) })).statusCode).toBe(404);
    expect(await auditRows(c.entity, item.id)).toHaveLength(1); // the create

    const published = await t.asAdmin("POST", url("publish"));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.headers["cache-control"]).toBe("no-store");
    expect(published.json()[c.field]).toBe(c.on);
    expect((await t.request({ method: "GET", url: c.publicUrl(item) })).statusCode).toBe(200);
    const [publishRow] = await auditRows(c.entity, item.id);
    expect(publishRow?.action).toBe("publish");
    expect(publishRow?.changes[c.field]).toEqual({ from: c.off, to: c.on });

    // Publishing what is published changes nothing and records nothing.
    const again = await t.asAdmin("POST", url("publish"));
    expect(again.statusCode).toBe(200);
    expect(again.json().updatedAt).toBe(published.json().updatedAt);
    expect(await auditRows(c.entity, item.id)).toHaveLength(2);

    const unpublished = await t.asAdmin("POST", url("unpublish"));
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(unpublished.json()[c.field]).toBe(c.off);
    expect((await t.request({ method: "GET", url: c.publicUrl(item) })).statusCode).toBe(404);
    const [unpublishRow] = await auditRows(c.entity, item.id);
    expect(unpublishRow?.action).toBe("unpublish");
    expect(unpublishRow?.changes[c.field]).toEqual({ from: c.on, to: c.off });
  });

  it("answers 404 in the error shape for an unknown id, and refuses a body", async () => {
    const missing = await t.asAdmin(
      "POST",
      `/api/${c.resource}/00000000-0000-4000-8000-000000000000/publish`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("NOT_FOUND");
    const withBody = await t.asAdmin(
      "POST",
      `/api/${c.resource}/00000000-0000-4000-8000-000000000000/unpublish`,
      { status: "published" },
    );
    expect(withBody.statusCode).toBe(413);
  });
});

describe("publishing a job", () => {
  it("dates it on first publication and keeps that date after unpublishing", async () => {
    const job = await create("jobs", CASES[0]!.create());
    expect(job.publishedAt).toBeNull();
    const url = (action: string) => `/api/jobs/${job.id}/${action}`;
    const published = (await t.asAdmin("POST", url("publish"))).json();
    expect(Date.now() - Date.parse(published.publishedAt)).toBeLessThan(60_000);
    const unpublished = (await t.asAdmin("POST", url("unpublish"))).json();
    expect(unpublished.publishedAt).toBe(published.publishedAt);
  });

  it("refuses a job nobody could apply to, naming the field, and leaves it a draft", async () => {
    const { applyUrl: _none, ...withoutApply } = CASES[0]!.create();
    const job = await create("jobs", { ...withoutApply, applyMethod: "email" });
    const response = await t.asAdmin("POST", `/api/jobs/${job.id}/publish`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: "VALIDATION_FAILED",
        message: expect.stringContaining("needs its apply e-mail"),
        fields: { applyEmail: expect.stringContaining("needs its apply e-mail") },
      },
    });
    const stored = await t.asAdmin("GET", `/api/jobs/${job.id}`);
    expect(stored.json().status).toBe("draft");
    expect(await auditRows("job", job.id)).toHaveLength(1);
  });

  it("unpublishing a company takes its jobs off the site too", async () => {
    const company = await create("companies", { name: "Vanishing Co" });
    const job = await create("jobs", {
      ...CASES[0]!.create(),
      companyId: company.id,
      status: "published",
    });
    const jobPage = () => t.request({ method: "GET", url: `/api/jobs/public/${job.id}` });
    expect((await jobPage()).statusCode).toBe(200);
    await t.asAdmin("POST", `/api/companies/${company.id}/unpublish`);
    expect((await jobPage()).statusCode).toBe(404);
  });
});

it("is in the OpenAPI document, needing a token", async () => {
  const document = (await t.request({ method: "GET", url: "/api/openapi.json" })).json();
  for (const resource of ["jobs", "blogs", "events", "companies"]) {
    for (const action of ["publish", "unpublish"]) {
      const operation = document.paths[`/api/${resource}/{id}/${action}`]?.post;
      expect(operation, `${resource} ${action}`).toBeDefined();
      expect(operation.security).toEqual([{ bearer: [] }]);
    }
  }
  expect(document.paths["/api/videos/{id}/publish"]).toBeUndefined();
});
