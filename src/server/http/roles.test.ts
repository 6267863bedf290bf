import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Every admin endpoint, three callers: anonymous → 401, member → 403, admin → 2xx.
 * A change that forgets its policy guard on one route fails exactly one row here.
 */

const RESOURCES = [
  "jobs",
  "companies",
  "events",
  "blogs",
  "videos",
  "synonyms",
  "currency-rates",
] as const;
type Resource = (typeof RESOURCES)[number];

let t: TestApp;
let adminToken: string;
let memberToken: string;
let companyId: string;
/** One existing item per resource, read and replaced by the matrix. */
const itemIds = {} as Record<Resource, string>;
/** Another per resource, deleted by the admin row (the 401/403 rows try to delete `itemIds`). */
const doomedIds = {} as Record<Resource, string>;

const validBody: Record<Resource, (label: string) => Record<string, unknown>> = {
  // A way to apply, so that the admin row can publish it.
  jobs: (label) => ({
    title: `Role ${label}`,
    companyId,
    description: "Do **good** work.",
    applyUrl: "https://example.com/apply",
  }),
  companies: (label) => ({ name: `Roles Company ${label}`, initiatives: ["mentorship"] }),
  events: (label) => ({
    title: `Meetup ${label}`,
    startsAt: "2031-05-01T18:00:00+08:00",
    timezone: "Asia/Singapore",
    format: "online",
  }),
  blogs: (label) => ({ title: `Post ${label}` }),
  videos: (label) => ({ title: `Talk ${label}`, url: "https://example.com/watch/1" }),
  // A word is in one group only: each body has words of its own.
  synonyms: (label) => {
    synonymBodies += 1;
    return { words: [`${label} word ${synonymBodies}`, `${label} synonym ${synonymBodies}`] };
  },
  // A rate has no words: its code is Q, the label's first letter, and a letter of its own.
  "currency-rates": (label) => {
    rateBodies += 1;
    const code = `Q${label[0]!.toUpperCase()}${String.fromCharCode(64 + rateBodies)}`;
    return { code, perUsd: 2.5, asOf: "2026-11-01" };
  },
};
let synonymBodies = 0;
let rateBodies = 0;
const RATE_LABELS: Record<string, string> = {
  K: "kept",
  D: "doomed",
  I: "intruder",
  B: "by admin",
};

/** What an item is called in the answers: a title, a name, its words or its code's label. */
const nameOf = (item: { title?: string; name?: string; words?: string[]; code?: string }) =>
  item.title ?? item.name ?? item.words?.join(", ") ?? RATE_LABELS[item.code?.[1] ?? ""];

type Endpoint = {
  resource: Resource;
  method: HTTPMethods;
  /** As it reads in the API contract, e.g. PUT /api/events/{id}/status. */
  route: string;
  url: () => string;
  body?: (label: string) => Record<string, unknown>;
  adminStatus: 200 | 201 | 204;
};

const endpoints: Endpoint[] = RESOURCES.flatMap((resource): Endpoint[] => {
  const base = `/api/${resource}`;
  const body = validBody[resource];
  // The seeded synonym groups and rates fill the first pages: the kept one is found by its word.
  const listed = resource === "synonyms" ? "?q=kept" : resource === "currency-rates" ? "?q=QK" : "";
  return [
    { resource, method: "GET", route: base, url: () => `${base}${listed}`, adminStatus: 200 },
    {
      resource,
      method: "GET",
      route: `${base}/`,
      url: () => `${base}/${listed}`,
      adminStatus: 200,
    },
    {
      resource,
      method: "GET",
      route: `${base}/{id}`,
      url: () => `${base}/${itemIds[resource]}`,
      adminStatus: 200,
    },
    { resource, method: "POST", route: base, url: () => base, body, adminStatus: 201 },
    {
      resource,
      method: "PUT",
      route: `${base}/{id}`,
      url: () => `${base}/${itemIds[resource]}`,
      body,
      adminStatus: 200,
    },
    {
      resource,
      method: "DELETE",
      route: `${base}/{id}`,
      url: () => `${base}/${itemIds[resource]}`,
      adminStatus: 204,
    },
  ];
});
endpoints.push({
  resource: "events",
  method: "PUT",
  route: "/api/events/{id}/status",
  url: () => `/api/events/${itemIds.events}/status`,
  body: () => ({ status: "published" }),
  adminStatus: 200,
});

// Publishing: the admin rows publish then unpublish each kept item (videos have no drafts).
for (const resource of ["jobs", "companies", "events", "blogs"] as const) {
  for (const action of ["publish", "unpublish"]) {
    endpoints.push({
      resource,
      method: "POST",
      route: `/api/${resource}/{id}/${action}`,
      url: () => `/api/${resource}/${itemIds[resource]}/${action}`,
      adminStatus: 200,
    });
  }
}

// Last: closing is for good (a closed job is not published again by the rows above).
endpoints.push({
  resource: "jobs",
  method: "POST",
  route: "/api/jobs/{id}/close",
  url: () => `/api/jobs/${itemIds.jobs}/close`,
  adminStatus: 200,
});

const rows = endpoints.map((endpoint) => ({
  ...endpoint,
  name: `${endpoint.method} ${endpoint.route}`,
}));

/** How many items the admin list has (synonyms and rates start with the seeded ones). */
async function countOf(resource: Resource): Promise<number> {
  const list = await t.request({ method: "GET", url: `/api/${resource}`, token: adminToken });
  return list.json().total;
}
const countsAfterSetUp = {} as Record<Resource, number>;

async function create(resource: Resource, label: string): Promise<string> {
  const response = await t.request({
    method: "POST",
    url: `/api/${resource}`,
    token: adminToken,
    payload: validBody[resource](label),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.signUp("admin");
  memberToken = await t.signUp("member");
  companyId = await create("companies", "owner");
  for (const resource of RESOURCES) {
    itemIds[resource] = await create(resource, "kept");
    doomedIds[resource] = await create(resource, "doomed");
    countsAfterSetUp[resource] = await countOf(resource);
  }
});
afterAll(() => t.close());

/** The item still exists and is unchanged: a refused write must not have happened. */
async function expectUntouched(resource: Resource) {
  const response = await t.request({
    method: "GET",
    url: `/api/${resource}/${itemIds[resource]}`,
    token: adminToken,
  });
  expect(response.statusCode).toBe(200);
  const item = response.json();
  const { status, published } = item;
  expect(nameOf(item)).not.toMatch(/intruder/);
  // Nothing was published or unpublished either: items start as drafts, companies published.
  if (resource === "companies") expect(published).toBe(true);
  else if (["jobs", "events", "blogs"].includes(resource)) expect(status).toBe("draft");
}

describe("anonymous callers get 401 on every admin endpoint", () => {
  it.each(rows)("$name", async (endpoint) => {
    // A body that would fail validation: the role check must come first.
    const response = await t.request({
      method: endpoint.method,
      url: endpoint.url(),
      ...(endpoint.body ? { payload: { title: 42, bogus: true } } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHENTICATED");
    await expectUntouched(endpoint.resource);
  });

  it.each(rows.filter((row) => row.body))("$name with malformed JSON", async (endpoint) => {
    const response = await t.request({
      method: endpoint.method,
      url: endpoint.url(),
      headers: { "content-type": "application/json" },
      payload: '{"title": ',
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(rows)("$name with a dead token", async (endpoint) => {
    const response = await t.request({
      method: endpoint.method,
      url: endpoint.url(),
      token: "0123456789abcdefghijklmnopqrstuvwxyzABCDEFG",
      ...(endpoint.body ? { payload: endpoint.body("intruder") } : {}),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("members get 403 on every admin endpoint", () => {
  it.each(rows)("$name", async (endpoint) => {
    const response = await t.request({
      method: endpoint.method,
      url: endpoint.url(),
      token: memberToken,
      ...(endpoint.body ? { payload: endpoint.body("intruder") } : {}),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("FORBIDDEN");
    await expectUntouched(endpoint.resource);
  });

  it("creates nothing for a member", async () => {
    for (const resource of RESOURCES) {
      // The owner company, plus the kept and the doomed item of each resource.
      expect(await countOf(resource), resource).toBe(countsAfterSetUp[resource]);
    }
  });
});

describe("admins get 2xx on every admin endpoint", () => {
  it.each(rows)("$name", async (endpoint) => {
    const url =
      endpoint.method === "DELETE"
        ? `/api/${endpoint.resource}/${doomedIds[endpoint.resource]}`
        : endpoint.url();
    const response = await t.request({
      method: endpoint.method,
      url,
      token: adminToken,
      ...(endpoint.body ? { payload: endpoint.body("by admin") } : {}),
    });
    expect(response.statusCode, response.body).toBe(endpoint.adminStatus);

    if (endpoint.method === "GET" && endpoint.route.endsWith("{id}")) {
      expect(response.json().id).toBe(itemIds[endpoint.resource]);
    } else if (endpoint.method === "GET") {
      const ids = response.json().items.map((item: { id: string }) => item.id);
      expect(ids).toContain(itemIds[endpoint.resource]);
    } else if (endpoint.route.endsWith("/close")) {
      expect(response.json()).toMatchObject({ id: itemIds.jobs, status: "closed" });
    } else if (endpoint.method === "POST") {
      expect(response.json().id).toEqual(expect.any(String));
    } else if (endpoint.route.endsWith("/status")) {
      expect(response.json().status).toBe("published");
    } else if (endpoint.route.endsWith("publish")) {
      const on = !endpoint.route.endsWith("/unpublish");
      const item = response.json();
      expect(item.id).toBe(itemIds[endpoint.resource]);
      if (endpoint.resource === "companies") expect(item.published).toBe(on);
      else expect(item.status).toBe(on ? "published" : "draft");
    } else if (endpoint.method === "PUT") {
      const item = response.json();
      expect(item.id).toBe(itemIds[endpoint.resource]);
      expect(nameOf(item)).toMatch(/by admin/);
    } else {
      expect(response.body).toBe("");
      const gone = await t.request({ method: "GET", url, token: adminToken });
      expect(gone.statusCode).toBe(404);
    }
  });
});
