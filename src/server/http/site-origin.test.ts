import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "../db/seed/seed.ts";
import { createLogger } from "../lib/logger.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Absolute URLs never come from an unknown host. The site is rendered from its sources (Vite,
 * as `npm run dev` does: no build needed), with the demo content. Vite itself refuses a foreign
 * Host header, so the foreign host arrives as X-Forwarded-Host through a trusted proxy: the
 * same request.host that a forged Host header would set without one.
 */
const FOREIGN = "evil.example";
const foreign = { "x-forwarded-host": FOREIGN };

let configured: TestApp;
let unconfigured: TestApp;
/** Each app's database has its own ids. */
const paths = new Map<TestApp, Record<string, string>>();

async function firstOf(t: TestApp, list: string, key: "id" | "slug") {
  const response = await t.request({ method: "GET", url: `/api/${list}/public?pageSize=1` });
  const item = response.json().items[0];
  expect(item, list).toBeDefined();
  return String(item[key]);
}

beforeAll(async () => {
  const log = createLogger("silent", false);
  // A trailing slash, as people write it: it must not give `https://jobs.example.com//jobs`.
  configured = await createTestApp(
    { PUBLIC_URL: "https://jobs.example.com/", TRUST_PROXY: "true" },
    { web: "vite" },
  );
  unconfigured = await createTestApp({ TRUST_PROXY: "true" }, { web: "vite" });
  for (const t of [configured, unconfigured]) {
    await seedDemoContent(t.services.db, log);
    const event = await firstOf(t, "events", "id");
    paths.set(t, {
      home: "/",
      jobs: "/jobs",
      job: `/jobs/${await firstOf(t, "jobs", "id")}`,
      company: `/companies/${await firstOf(t, "companies", "slug")}`,
      event: `/events/${event}`,
      post: `/blog/${await firstOf(t, "blogs", "slug")}`,
      sitemap: "/sitemap.xml",
      robots: "/robots.txt",
      calendar: `/events/${event}/calendar.ics`,
    });
  }
}, 120_000);
afterAll(async () => {
  await configured?.close();
  await unconfigured?.close();
});

/** The named page of that app, asked for through the foreign host. */
const get = (t: TestApp, name: string) =>
  t.request({ method: "GET", url: paths.get(t)?.[name] ?? name, headers: foreign });

describe("with PUBLIC_URL set, a foreign host", () => {
  it.each(["home", "jobs", "job", "company", "event", "post", "sitemap", "robots", "calendar"])(
    "appears nowhere in the %s answer: every absolute URL is PUBLIC_URL's",
    async (name) => {
      const response = await get(configured, name);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.body).not.toContain(FOREIGN);
      expect(response.body).toContain("https://jobs.example.com/");
      expect(response.body).not.toContain("https://jobs.example.com//");
    },
  );

  it.each(["home", "job", "company", "event", "post"])(
    "gives the %s page PUBLIC_URL's canonical link, og:url and JSON-LD",
    async (name) => {
      const path = paths.get(configured)?.[name];
      const { body } = await get(configured, name);
      const url = `https://jobs.example.com${path}`;
      expect(body).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(body).toContain(`<meta property="og:url" content="${url}"/>`);
      const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(body);
      expect(jsonLd?.[1]).toContain(`"https://jobs.example.com`);
    },
  );

  it.each([
    ["sitemap", "public, max-age=3600"],
    ["robots", "public, max-age=86400"],
    ["calendar", "public, max-age=300"],
  ])(
    "leaves the %s publicly cacheable: its URLs do not depend on the request",
    async (name, cc) => {
      const response = await get(configured, name);
      expect(response.headers["cache-control"]).toBe(cc);
      expect(String(response.headers.vary ?? "")).not.toMatch(/host/i);
    },
  );
});

describe("without PUBLIC_URL, answers made from the request's host", () => {
  it.each(["home", "sitemap", "robots", "calendar"])(
    "keep the %s out of shared caches, varying by Host",
    async (name) => {
      const response = await get(unconfigured, name);
      expect(response.statusCode).toBe(200);
      // The origin really is the request's here, which is why no shared cache may keep it.
      expect(response.body).toContain(`http://${FOREIGN}/`);
      const cacheControl = String(response.headers["cache-control"]);
      expect(cacheControl).toMatch(/^private\b/);
      expect(cacheControl).not.toMatch(/public|s-maxage/);
      expect(String(response.headers.vary)).toMatch(/\bHost\b/);
    },
  );

  it("still lets the browser keep the sitemap an hour", async () => {
    const response = await get(unconfigured, "sitemap");
    expect(response.headers["cache-control"]).toBe("private, max-age=3600");
  });
});

describe("pages with personal data", () => {
  it.each(["/admin", "/admin/jobs", "/admin/login", "/login", "/register"])(
    "%s is no-store",
    async (url) => {
      const response = await configured.request({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
    },
  );

  it("public pages keep theirs: private, asked again each time (a nonce per answer)", async () => {
    const response = await configured.request({ method: "GET", url: "/jobs" });
    expect(response.headers["cache-control"]).toBe("private, no-cache");
  });
});
