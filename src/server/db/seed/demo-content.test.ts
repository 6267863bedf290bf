import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { INITIATIVES } from "#shared/constants.ts";
import { HELD_OUT_QUERIES } from "../../../../bench/relevance/held-out.ts";
import { RELEVANCE_QUERIES } from "../../../../bench/relevance/queries.ts";
import { DEMO } from "../../../../e2e/fixtures/demo-contract.ts";
import { type DemoContent, loadDemoContent } from "./demo-content.ts";

/**
 * The demo files load, and hold what the end-to-end specs rely on (declared in the e2e demo
 * contract): an edit that breaks a spec's assumption fails here, naming the assumption.
 */
const now = Date.now();
let demo: DemoContent;
beforeAll(async () => {
  demo = await loadDemoContent(undefined, now);
});

const HOUR = 3_600_000;
const includesWord = (text: string, word: string) => text.toLowerCase().includes(word);

function companyOf(slug: string) {
  const company = demo.companies.find((item) => item.slug === slug);
  expect(company, slug).toBeDefined();
  return company!;
}
const isPublished = (slug: string) => companyOf(slug).published !== false;

/** As the public job pages see them: published, live, not expired, at a published company. */
function publicJobs() {
  return demo.jobs
    .filter(({ company, job }) => {
      const live = !job.publishedAt || Date.parse(job.publishedAt) <= now;
      const current = !job.expiresAt || Date.parse(job.expiresAt) > now;
      return job.status === "published" && live && current && isPublished(company);
    })
    .map(({ job }) => job);
}
const withTitle = (word: string) =>
  publicJobs().filter((job) => includesWord(job.title, word.toLowerCase()));
const publishedPosts = () => demo.posts.filter((post) => post.status === "published");
const eventTitled = (title: string) => {
  const event = demo.events.find((item) => item.title === title);
  expect(event, title).toBeDefined();
  return event!;
};
const hasStarted = (event: { startsAt: string }) => Date.parse(event.startsAt) <= now;

describe("the demo content", () => {
  it("loads every kind, with its counts", () => {
    expect(demo.companies).toHaveLength(15);
    expect(demo.jobs).toHaveLength(53);
    expect(demo.events).toHaveLength(9);
    expect(demo.posts).toHaveLength(12);
    expect(demo.videos).toHaveLength(6);
  });

  it("shows search across Asia's languages and currencies", () => {
    const published = publicJobs();
    const languages = new Set(published.map((job) => (job.language ?? "en").split("-")[0]));
    expect([...languages].sort()).toEqual(
      expect.arrayContaining(["en", "id", "ja", "ko", "th", "zh"]),
    );
    const languagesOf = (slug: string) =>
      new Set(
        demo.jobs
          .filter(({ company, job }) => company === slug && published.includes(job))
          .map(({ job }) => job.language ?? "en"),
      );
    expect(demo.companies.some((company) => languagesOf(company.slug ?? "").size >= 2)).toBe(true);
    const currencies = new Set(published.map((job) => job.salaryCurrency).filter(Boolean));
    expect(currencies.size).toBeGreaterThanOrEqual(8);
  });

  it("fails on a bad file, naming the file and the field", async () => {
    const copy = await mkdtemp(path.join(tmpdir(), "demo-content-"));
    try {
      await cp(new URL("./demo/", import.meta.url), copy, { recursive: true });
      const file = path.join(copy, "videos", "bad.md");
      await writeFile(file, "---\ntitle: A video\nurl: not a web address\n---\n");
      await expect(loadDemoContent(pathToFileURL(`${copy}/`))).rejects.toThrow(
        /^videos\/bad\.md: url: /,
      );
      await writeFile(
        file,
        "---\ntitle: A video\nurl: https://video.example.com/a\nlength: 3\n---\n",
      );
      await expect(loadDemoContent(pathToFileURL(`${copy}/`))).rejects.toThrow(
        "videos/bad.md: length: not a field a demo file may set",
      );
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});

describe("the demo content keeps the e2e contract:", () => {
  it("companies", () => {
    const { lumenridge, harbourlight, neemtree, unpublished } = DEMO.companies;
    const profile = companyOf(lumenridge.slug);
    expect(profile).toMatchObject({
      name: lumenridge.name,
      website: lumenridge.website,
      logoUrl: lumenridge.logoUrl,
      industry: lumenridge.industry,
      published: true,
    });
    expect(profile.initiatives).toHaveLength(lumenridge.initiativeCount);
    const labels = profile.initiatives!.map(
      (key) => INITIATIVES.find((initiative) => initiative.key === key)?.label,
    );
    expect(labels).toEqual(expect.arrayContaining([...lumenridge.initiativeLabels]));

    const published = demo.companies.filter((company) => company.published !== false);
    expect(
      published.filter((company) => includesWord(company.name, harbourlight.nameWord)),
    ).toEqual([expect.objectContaining({ slug: harbourlight.slug, name: harbourlight.name })]);
    expect(companyOf(neemtree.slug)).toMatchObject({ name: neemtree.name, published: true });
    expect(neemtree.name).toContain(neemtree.nameWord);
    expect(demo.jobs.some((item) => item.company === neemtree.slug)).toBe(true);
    expect(companyOf(unpublished.slug)).toMatchObject({ published: false });
    expect(companyOf(unpublished.slug).name).toContain(unpublished.nameWord);

    const featured = published.filter((company) => company.featured);
    expect(featured.length).toBeGreaterThanOrEqual(DEMO.featuredCompanies);
    const { key } = DEMO.someCompaniesInitiative;
    const offering = published.filter((company) => company.initiatives?.includes(key));
    expect(offering.length).toBeGreaterThan(0);
    expect(offering.length).toBeLessThan(published.length);
  });

  it("jobs", () => {
    const { jobs } = DEMO;
    expect(publicJobs().length).toBeGreaterThan(jobs.publicMoreThan);
    const common = withTitle(jobs.commonWord);
    expect(common.length).toBeGreaterThan(1);
    expect(common.length).toBeLessThan(publicJobs().length);
    expect(common.some((job) => job.workplace === "hybrid")).toBe(true);
    expect(new Set(common.map((job) => job.category)).size).toBeGreaterThan(1);
    const prefixed = withTitle(jobs.prefix.word).map((job) => job.title);
    expect(prefixed).toContain(jobs.prefix.title);
    expect(prefixed.some((title) => title.includes(jobs.prefix.titlePart))).toBe(true);
    expect(withTitle(jobs.designerWord).length).toBeGreaterThan(0);

    const engineer = demo.jobs.find((item) => item.job.title === jobs.seniorDataEngineer.title);
    expect(engineer?.company).toBe(jobs.seniorDataEngineer.company);
    const { salary } = jobs.seniorDataEngineer;
    expect(engineer?.job).toMatchObject({
      status: "published",
      employmentType: "full-time",
      country: jobs.seniorDataEngineer.country,
      salaryMin: salary.min,
      salaryMax: salary.max,
      salaryCurrency: salary.currency,
      salaryPeriod: salary.period,
    });
    expect(engineer?.job.applyUrl).toMatch(jobs.seniorDataEngineer.applyUrl);
    expect(Date.parse(engineer?.job.expiresAt ?? "")).toBeGreaterThan(now);

    const designer = demo.jobs.find((item) => item.job.title === jobs.productDesigner.title);
    expect(designer?.company).toBe(jobs.productDesigner.company);
    expect(designer?.job).toMatchObject({ applyEmail: jobs.productDesigner.applyEmail });
    expect(publicJobs()).toContainEqual(designer?.job);

    const remote = demo.jobs.filter((item) => item.job.country === jobs.remote.country);
    expect(remote.some(({ job }) => job.workplace === "remote")).toBe(true);
    expect(withTitle(jobs.toClose.search).length).toBeGreaterThan(0);
    expect(withTitle(jobs.toExpire.search)).toHaveLength(1);

    const draft = demo.jobs.find((item) => item.job.title === jobs.draft.title);
    expect(draft).toMatchObject({ company: jobs.draft.company, job: { status: "draft" } });
    const closed = demo.jobs.find((item) => item.job.title === jobs.closed.title);
    expect(closed?.job.status).toBe("closed");
  });

  it("events", () => {
    const { events } = DEMO;
    const upcoming = demo.events.filter((event) => !hasStarted(event));
    expect(upcoming).toHaveLength(events.upcomingCount);
    expect(demo.events.filter(hasStarted)).toHaveLength(events.pastCount);

    const online = eventTitled(events.online.title);
    expect(online).toMatchObject({ format: "online", timezone: events.online.timezone });
    expect(new Date(online.startsAt).getUTCHours()).toBe(
      events.online.startHourLocal - events.online.utcOffset,
    );
    expect(Date.parse(online.endsAt!) - Date.parse(online.startsAt)).toBe(
      events.online.durationHours * HOUR,
    );
    const cancelled = eventTitled(events.cancelled.title);
    expect(cancelled).toMatchObject({ status: "cancelled", timezone: events.cancelled.timezone });
    expect(new Date(cancelled.startsAt).getUTCHours()).toBe(
      events.cancelled.startHourLocal - events.cancelled.utcOffset,
    );
    expect(upcoming.filter((event) => event.status === "cancelled")).toEqual([cancelled]);

    for (const title of events.withRegistration) {
      expect(eventTitled(title)).toMatchObject({ status: "published" });
      expect(eventTitled(title).registrationUrl, title).toBeTruthy();
      expect(hasStarted(eventTitled(title)), title).toBe(false);
    }
    expect(eventTitled(events.withRegistration.at(-1)!).format).toBe("online");
    expect(eventTitled(events.hybrid).format).toBe("hybrid");
    expect(eventTitled(events.inPerson).format).toBe("in-person");
    expect(hasStarted(eventTitled(events.past))).toBe(true);
  });

  it("posts and videos", () => {
    const { posts, videos } = DEMO;
    expect(publishedPosts().map((post) => post.slug)).toContain(posts.published);
    expect(demo.posts.find((post) => post.slug === posts.draft)?.status).toBe("draft");
    for (const tag of [posts.someTag, posts.otherTag]) {
      const tagged = publishedPosts().filter((post) => post.tags?.includes(tag));
      expect(tagged.length, tag).toBeGreaterThan(0);
      expect(tagged.length, tag).toBeLessThan(publishedPosts().length);
    }
    expect(demo.videos.length).toBeGreaterThanOrEqual(videos.atLeast);
    expect(demo.videos.filter((video) => video.tag === videos.onlyOneTag)).toHaveLength(1);
  });

  it("languages", () => {
    const { japaneseJob, thaiJob, thaiPost, japanesePost, bilingualCompany } = DEMO.languages;
    for (const expected of [japaneseJob, thaiJob]) {
      const found = demo.jobs.find((item) => item.job.title === expected.title);
      expect(found?.company, expected.title).toBe(expected.company);
      expect(found?.job.language, expected.title).toBe(expected.language);
      expect(publicJobs(), expected.title).toContainEqual(found?.job);
    }
    for (const expected of [thaiPost, japanesePost]) {
      const post = publishedPosts().find((item) => item.slug === expected.slug);
      expect(post?.language, expected.slug).toBe(expected.language);
    }
    expect(isPublished(bilingualCompany.slug)).toBe(true);
    const languages = new Set(
      demo.jobs
        .filter(
          ({ company, job }) => company === bilingualCompany.slug && publicJobs().includes(job),
        )
        .map(({ job }) => job.language),
    );
    expect([...languages].sort()).toEqual([...bilingualCompany.languages].sort());
  });
});

describe("the demo content keeps the search relevance fixture", () => {
  it("names only public jobs, each query (held-out ones too) at least one", () => {
    const titles = new Set(publicJobs().map((job) => job.title));
    for (const query of [...RELEVANCE_QUERIES, ...HELD_OUT_QUERIES]) {
      const label = `${query.language} ${JSON.stringify(query.params)}`;
      expect(query.expect.length, label).toBeGreaterThan(0);
      for (const title of query.expect) expect(titles, label).toContain(title);
    }
  });

  it("has at least ten queries in each of the six languages", () => {
    const perLanguage = Map.groupBy(RELEVANCE_QUERIES, (query) => query.language);
    expect([...perLanguage.keys()].sort()).toEqual(["en", "id", "ja", "ko", "th", "zh"]);
    for (const [language, queries] of perLanguage) {
      expect(queries.length, language).toBeGreaterThanOrEqual(10);
    }
  });
});
