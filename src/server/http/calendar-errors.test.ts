import { describe, expect, it } from "vitest";
import { builtSiteForTests } from "../testing/site-build.ts";

/** A calendar file is a file, not a page: a wrong id answers as the API does. */

const site = builtSiteForTests();

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
