import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAppOn, captureLog } from "../testing/log-capture.ts";
import { ensureSiteBuild } from "../testing/site-build.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/** A calendar file is a file, not a page: a wrong id answers as the API does. */
let t: TestApp;
let site: Awaited<ReturnType<typeof buildAppOn>>;

beforeAll(async () => {
  ensureSiteBuild();
  t = await createTestApp();
  site = await buildAppOn(t, { log: captureLog().log, web: "build" });
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});

describe("/events/{id}/calendar.ics", () => {
  it.each(["00000000-0000-4000-8000-000000000000", "not-an-id"])(
    "answers 404 NOT_FOUND for %s",
    async (id) => {
      const response = await site.app.inject({ url: `/events/${id}/calendar.ics` });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json().error).toMatchObject({ code: "NOT_FOUND" });
    },
  );
});
