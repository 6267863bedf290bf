import { brotliDecompressSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAppOn, captureLog } from "../../testing/log-capture.ts";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";
import { ensureSiteBuild } from "../../testing/site-build.ts";
import { PUBLIC_PAGE_CACHING } from "./send-page.ts";
import { scriptHash } from "./shareable-html.ts";

/**
 * The page cache, with the built site: pages for visitors who are not signed in are rendered
 * once and shared, stay current through writes made anywhere (here through the API app, which
 * the site's app never sees), and never hold or leak anything personal or request-made.
 */
const t = setUpTestApp({ company: { name: "Kestrel Pages" } });
const HOST = "jobs.example.com";
const sites: { named?: FastifyInstance; byHost?: FastifyInstance } = {};
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  ensureSiteBuild();
  const { log } = captureLog();
  // One with PUBLIC_URL, as in production; one that makes its links from the Host header.
  const named = await buildAppOn(t, { log, web: "build" }, { PUBLIC_URL: `https://${HOST}` });
  const byHost = await buildAppOn(t, { log, web: "build" });
  sites.named = named.app;
  sites.byHost = byHost.app;
  closers.push(named.close, byHost.close);
});
afterAll(() => Promise.all(closers.map((close) => close())));

const get = (url: string, headers: Record<string, string> = {}, site = sites.named) =>
  site!.inject({ method: "GET", url, headers: { host: HOST, ...headers } });

const jobInput = (title: string) => ({
  title,
  companyId: t.companyId,
  description: "Keeps the light burning.",
  applyUrl: "https://example.com/apply",
  status: "published",
});

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes?.includes("application/ld+json"))
    .map(([, , body]) => body ?? "");
}

describe("the page cache", () => {
  it("serves a page once rendered to every visitor, in a form any cache may share", async () => {
    await t.postAsAdmin("/api/jobs", jobInput("Lighthouse Keeper"));
    const first = await get("/jobs");
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("Lighthouse Keeper");
    expect(first.headers["cache-control"]).toBe(PUBLIC_PAGE_CACHING);
    expect(first.headers.vary).toBe("Accept-Encoding");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    // No nonce: each inline script the page runs is allowed by its hash.
    const policy = String(first.headers["content-security-policy"]);
    expect(first.body).not.toContain("nonce=");
    expect(policy).not.toContain("nonce-");
    const scripts = inlineScripts(first.body);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(policy).toContain(scriptHash(script));

    const second = await get("/jobs");
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toBe(first.body);
    const revalidated = await get("/jobs", { "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");

    const compressed = await get("/jobs", { "accept-encoding": "gzip, br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
    expect(
      (await get("/jobs", { "if-none-match": String(compressed.headers.etag) })).statusCode,
    ).toBe(304);

    const head = await sites.named!.inject({
      method: "HEAD",
      url: "/jobs",
      headers: { host: HOST },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
  });

  it("shows a change at once, whoever made it and wherever", async () => {
    const { id } = await t.postAsAdmin("/api/jobs", jobInput("Tide Watcher"));
    expect((await get(`/jobs/${id}`)).body).toContain("Tide Watcher");
    expect((await get("/jobs")).body).toContain("Tide Watcher");

    // An admin's edit through the API (another app: this one never sees the request).
    const edit = await t.asAdmin("PUT", `/api/jobs/${id}`, jobInput("Harbour Pilot"));
    expect(edit.statusCode).toBe(200);
    for (const url of [`/jobs/${id}`, "/jobs", "/"]) {
      const page = await get(url);
      expect(page.body, url).toContain("Harbour Pilot");
      expect(page.body, url).not.toContain("Tide Watcher");
    }

    // A write from a script or another instance, straight into the database.
    await t.services.db.execute(sql`update jobs set title = 'Reef Surveyor' where id = ${id}`);
    expect((await get(`/jobs/${id}`)).body).toContain("Reef Surveyor");

    // Posts are content of their own counter.
    const post = await t.postAsAdmin<{ id: string; slug: string }>("/api/blogs", {
      title: "Notes from the lighthouse",
      body: "Morning light.",
      status: "published",
    });
    expect((await get(`/blog/${post.slug}`)).body).toContain("Morning light.");
    await t.services.db.execute(
      sql`update blog_posts set body = 'Evening tide.' where id = ${post.id}`,
    );
    const updated = await get(`/blog/${post.slug}`);
    expect(updated.body).toContain("Evening tide.");
    expect(updated.body).not.toContain("Morning light.");
  });

  it("never keeps or hands out a signed-in visitor's page", async () => {
    const { id } = await t.postAsAdmin("/api/jobs", jobInput("Signal Keeper"));
    const member = await t.signUp("member");
    const saved = await t.request({ method: "PUT", url: `/api/saved-jobs/${id}`, token: member });
    expect(saved.statusCode).toBeLessThan(300);
    const before = await get("/jobs");

    const signedIn = await get("/jobs", { cookie: `session=${member}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain("Saved<span");
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    expect(signedIn.headers.etag).toBeUndefined();

    await t.request({ method: "POST", url: "/api/auth/logout", token: member });
    const after = await get("/jobs");
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.body).toBe(before.body);
    expect(after.body).not.toContain("Saved<span");
    expect(after.headers["set-cookie"]).toBeUndefined();
  });

  it("cannot be poisoned by a Host header, an unknown parameter or a cookie", async () => {
    const site = sites.byHost;
    const plain = await get("/jobs", {}, site);
    expect(plain.body).toContain(`http://${HOST}/jobs`);

    const forged = await get("/jobs", { host: "evil.example" }, site);
    expect(forged.body).toContain("http://evil.example/jobs");
    const proxied = await get("/jobs", { "x-forwarded-host": "evil.example" }, site);
    const withParameter = await get("/jobs?utm_source=%22evil-parameter%22", {}, site);
    const withCookies = await get("/jobs", { cookie: "locale=ja; theme=evil-cookie" }, site);
    expect(withCookies.body).toBe(plain.body);

    const again = await get("/jobs", {}, site);
    expect(again.headers.etag).toBe(plain.headers.etag);
    expect(again.body).toBe(plain.body);
    for (const answer of [proxied, again]) {
      expect(answer.body).not.toContain("evil");
    }
    expect(withParameter.statusCode).toBe(200);
    // Made from the Host header: no shared cache may keep it (cache-policy.ts).
    expect(again.headers["cache-control"]).toMatch(/^private\b/);
    expect(again.headers.vary).toContain("Host");
  });

  it("leaves React Router's data requests, personal pages and pages with a secret alone", async () => {
    const data = await get("/jobs.data");
    expect(data.headers.etag).toBeUndefined();
    for (const url of ["/reset-password?token=a-secret", "/ACCOUNT/saved-jobs", "/%61ccount"]) {
      const answer = await get(url);
      expect(answer.headers["cache-control"], url).toBe("no-store");
      expect(answer.headers.etag, url).toBeUndefined();
    }
    const signIn = await get("/login");
    expect(signIn.headers["cache-control"]).toBe("no-store");
    expect(signIn.headers.etag).toBeUndefined();
    expect(signIn.headers["content-security-policy"]).toContain("'nonce-");
  });
});
