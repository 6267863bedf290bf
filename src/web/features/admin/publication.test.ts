import { describe, expect, it } from "vitest";
import type { Event } from "#shared/schemas/events.ts";
import type { Job } from "#shared/schemas/jobs.ts";
import { companyPublication, eventPublication, jobPublication } from "./publication.ts";

const NOW = Date.parse("2030-06-01T12:00:00Z");
const HOUR = 3_600_000;
const iso = (offset: number) => new Date(NOW + offset).toISOString();
const job = (fields: Partial<Job>) =>
  ({ id: "j1", status: "published", publishedAt: iso(-HOUR), expiresAt: null, ...fields }) as Job;

describe("jobPublication", () => {
  it("a live job is viewed on the site and can be unpublished", () => {
    expect(jobPublication(job({}), NOW)).toMatchObject({
      state: "published",
      siteHref: "/jobs/j1",
      previewHref: null,
    });
  });

  it("a draft can be published and previewed, not viewed on the site", () => {
    expect(jobPublication(job({ status: "draft", publishedAt: null }), NOW)).toMatchObject({
      state: "draft",
      status: "draft",
      summary: "Draft: not on the site.",
      siteHref: null,
      previewHref: "/admin/jobs/preview/j1",
    });
  });

  it("a published job the public cannot see yet or any more is previewed, not linked", () => {
    const scheduled = jobPublication(job({ publishedAt: iso(HOUR) }), NOW);
    expect(scheduled).toMatchObject({ state: "published", status: "scheduled", siteHref: null });
    expect(scheduled.summary).toMatch(/^Published, scheduled: it appears on the site on /);
    const expired = jobPublication(job({ expiresAt: iso(-1) }), NOW);
    expect(expired).toMatchObject({ status: "expired", siteHref: null });
    expect(expired.previewHref).toBe("/admin/jobs/preview/j1");
  });

  it("a closed job offers neither Publish nor Unpublish (its own Close and Edit do)", () => {
    expect(jobPublication(job({ status: "closed" }), NOW).state).toBe("other");
  });
});

describe("eventPublication", () => {
  const event = (status: Event["status"]) => ({ id: "e1", status }) as Event;
  it("shows every status but draft on the site", () => {
    expect(eventPublication(event("draft"))).toMatchObject({ state: "draft", siteHref: null });
    expect(eventPublication(event("published"))).toMatchObject({
      state: "published",
      siteHref: "/events/e1",
    });
    expect(eventPublication(event("cancelled"))).toMatchObject({
      state: "other",
      siteHref: "/events/e1",
      previewHref: null,
    });
  });
});

describe("companyPublication", () => {
  it("links a published company's page and has no preview", () => {
    const company = { id: "c1", slug: "lotus", published: true } as never;
    expect(companyPublication(company)).toMatchObject({
      state: "published",
      siteHref: "/companies/lotus",
    });
    const hidden = companyPublication({ ...(company as object), published: false } as never);
    expect(hidden).toMatchObject({ state: "draft", status: "unpublished", siteHref: null });
    expect(hidden.previewHref).toBeNull();
  });
});
