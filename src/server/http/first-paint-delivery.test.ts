import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstLoadScripts } from "../../web/lib/first-load-scripts.ts";
import { builtSiteForTests } from "../testing/site-build.ts";

/**
 * What a page needs for its first paint comes with it, and what it needs after arrives
 * compressed once, at build time (decision 0026).
 */
const site = builtSiteForTests();

const get = (url: string, acceptEncoding?: string) =>
  site.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });

describe("a page's first paint", () => {
  it("needs no request but the page: its stylesheet is inline, its code starts after", async () => {
    const page = await get("/jobs");
    expect(page.statusCode).toBe(200);
    const head = page.body.slice(0, page.body.indexOf("</head>"));
    expect(head).toMatch(/<style id="site-css">[\s\S]{10000,}?<\/style>/);
    expect(head).not.toMatch(/rel="(?:stylesheet|modulepreload)"/);
    expect(page.body).not.toMatch(/<script[^>]*type="module"/);
    const scripts = firstLoadScripts(page.body);
    expect(scripts.some((script) => script.includes("/framework-"))).toBe(true);
  });
});

describe("built scripts", () => {
  it("go out as their Brotli or gzip copy, as the client asks, or as they are", async () => {
    const [script] = firstLoadScripts((await get("/")).body).filter((s) => s.includes("framework"));
    const file = path.join("build/client", script!);
    for (const [asked, encoding, suffix] of [
      ["br, gzip", "br", ".br"],
      ["gzip", "gzip", ".gz"],
      [undefined, undefined, ""],
    ] as const) {
      const response = await get(script!, asked);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(readFileSync(file + suffix))).toBe(true);
    }
  });
});
