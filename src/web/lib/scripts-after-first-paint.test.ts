import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { firstLoadScripts } from "./first-load-scripts.ts";
import { importAfterFirstPaint } from "./scripts-after-first-paint.tsx";

// What React Router writes for a page with two routes, one split into two modules, after its
// first line: the refresh runtime (development) and the route manifest (when routes are not
// discovered lazily), both, one or neither.
const ROUTES = `
import * as route0 from "/assets/root-1.js";
import * as route1_clientMiddleware from "/assets/jobs-middleware-1.js";
import * as route1_main from "/assets/jobs-1.js";
const route1 = {...route1_clientMiddleware,...route1_main};
  window.__reactRouterRouteModules = {"root":route0,"jobs":route1};

import("/assets/entry.client-1.js");`;
const FIRST_LINES = {
  neither: { line: ";", effects: [] },
  manifest: { line: 'import "/assets/manifest-1.js";', effects: ["/assets/manifest-1.js"] },
  refresh: { line: 'import "/@refresh";;', effects: ["/@refresh"] },
  both: {
    line: 'import "/@refresh";import "/assets/manifest-1.js";',
    effects: ["/@refresh", "/assets/manifest-1.js"],
  },
};
const PRELOADS = ["/assets/entry.client-1.js", "/assets/framework-1.js"];

/** Runs the loader with a browser's scheduling and import() replaced by recorders. */
async function run(code: string, visibilityState = "visible") {
  const events: string[] = [];
  const modules = new Map<string, object>();
  const window: Record<string, unknown> = {};
  const context = vm.createContext({
    window,
    document: {
      visibilityState,
      createElement: () => ({}),
      head: { appendChild: (link: { href: string }) => events.push(`preload ${link.href}`) },
    },
    requestAnimationFrame: (callback: () => void) => {
      events.push("frame");
      callback();
    },
    setTimeout: (callback: () => void) => {
      events.push("task");
      callback();
    },
    load: (url: string) => {
      events.push(`import ${url}`);
      const namespace = { url };
      modules.set(url, namespace);
      return Promise.resolve(namespace);
    },
  });
  // vm scripts cannot import(); the recorder stands in for it.
  vm.runInContext(code.replaceAll("import(", "load("), context);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { events, window, modules };
}

describe.each(Object.entries(FIRST_LINES))("importAfterFirstPaint, %s first", (_, first) => {
  const code = importAfterFirstPaint(first.line + ROUTES, PRELOADS);

  it("is a classic script, with no static import left", () => {
    expect(() => new vm.Script(code)).not.toThrow();
    expect(code).not.toMatch(/import\s+[*"]/);
  });

  it("preloads and imports nothing before the first frame, and everything after it", async () => {
    const { events } = await run(code);
    expect(events).toEqual([
      "frame",
      "task",
      ...PRELOADS.map((href) => `preload ${href}`),
      // Modules run for their effects come first, in order; the page's entry last.
      ...first.effects.map((url) => `import ${url}`),
      "import /assets/root-1.js",
      "import /assets/jobs-middleware-1.js",
      "import /assets/jobs-1.js",
      "import /assets/entry.client-1.js",
    ]);
  });

  it("hands React Router each route's modules under the names its code expects", async () => {
    const { window, modules } = await run(code);
    expect(window.__reactRouterRouteModules).toEqual({
      root: modules.get("/assets/root-1.js"),
      jobs: { ...modules.get("/assets/jobs-middleware-1.js"), ...modules.get("/assets/jobs-1.js") },
    });
  });
});

describe("a page opened in a hidden tab", () => {
  it("loads its code at once: no frame will come until it is shown", async () => {
    const { events } = await run(importAfterFirstPaint(`;${ROUTES}`, PRELOADS), "hidden");
    expect(events.slice(0, 2)).toEqual(PRELOADS.map((href) => `preload ${href}`));
    expect(events).not.toContain("frame");
    expect(events.at(-1)).toBe("import /assets/entry.client-1.js");
  });
});

describe("firstLoadScripts", () => {
  it("reads the page's preloads from its loader script, whatever the page's words say", () => {
    const code = importAfterFirstPaint(`;${ROUTES}`, PRELOADS);
    const decoy = '(function(){function start(){var modulePreloads=["/assets/evil.js"];';
    const page = `<p>${decoy}</p><script nonce="n">${code}</script><script>"${decoy}"</script>`;
    expect(firstLoadScripts(page)).toEqual(PRELOADS);
  });
});
