import type { EmploymentType, JobCategory, Workplace } from "#shared/constants.ts";
import { countOf, plural } from "#shared/plural.ts";
import { CATEGORY_LABELS, TYPE_LABELS, WORKPLACE_LABELS } from "./job-format.ts";
import type { JobFilterValues } from "./job-search.ts";

export const ALL_JOBS_TITLE = "Jobs at Companies that Care";

/** "Engineer jobs in Singapore", "Remote design jobs at Orchidwave", "Hybrid analyst jobs", or the plain list title. */
export function searchTitle(
  filters: JobFilterValues,
  companies: ReadonlyArray<{ slug: string; name: string }>,
): string {
  const what = filters.q || CATEGORY_LABELS[filters.category as JobCategory] || "";
  const words = [
    WORKPLACE_LABELS[filters.workplace as Workplace]?.toLowerCase() ?? "",
    TYPE_LABELS[filters.type as EmploymentType]?.toLowerCase() ?? "",
    what,
    "jobs",
  ]
    .filter(Boolean)
    .join(" ");
  const company = companies.find((item) => item.slug === filters.company)?.name;
  const title = `${words}${company ? ` at ${company}` : ""}${filters.location ? ` in ${filters.location}` : ""}`;
  if (title === "jobs") return ALL_JOBS_TITLE;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** "1 job", "40 jobs", or "1,000+ jobs" when a search found more than it returns. */
export function jobCountLabel(total: number, capped: boolean): string {
  if (capped) return `${total.toLocaleString("en")}+ ${plural(total, JOBS)}`;
  return countOf(total, JOBS);
}

const JOBS = { one: "job", other: "jobs" };
