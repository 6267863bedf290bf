import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { describe, expect, it } from "vitest";
import { builtSiteForTests } from "../testing/site-build.ts";

/**
 * A page's words reach the browser as a message file of its language and kind of page, which
 * the page names in its head and the browser keeps: not inline in every page, and never the
 * whole catalogue or another language.
 */

const site = builtSiteForTests();
const get = (url: string) => site.app.inject({ method: "GET", url });
const ids = (messages: string[]) => messages.map((message) => generateMessageId(message));

async function messageFileOf(page: string) {
  const html = (await get(page)).body;
  const href = /<link rel="preload" as="fetch"[^>]*href="([^"]+)"[^>]*data-page-messages/.exec(
    html,
  )?.[1];
  expect(href, `the message file ${page} names`).toBeTruthy();
  return { html, href: href!.replaceAll("&amp;", "&") };
}

describe("a page's message file", () => {
  it("holds the words of its frame and its kind of page in its language, and is kept", async () => {
    const { html, href } = await messageFileOf("/ja/jobs");
    expect(href).toMatch(/^\/i18n\/ja\/jobs\.json\?v=\w+$/);
    const file = await get(href);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(file.headers["cache-control"]).toMatch(/max-age=31536000, immutable/);
    const messages = file.json() as Record<string, unknown>;
    // The header's "Jobs" and the search's "Sort by", in Japanese; not the about page's words.
    const [jobs, sortBy, mission] = ids(["Jobs", "Sort by", "Our mission"]);
    expect(messages[jobs!]).toEqual(["求人"]);
    expect(messages).toHaveProperty([sortBy!]);
    expect(messages).not.toHaveProperty([mission!]);
    // The page itself carries no catalogue.
    expect(html).not.toContain(sortBy);
  });

  it("is another file for another kind of page or language", async () => {
    expect((await messageFileOf("/ja/jobs/some-job")).href).toMatch(/^\/i18n\/ja\/job\.json\?v=/);
    expect((await messageFileOf("/about")).href).toMatch(/^\/i18n\/en\/about\.json\?v=/);
    expect((await messageFileOf("/th/blog")).href).toMatch(/^\/i18n\/th\/blog\.json\?v=/);
  });

  it("of an older version is today's words, not to be kept", async () => {
    const file = await get("/i18n/th/blog.json?v=older");
    expect(file.statusCode).toBe(200);
    expect(file.headers["cache-control"]).toMatch(/no-cache/);
    expect(file.headers["cache-control"]).not.toMatch(/immutable/);
  });

  it("that does not exist is a 404 in the error shape", async () => {
    for (const url of [
      "/i18n/xx/jobs.json",
      "/i18n/ja/secrets.json",
      "/i18n/ja/jobs",
      "/i18n/ja/..%2Fen.json",
    ]) {
      const file = await get(url);
      expect(file.statusCode, url).toBe(404);
      expect(file.json(), url).toMatchObject({ error: { code: "NOT_FOUND" } });
    }
  });
});
