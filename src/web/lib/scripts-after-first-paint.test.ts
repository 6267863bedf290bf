import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { firstLoadScripts } from "./first-load-scripts.ts";
import { importAfterFirstPaint } from "./scripts-after-first-paint.tsx";

// The shape React Router writes for a page with two routes, one split into two modules.
const MODULE_CODE = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1_clientMiddleware from "/assets/jobs-middleware-1.js";
import * as route1_main from "/assets/jobs-1.js";
const route1 = {...route1_clientMiddleware,...route1_main};
  window.__reactRouterRouteModules = {"root":route0,"jobs":route1};

import("/assets/entry.client-1.js");`;

/** Runs the loader with a browser's scheduling and import() replaced by recorders. */
async function run(code: string) {
  const events: string[] = [];
  const modules = new Map<string, object>();
  const window: Record<string, unknown> = {};
  const context = vm.createContext({
    window,
    document: {
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

describe("importAfterFirstPaint", () => {
  const preloads = ["/assets/entry.client-1.js", "/assets/framework-1.js"];
  const code = importAfterFirstPaint(MODULE_CODE, preloads);

  it("is a classic script, with no static import left", () => {
    expect(() => new vm.Script(code)).not.toThrow();
    expect(code).not.toMatch(/^\s*import\s+[*"]/m);
  });

  it("preloads and imports nothing before the first frame, and everything after it", async () => {
    const { events } = await run(code);
    expect(events.slice(0, 2)).toEqual(["frame", "task"]);
    expect(events.slice(2, 4)).toEqual(preloads.map((href) => `preload ${href}`));
    // The module run for its effects comes first; the page's entry last.
    expect(events.slice(4)).toEqual([
      "import /assets/manifest-1.js",
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
      jobs: { url: "/assets/jobs-1.js" },
    });
  });

  it("names its preloads so that tests and benchmarks can read them from the page", () => {
    expect(firstLoadScripts(`<script>${code}</script>`)).toEqual(preloads);
  });
});
