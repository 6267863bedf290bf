import { readdir, readFile } from "node:fs/promises";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import {
  type BlogPostInput,
  blogPostInput,
  type VideoInput,
  videoInput,
} from "#shared/schemas/blogs.ts";
import { type CompanyInput, companyInput } from "#shared/schemas/companies.ts";
import { type EventInput, eventInput } from "#shared/schemas/events.ts";
import { type JobInput, jobInput } from "#shared/schemas/jobs.ts";
import { zonedWallTimeToIso } from "#shared/time.ts";
import { projectUrl } from "../../lib/server-files.ts";

/*
 * The demo content is data: one Markdown file with YAML front matter per item, in
 * `demo/{companies,jobs,events,posts,videos}/<name>.md`. The front matter holds the item's fields
 * as the admin forms send them; the Markdown body is its long text (a company's, job's or
 * event's description, a post's body); videos have none, so their files are front matter alone.
 * A company's and a post's file name is its slug; a job names its company by slug (`company`).
 *
 * Dates are relative to the moment of loading, so the demo never goes stale:
 * `publishedDaysAgo` (jobs, posts, videos; drafts have none), `expiresInDays` (jobs), and for
 * events `startsInDays`, `startHourLocal` (in the event's time zone) and `durationHours`.
 * Every item is checked with the shared input schema once those are resolved, and a bad file
 * fails the whole load with its name and the field.
 *
 * The front matter is cut off with one pattern and read with `yaml`, a maintained YAML 1.2
 * parser; the front-matter packages (gray-matter, front-matter) wrap an unmaintained js-yaml 3.
 * Files are read at run time from the source tree; only seeding imports this module.
 */
const DEMO_DIRECTORY = projectUrl("src/server/db/seed/demo/");
const DAY = 86_400_000;
const HOUR = 3_600_000;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;
/** A job's company has an id only once seeded: until then its check uses this one. */
const UNSEEDED_COMPANY_ID = "00000000-0000-4000-8000-000000000000";

/** A job and its company's slug: its `companyId` stands in until the company is seeded. */
export type DemoJob = { company: string; job: JobInput };
export type DemoContent = {
  companies: CompanyInput[];
  jobs: DemoJob[];
  events: EventInput[];
  posts: BlogPostInput[];
  videos: VideoInput[];
};

type DemoFile = { path: string; name: string; fields: Record<string, unknown>; body: string };

/** Every file of one kind, in name order. */
async function readKind(directory: URL, kind: string): Promise<DemoFile[]> {
  const folder = new URL(`${kind}/`, directory);
  const names = (await readdir(folder)).filter((name) => name.endsWith(".md")).sort();
  return Promise.all(
    names.map(async (fileName) => {
      const path = `${kind}/${fileName}`;
      const match = FRONT_MATTER.exec(await readFile(new URL(fileName, folder), "utf8"));
      if (!match) throw new Error(`${path}: no front matter between "---" lines`);
      let fields: unknown;
      try {
        fields = parseYaml(match[1]!);
      } catch (error) {
        throw new Error(`${path}: ${error instanceof Error ? error.message : error}`);
      }
      if (!fields || typeof fields !== "object" || Array.isArray(fields)) {
        throw new Error(`${path}: the front matter is not a set of fields`);
      }
      const body = match[2]!.trim();
      return { path, name: fileName.slice(0, -3), fields: fields as DemoFile["fields"], body };
    }),
  );
}

function parseFields<S extends z.ZodType>(schema: S, file: DemoFile, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${file.path}: ${issue.path.join(".") || "(item)"}: ${issue.message}`,
  );
  throw new Error(problems.join("\n"));
}

type Kind<R extends z.ZodObject, S extends z.ZodObject> = {
  /** The relative fields the file may hold instead of absolute ones. */
  relative: R;
  schema: S;
  /** Fields the loader sets (from the file name, the body or the relative fields), never the file. */
  derived: (keyof z.input<S>)[];
  resolve: (relative: z.output<R>, file: DemoFile) => Record<string, unknown>;
};

/** One item: its relative fields resolved, then checked as the admin form's input would be. */
function loadItem<R extends z.ZodObject, S extends z.ZodObject>(
  kind: Kind<R, S>,
  file: DemoFile,
): z.output<S> {
  const relativeKeys = new Set(Object.keys(kind.relative.shape));
  const derived = new Set<string>(kind.derived as string[]);
  for (const key of Object.keys(file.fields)) {
    if (!relativeKeys.has(key) && (derived.has(key) || !(key in kind.schema.shape))) {
      throw new Error(`${file.path}: ${key}: not a field a demo file may set`);
    }
  }
  const relative = parseFields(kind.relative, file, file.fields);
  const absolute = Object.entries(file.fields).filter(([key]) => !relativeKeys.has(key));
  let resolved: Record<string, unknown>;
  try {
    resolved = kind.resolve(relative, file);
  } catch (error) {
    throw new Error(`${file.path}: ${error instanceof Error ? error.message : error}`);
  }
  return parseFields(kind.schema, file, { ...Object.fromEntries(absolute), ...resolved });
}

const days = (label: string) => z.number({ error: `${label} must be a number of days` });

/** Reads, resolves and checks all demo content: the same items at every load, dated from `now`. */
export async function loadDemoContent(
  directory: URL = DEMO_DIRECTORY,
  now: number = Date.now(),
): Promise<DemoContent> {
  const read = (kind: string) => readKind(directory, kind);
  const [companyFiles, jobFiles, eventFiles, postFiles, videoFiles] = await Promise.all(
    ["companies", "jobs", "events", "posts", "videos"].map(read),
  );
  const inDays = (count: number | undefined) =>
    count === undefined ? undefined : new Date(now + count * DAY).toISOString();
  const daysAgo = (count: number | undefined) => inDays(count === undefined ? undefined : -count);

  const companies = companyFiles!.map((file) =>
    loadItem(
      {
        relative: z.object({}),
        schema: companyInput,
        derived: ["slug", "description"],
        resolve: () => ({ slug: file.name, description: file.body }),
      },
      file,
    ),
  );
  const companySlugs = new Set(companies.map((company) => company.slug));

  const jobDates = z.object({
    company: z
      .string({ error: "Name the company by its slug" })
      .refine((slug) => companySlugs.has(slug), "No demo company has this slug"),
    publishedDaysAgo: days("publishedDaysAgo").optional(),
    expiresInDays: days("expiresInDays").optional(),
  });
  const jobs = jobFiles!.map((file) => {
    const job = loadItem(
      {
        relative: jobDates,
        schema: jobInput,
        derived: ["companyId", "description", "publishedAt", "expiresAt"],
        resolve: (dates) => ({
          companyId: UNSEEDED_COMPANY_ID,
          description: file.body,
          publishedAt: daysAgo(dates.publishedDaysAgo),
          expiresAt: inDays(dates.expiresInDays),
        }),
      },
      file,
    );
    return { company: String(file.fields.company), job };
  });

  const events = eventFiles!.map((file) =>
    loadItem(
      {
        relative: z.object({
          startsInDays: days("startsInDays"),
          startHourLocal: z.number().int().min(0).max(23),
          durationHours: z.number().positive(),
        }),
        schema: eventInput,
        derived: ["description", "startsAt", "endsAt"],
        resolve: (when) => {
          const day = new Date(now + when.startsInDays * DAY).toISOString().slice(0, 10);
          const hour = String(when.startHourLocal).padStart(2, "0");
          const startsAt = Date.parse(
            zonedWallTimeToIso(`${day}T${hour}:00`, String(file.fields.timezone)),
          );
          return {
            description: file.body,
            startsAt: new Date(startsAt).toISOString(),
            endsAt: new Date(startsAt + when.durationHours * HOUR).toISOString(),
          };
        },
      },
      file,
    ),
  );

  const published = z.object({ publishedDaysAgo: days("publishedDaysAgo").optional() });
  const posts = postFiles!.map((file) =>
    loadItem(
      {
        relative: published,
        schema: blogPostInput,
        derived: ["slug", "body", "publishedAt"],
        resolve: (dates) => ({
          slug: file.name,
          body: file.body,
          publishedAt: daysAgo(dates.publishedDaysAgo),
        }),
      },
      file,
    ),
  );
  const videos = videoFiles!.map((file) =>
    loadItem(
      {
        relative: published,
        schema: videoInput,
        derived: ["publishedAt"],
        resolve: (dates) => ({ publishedAt: daysAgo(dates.publishedDaysAgo) }),
      },
      file,
    ),
  );
  return { companies, jobs, events, posts, videos };
}
