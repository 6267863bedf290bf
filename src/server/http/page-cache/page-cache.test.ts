import { describe, expect, it } from "vitest";
import type { PublicState } from "../../modules/public-content/public-cache.ts";
import { createPageCache, type RenderedPage } from "./page-cache.ts";
import { createMemoryPageStore } from "./page-store.ts";

const page = (text: string, overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: Buffer.from(`<p>${text}</p>`),
  personal: false,
  ...overrides,
});

function cacheAt(state: PublicState | (() => Promise<PublicState>)) {
  const readState = typeof state === "function" ? state : async () => ({ ...state });
  return createPageCache({ readState, store: createMemoryPageStore(1 << 20) });
}

const now = Date.now();
const state = (overrides: Partial<PublicState> = {}): PublicState => ({
  version: "1",
  contentVersion: "1",
  now,
  nextChange: null,
  nextContentChange: null,
  ...overrides,
});

describe("the page cache", () => {
  it("renders once for everyone who asks meanwhile", async () => {
    const cache = cacheAt(state());
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page("once");
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.get("/jobs", render)));
    expect(renders).toBe(1);
    expect(new Set(answers.map((answer) => answer?.cached?.tag)).size).toBe(1);
    expect((await cache.get("/jobs", render))?.cached).toBeDefined();
    expect(cache.counts).toMatchObject({ hits: 1, misses: 1 });
  });

  it("hands a render that sets a cookie to its own request only, and keeps no such page", async () => {
    const cache = cacheAt(state());
    const render = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page("hers", { personal: true, headers: { "set-cookie": ["session=x"] } });
    };
    const [own, other] = await Promise.all([cache.get("/", render), cache.get("/", render)]);
    expect(own?.body.toString()).toContain("hers");
    expect(own?.cached).toBeUndefined();
    expect(other).toBeNull();
    expect(cache.store.entries).toBe(0);
  });

  it("keeps only whole pages: no error page, redirect or file", async () => {
    const cache = cacheAt(state());
    await cache.get("/missing", async () => page("gone", { status: 404 }));
    await cache.get("/old", async () => page("", { status: 301, headers: { location: "/new" } }));
    await cache.get("/robots.txt", async () =>
      page("User-agent: *", { headers: { "content-type": "text/plain" } }),
    );
    expect(cache.store.entries).toBe(0);
  });

  it("renders again after a scheduled change, with no write", async () => {
    let current = state({ nextChange: now + 1_000 });
    const cache = cacheAt(async () => current);
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    await cache.get("/jobs", render);
    await cache.get("/jobs", render);
    expect(renders).toBe(1);
    current = state({ now: now + 1_000, nextChange: null });
    expect((await cache.get("/jobs", render))?.body.toString()).toContain("render 2");
  });

  it("steps aside while the database does not answer", async () => {
    const cache = cacheAt(async () => {
      throw new Error("Connection terminated");
    });
    expect(await cache.get("/about", async () => page("about"))).toBeNull();
  });
});
