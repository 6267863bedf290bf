import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signIn, tokenFor } from "./fixtures/admin.ts";
import {
  ALL_PAYLOADS,
  BAD_URLS,
  expectNothingRan,
  PAYLOADS,
  payloadCycle,
  SHORT_PAYLOADS,
  URL_PAYLOADS,
  watchForXss,
} from "./fixtures/xss-corpus.ts";

/**
 * An XSS corpus through every text field that reaches a page, then each page that shows those
 * fields opened in Chromium. The Content-Security-Policy is bypassed on purpose: it would block
 * inline handlers anyway, and this checks that the markup itself is inert (defence in depth).
 */
test.use({ bypassCSP: true });
test.describe.configure({ mode: "serial" });

const ITEMS = 3;
const DAY = 24 * 60 * 60 * 1000;
type Created = { resource: string; id: string; slug?: string; title: string };
const created: Created[] = [];
const messageIds: string[] = [];
let api: APIRequestContext;
let token: string;

async function post(path: string, data: object): Promise<Record<string, unknown>> {
  const response = await api.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return response.json();
}

async function create(resource: string, data: Record<string, unknown>, title: string) {
  const item = await post(`/api/${resource}`, data);
  created.push({ resource, id: String(item.id), slug: item.slug as string | undefined, title });
  return String(item.id);
}

const pick = payloadCycle();
const mine = (resource: string) => created.filter((item) => item.resource === resource);

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  token = await tokenFor(api, "admin");
  const now = Date.now();
  const companyIds: string[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const name = pick();
    const id = await create(
      "companies",
      {
        name,
        tagline: pick(),
        description: ALL_PAYLOADS,
        website: URL_PAYLOADS[i % URL_PAYLOADS.length],
        industry: pick(),
        headquarters: pick(),
        initiatives: ["mentorship"],
        featured: true,
        published: true,
      },
      name,
    );
    companyIds.push(id);
  }
  for (let i = 0; i <= ITEMS; i++) {
    // The last one is a draft that expires soon: the dashboard lists both kinds.
    const draft = i === ITEMS;
    const title = pick();
    await create(
      "jobs",
      {
        title,
        companyId: companyIds[i % ITEMS],
        location: pick(),
        description: ALL_PAYLOADS,
        category: "technology",
        ...(i % 2 ? { applyEmail: "jobs@example.com" } : { applyUrl: URL_PAYLOADS[i % 4] }),
        status: draft ? "draft" : "published",
        expiresAt: new Date(now + (i === 0 || draft ? 3 : 60) * DAY).toISOString(),
      },
      title,
    );
  }
  for (let i = 0; i < ITEMS; i++) {
    const title = pick();
    await create(
      "events",
      {
        title,
        summary: pick(),
        description: ALL_PAYLOADS,
        startsAt: new Date(now + (10 + i) * DAY).toISOString(),
        timezone: "Asia/Singapore",
        format: "hybrid",
        venue: pick(),
        city: pick(),
        onlineUrl: URL_PAYLOADS[i % 4],
        registrationUrl: URL_PAYLOADS[(i + 1) % 4],
        status: "published",
      },
      title,
    );
  }
  for (let i = 0; i < ITEMS; i++) {
    const title = pick();
    await create(
      "blogs",
      {
        title,
        author: pick(),
        excerpt: pick(),
        body: ALL_PAYLOADS,
        tags: SHORT_PAYLOADS.slice(i * 3, i * 3 + 3).map((tag) => tag.trim()),
        status: "published",
        publishedAt: new Date(now - i * 1000).toISOString(),
      },
      title,
    );
  }
  for (let i = 0; i < ITEMS; i++) {
    const title = pick();
    const video = { title, tag: SHORT_PAYLOADS[i], url: URL_PAYLOADS[i % 4] };
    await create("videos", { ...video, publishedAt: new Date(now).toISOString() }, title);
  }
  for (let i = 0; i < ITEMS; i++) {
    const message = { name: pick(), subject: pick(), message: ALL_PAYLOADS };
    const sent = await post("/api/contact", { ...message, email: "xss@example.com" });
    messageIds.push(String(sent.id));
  }
});

test.afterAll(async () => {
  const headers = { authorization: `Bearer ${token}` };
  // Jobs before their companies; messages cannot be deleted, so they are marked handled.
  const order = ["jobs", "events", "blogs", "videos", "companies"];
  for (const resource of order) {
    for (const item of mine(resource)) {
      const response = await api.delete(`/api/${resource}/${item.id}`, { headers });
      expect(response.status(), `delete ${resource} ${item.id}`).toBe(204);
    }
  }
  for (const id of messageIds) {
    await api.put(`/api/messages/${id}/handled`, { data: { handled: true }, headers });
  }
  await api.dispose();
});

test("the detector sees a payload that runs (a canary page)", async ({ page }) => {
  const dialogs = await watchForXss(page);
  await page.route("**/xss-canary", (route) =>
    route.fulfill({ contentType: "text/html", body: `<p>${PAYLOADS[1]}</p>` }),
  );
  await page.goto("/xss-canary");
  await expect(expectNothingRan(page, dialogs, "canary")).rejects.toThrow(/payloads that ran/);
});

test("the API refuses script and data URLs in every URL field", async () => {
  const headers = { authorization: `Bearer ${token}` };
  const companyId = mine("companies")[0]?.id;
  const bases: [string, Record<string, unknown>, string[]][] = [
    ["/api/companies", { name: "Bad URL Co" }, ["website", "logoUrl"]],
    ["/api/jobs", { title: "Bad", companyId, description: "x" }, ["applyUrl"]],
    [
      "/api/events",
      { title: "Bad", startsAt: "2031-01-01T10:00:00Z", timezone: "UTC", format: "online" },
      ["onlineUrl", "registrationUrl", "imageUrl"],
    ],
    ["/api/blogs", { title: "Bad" }, ["coverImageUrl"]],
    ["/api/videos", { title: "Bad", url: "https://example.com/v" }, ["url", "thumbnailUrl"]],
  ];
  for (const [path, base, fields] of bases) {
    for (const field of fields) {
      for (const url of BAD_URLS) {
        const response = await api.post(path, { data: { ...base, [field]: url }, headers });
        expect(response.status(), `${path} ${field}=${url}`).toBe(400);
      }
    }
  }
});

/** Opens a page as a visitor would and checks it; returns its JSON-LD blocks. */
async function visit(page: Page, dialogs: string[], path: string, expectText?: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  if (expectText) await expect(page.locator("body")).toContainText(expectText.trim());
  return expectNothingRan(page, dialogs, path);
}

const PUBLIC_PAGES: [string, string, (item: Created) => string][] = [
  ["companies", "/companies", (item) => `/companies/${item.slug}`],
  ["jobs", "/jobs", (item) => `/jobs/${item.id}`],
  ["events", "/events", (item) => `/events/${item.id}`],
  ["blogs", "/blog", (item) => `/blog/${item.slug}`],
];

for (const [resource, listPath, detailPath] of PUBLIC_PAGES) {
  test(`public ${resource} pages run nothing and keep their JSON-LD valid`, async ({ page }) => {
    const dialogs = await watchForXss(page);
    await visit(page, dialogs, listPath);
    // The draft job has no public page.
    for (const item of mine(resource).slice(0, ITEMS)) {
      const blocks = await visit(page, dialogs, detailPath(item), item.title);
      // The title survives intact inside the structured data: escaped, not stripped.
      if (blocks.length)
        expect(JSON.stringify(blocks)).toContain(JSON.stringify(item.title.trim()));
    }
  });
}

test("home, videos and the sitemap run nothing", async ({ page }) => {
  const dialogs = await watchForXss(page);
  // Home shows the newest posts (these) with their titles as text.
  await visit(page, dialogs, "/", mine("blogs")[0]?.title);
  await visit(page, dialogs, "/videos", mine("videos")[0]?.title);
  const sitemap = await page.goto("/sitemap.xml");
  expect(sitemap?.status()).toBe(200);
  expect(await page.locator("parsererror").count(), "sitemap is well-formed XML").toBe(0);
  await expectNothingRan(page, dialogs, "/sitemap.xml");
  const ics = await api.get(`/events/${mine("events")[0]?.id}/calendar.ics`);
  expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
});

const ADMIN_RESOURCES = ["companies", "jobs", "events", "blogs", "videos"];

for (const resource of ADMIN_RESOURCES) {
  test(`admin ${resource} list and forms (with Markdown preview) run nothing`, async ({ page }) => {
    const dialogs = await watchForXss(page);
    await signIn(page, token);
    await page.goto(`/admin/${resource}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNothingRan(page, dialogs, `/admin/${resource}`);
    for (const item of mine(resource)) {
      await page.goto(`/admin/${resource}/edit/${item.id}`);
      const field = page.locator('input[name="title"], input[name="name"]').first();
      await expect(field).toHaveValue(item.title.trim());
      for (const tab of await page.getByRole("tab", { name: "Preview" }).all()) {
        await tab.click();
        await expect(page.locator(".prose-content").first()).toBeVisible();
      }
      await expectNothingRan(page, dialogs, `/admin/${resource}/edit/${item.id}`);
    }
  });
}

test("the admin dashboard, inbox and subscribers run nothing", async ({ page }) => {
  // Addresses pass only with the characters an e-mail address may hold; what is stored is shown.
  const emails = [
    "x'onmouseover'@example.com",
    "'-alert-'@example.com",
    "<script>@example.com",
    '"><svg/onload=alert(1)>"@example.com',
    "a@example.com<img src=x onerror=__xss(50)>",
  ];
  const stored: string[] = [];
  for (const email of emails) {
    const response = await api.post("/api/newsletter", { data: { email } });
    if (response.status() === 201) stored.push(email);
    else expect(response.status(), email).toBe(400);
  }
  const dialogs = await watchForXss(page);
  await signIn(page, token);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNothingRan(page, dialogs, "/admin");
  await page.goto("/admin/messages");
  await expect(page.getByRole("article").first()).toBeVisible();
  // Unfold every message (each button turns into "Show less" once clicked).
  const more = page.getByRole("button", { name: /Show the whole message/ });
  while ((await more.count()) > 0) await more.first().click();
  await expectNothingRan(page, dialogs, "/admin/messages");
  await page.goto("/admin/subscribers");
  for (const email of stored) await expect(page.getByText(email).first()).toBeVisible();
  await expectNothingRan(page, dialogs, "/admin/subscribers");
  expect(PAYLOADS.length).toBeGreaterThan(20);
});
