import {
  COMPANY_SIZES,
  EMPLOYMENT_TYPES,
  INITIATIVE_KEYS,
  type JobCategory,
  type JobStatus,
  WORKPLACES,
} from "../../src/shared/constants.ts";
import {
  CATEGORIES,
  DUTIES,
  INDUSTRIES,
  INTROS,
  MENTORING_LINES,
  NAME_ENDS,
  NAME_KINDS,
  NAME_STARTS,
  PERKS,
  PLACES,
  ROLES,
  SENIORITY,
  SKILLS,
} from "./fake-words.ts";

/**
 * Deterministic fake companies and jobs for load tests, built from word lists so full-text search
 * meets common words, rare words and everything between. The same seed gives the same data.
 */

/** In ~30% of job descriptions (and nowhere else): the "common word" search case. */
export const COMMON_WORD = "mentoring";
/** In ~0.1% of jobs (every 1000th, title or description): the "rare word" search case. */
export const RARE_WORD = "actuarial";

/** mulberry32: tiny, fast and seedable, which Math.random is not. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const pool = [...items];
    const taken: T[] = [];
    for (let n = between(min, Math.min(max, pool.length)); n > 0; n--) {
      taken.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    }
    return taken;
  };
  return { next, pick, between, some };
}
export type Random = ReturnType<typeof createRandom>;

export type FakeCompany = {
  id: string;
  slug: string;
  name: string;
  website: string;
  tagline: string;
  description: string;
  industry: string;
  size: string;
  headquarters: string;
  initiatives: string[];
  featured: boolean;
  published: boolean;
};

export function fakeCompany(random: Random, index: number): FakeCompany {
  const start = NAME_STARTS[index % NAME_STARTS.length]!;
  const end = NAME_ENDS[Math.floor(index / NAME_STARTS.length) % NAME_ENDS.length]!;
  const kind = NAME_KINDS[Math.floor(index / (NAME_STARTS.length * NAME_ENDS.length)) % 20]!;
  const name = `${start}${end} ${kind}`;
  const slug = `${name.toLowerCase().replaceAll(" ", "-")}-${index}`;
  const city = random.pick(PLACES)[0];
  return {
    id: crypto.randomUUID(),
    slug,
    name,
    website: `https://${slug}.example`,
    tagline: `${random.pick(INDUSTRIES)} people in ${city} and across the region.`,
    description: `${name} works from ${city}. ${random.pick(DUTIES)}. ${random.pick(PERKS)}.`,
    industry: random.pick(INDUSTRIES),
    size: random.pick(COMPANY_SIZES),
    headquarters: city,
    initiatives: random.some(INITIATIVE_KEYS, 3, 9),
    featured: random.next() < 0.05,
    // A few unpublished companies: their jobs must stay hidden even when published.
    published: random.next() >= 0.03,
  };
}

export type FakeJob = {
  title: string;
  companyId: string;
  location: string;
  country: string;
  workplace: string;
  employmentType: string;
  category: JobCategory;
  description: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: string | null;
  applyUrl: string;
  status: JobStatus;
  publishedAt: Date | null;
  expiresAt: Date | null;
  featured: boolean;
  createdAt: Date;
  updatedAt: Date;
};

const DAY = 86_400_000;

/** Most jobs published and live; some drafts, closed, expired and scheduled ones. */
export function fakeJob(random: Random, index: number, company: FakeCompany, now: number): FakeJob {
  const rare = index % 1000 === 7;
  const category: JobCategory = rare ? "finance" : random.pick(CATEGORIES);
  const role = rare && index % 2000 === 7 ? "Actuarial Analyst" : random.pick(ROLES[category]);
  const title = `${random.pick(SENIORITY)}${role}`;
  const [city, country, currency] = random.pick(PLACES);
  const fill = (text: string) =>
    text.replace("{role}", title).replace("{city}", city).replace("{company}", company.name);
  const intro = [fill(random.pick(INTROS))];
  if (random.next() < 0.3) intro.push(random.pick(MENTORING_LINES));
  if (rare && !title.includes("Actuarial")) intro.push("You will work with our actuarial team.");
  const bullets = (items: string[]) => items.map((item) => `- ${item}`).join("\n");
  const description = [
    intro.join(" "),
    "## What you'll do",
    bullets(random.some(DUTIES, 4, 6)),
    "## What you'll bring",
    bullets(random.some(SKILLS, 4, 6)),
    `**Benefits:** ${random.some(PERKS, 2, 4).join(", ")}.`,
  ].join("\n\n");

  const roll = random.next();
  const status: JobStatus = roll < 0.07 ? "draft" : roll < 0.12 ? "closed" : "published";
  const createdAt = new Date(now - random.between(1, 365) * DAY - random.between(0, DAY));
  let publishedAt: Date | null =
    status === "draft" ? null : new Date(createdAt.getTime() + random.between(0, 2) * DAY);
  // 1% scheduled for the future: published, but not live yet.
  if (status === "published" && random.next() < 0.01)
    publishedAt = new Date(now + random.between(1, 30) * DAY);
  const expiry = random.next();
  // ~5% expired, ~60% expiring in the future, the rest open-ended.
  const expiresAt =
    expiry < 0.05
      ? new Date(now - random.between(1, 60) * DAY)
      : expiry < 0.65
        ? new Date(now + random.between(1, 90) * DAY)
        : null;
  const paid = random.next() < 0.7;
  const salaryMin = paid ? random.between(30, 150) * 1000 : null;
  return {
    title,
    companyId: company.id,
    location: city,
    country,
    workplace: random.pick(WORKPLACES),
    employmentType: random.pick(EMPLOYMENT_TYPES),
    category,
    description,
    salaryMin,
    salaryMax: salaryMin === null ? null : salaryMin + random.between(5, 60) * 1000,
    salaryCurrency: paid ? currency : null,
    salaryPeriod: paid ? "year" : null,
    applyUrl: `${company.website}/jobs/${index}`,
    status,
    publishedAt,
    expiresAt,
    featured: random.next() < 0.02,
    createdAt,
    updatedAt: new Date(Math.max(createdAt.getTime(), Math.min(now, publishedAt?.getTime() ?? 0))),
  };
}

/**
 * Distinct search queries over the generated vocabulary (every word of 4+ letters in the word
 * lists, the common and rare words excluded), each on pages 1–3: too many for the app's cache
 * to hold at once when taken in turn, so they measure searches the cache does not answer.
 *
 * In an order shuffled once (the same every run), as visitors' searches come: the word lists put
 * the job titles first, the dearest searches, and sent in that order they arrived as a burst of
 * the dearest searches every two seconds, which raised the 99th percentile 1.6–2.3 times at the
 * same rate (docs/PERFORMANCE.md).
 */
export function searchQueries(count: number): string[] {
  const text = [...Object.values(ROLES).flat(), ...DUTIES, ...SKILLS, ...PERKS, ...INDUSTRIES];
  const words = new Set(
    text
      .join(" ")
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 4 && word !== COMMON_WORD && word !== RARE_WORD),
  );
  const queries = [1, 2, 3].flatMap((page) =>
    [...words].map((word) => `q=${word}${page > 1 ? `&page=${page}` : ""}`),
  );
  return createRandom(20_261_129).some(queries.slice(0, count), count, count);
}
