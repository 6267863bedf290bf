import { type APIRequestContext, expect, test } from "@playwright/test";
import { tokenFor } from "./fixtures/admin.ts";

/**
 * Content that once stalled or broke pages, at the longest each field allows: every page that
 * shows it still answers 200, and the server keeps answering others meanwhile.
 */
const WORST_BODIES = {
  deepQuotes: `${">".repeat(5_000)} deep\n\n${"- ".repeat(2_000)}list`,
  emphasis: "_a".repeat(25_000),
  links: "[a](".repeat(12_500),
  table: `|a|b|\n|-|-|\n${"|x|y|\n".repeat(8_000)}`,
};

async function create(api: APIRequestContext, token: string, path: string, data: object) {
  const response = await api.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: string; slug?: string };
}

test("pages with pathological Markdown answer 200 and the site stays responsive", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const token = await tokenFor(request, "admin");
  const company = await create(request, token, "/api/companies", {
    name: `Pathological ${Date.now()}`,
    description: WORST_BODIES.table.slice(0, 20_000),
    published: true,
  });
  const pages = [`/companies/${company.slug}`, "/", "/blog", "/jobs", "/events"];
  for (const [name, body] of Object.entries(WORST_BODIES)) {
    const job = await create(request, token, "/api/jobs", {
      title: `Pathological ${name}`,
      companyId: company.id,
      description: body,
      category: "other",
      applyUrl: "https://jobs.example/apply",
      status: "published",
    });
    const post = await create(request, token, "/api/blogs", {
      title: `Pathological ${name}`,
      body: `${body}${body}`,
      status: "published",
    });
    const event = await create(request, token, "/api/events", {
      title: `Pathological ${name}`,
      description: body,
      startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      timezone: "Asia/Singapore",
      format: "online",
      status: "published",
    });
    pages.push(
      `/jobs/${job.id}`,
      `/blog/${post.slug}`,
      `/events/${event.id}`,
      `/events/${event.id}/calendar.ics`,
    );
  }

  // Health is asked for every 50 ms while the pages render for the first time.
  let loading = true;
  const healthTimes: number[] = [];
  const watcher = (async () => {
    while (loading) {
      const started = Date.now();
      expect((await request.get("/api/health")).status()).toBe(200);
      healthTimes.push(Date.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
  loading = false;
  await watcher;
  // A page that blocked the server would hold health up for as long as it rendered (seconds);
  // here the slowest answer is about 100 ms, while a megabyte-sized page is being sent.
  expect(Math.max(...healthTimes)).toBeLessThan(300);
});
