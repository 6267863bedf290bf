import type { TestApp } from "./test-app.ts";

/** Ids (and slugs) that exist, by the API's first path segment: jobs, companies, messages, … */
export type IdPools = Record<string, string[]>;

const RESOURCES = ["companies", "jobs", "events", "blogs", "videos", "messages"] as const;

/** One item per resource, so fuzzed lookups, updates and deletes also reach rows that exist. */
function starter(resource: string, companyId: string | undefined): [string, object] | null {
  const stamp = Date.now().toString(36);
  switch (resource) {
    case "companies":
      return ["/api/companies", { name: `Fuzz Co ${stamp}`, initiatives: ["mentorship"] }];
    case "jobs":
      return companyId
        ? [
            "/api/jobs",
            {
              title: "Fuzz analyst",
              companyId,
              description: "Analyse *things*.",
              status: "published",
              applyUrl: "https://example.com/apply",
            },
          ]
        : null;
    case "events":
      return [
        "/api/events",
        {
          title: "Fuzz meetup",
          startsAt: "2031-05-01T18:00:00+08:00",
          timezone: "Asia/Singapore",
          format: "online",
          status: "published",
        },
      ];
    case "blogs":
      return ["/api/blogs", { title: `Fuzz post ${stamp}`, status: "published", body: "Hi" }];
    case "videos":
      return ["/api/videos", { title: "Fuzz talk", url: "https://example.com/watch/1" }];
    case "messages":
      return [
        "/api/contact",
        { name: "Fuzz", email: "fuzz@example.com", subject: "Hello", message: "A message." },
      ];
    default:
      return null;
  }
}

/**
 * Lists what exists (creating one item where a resource is empty: the fuzzer deletes things) and
 * returns the ids by resource, slugs included, plus `any` for fields that take any id.
 */
export async function refreshPools(t: TestApp, adminToken: string): Promise<IdPools> {
  const pools: IdPools = { any: [] };
  for (const resource of RESOURCES) {
    const list = async () => {
      const response = await t.request({
        method: "GET",
        url: `/api/${resource}?pageSize=100`,
        token: adminToken,
      });
      if (response.statusCode !== 200) throw new Error(`list ${resource}: ${response.body}`);
      return response.json<{ items: { id: string; slug?: string }[] }>().items;
    };
    let items = await list();
    if (items.length === 0) {
      const create = starter(resource, pools.companies?.[0]);
      if (create) {
        const [url, payload] = create;
        await t.request({ method: "POST", url, token: adminToken, payload });
        items = await list();
      }
    }
    // A few, not all: the pool is drawn from uniformly and existing rows should come up often.
    const chosen = items.slice(0, 5);
    pools[resource] = [
      ...chosen.map((item) => item.id),
      ...chosen.flatMap((item) => (item.slug ? [item.slug] : [])),
    ];
    pools.any?.push(...chosen.map((item) => item.id));
  }
  return pools;
}

/** The pool for a route's `{id}`: by the path's first segment after /api. */
export function poolFor(pools: IdPools, path: string, property = "id"): string[] {
  if (property === "companyId") return (pools.companies ?? []).filter(isUuid);
  if (property !== "id") return pools.any ?? [];
  const resource = path.split("/")[2] ?? "";
  const pool = pools[resource] ?? pools.any ?? [];
  // Only the public lookups of companies and blog posts take slugs.
  return path.includes("/public/") ? pool : pool.filter(isUuid);
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
