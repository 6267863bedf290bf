import type { EmploymentType, JobCategory, Workplace } from "#shared/constants.ts";
import type { Job } from "#shared/schemas/jobs.ts";

export const CATEGORY_LABELS: Record<JobCategory, string> = {
  technology: "Technology",
  healthcare: "Healthcare",
  finance: "Finance",
  marketing: "Marketing",
  sales: "Sales",
  operations: "Operations",
  design: "Design",
  education: "Education",
  other: "Other",
};

export const TYPE_LABELS: Record<EmploymentType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  internship: "Internship",
  temporary: "Temporary",
};

export const WORKPLACE_LABELS: Record<Workplace, string> = {
  onsite: "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
};

const PERIOD_WORDS = { year: "a year", month: "a month", hour: "an hour" } as const;

type Salary = Pick<Job, "salaryMin" | "salaryMax" | "salaryCurrency" | "salaryPeriod">;

// Building an Intl.NumberFormat costs far more than using one (a job list formats a salary per
// card), so one is kept per currency code (three letters, so the map stays small).
const moneyFormats = new Map<string, Intl.NumberFormat>();
const plainNumber = lazily(() => new Intl.NumberFormat("en", { maximumFractionDigits: 0 }));

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat("en", {
        style: "currency",
        currency,
        currencyDisplay: "code",
        maximumFractionDigits: 0,
      });
    } catch {
      // An unknown currency code must not break the page: show the plain numbers with the code.
      format = plainNumber();
    }
    moneyFormats.set(currency, format);
  }
  return format;
}

/** "SGD 6,000 – 8,000 a month", "From SGD 6,000 a month", or null when no salary is given. */
export function formatSalary(job: Salary): string | null {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency } = job;
  if (!currency || (min == null && max == null)) return null;
  const money = moneyFormat(currency);
  const plain = plainNumber();
  const withCode = (value: number) => {
    const text = money.format(value);
    return text.includes(currency) ? text : `${currency} ${text}`;
  };
  let range: string;
  if (min != null && max != null) {
    range = min === max ? withCode(min) : `${withCode(min)} – ${plain.format(max)}`;
  } else if (min != null) {
    range = `From ${withCode(min)}`;
  } else {
    range = `Up to ${withCode(max!)}`;
  }
  return job.salaryPeriod ? `${range} ${PERIOD_WORDS[job.salaryPeriod]}` : range;
}

/**
 * Made on first use, not when the module loads: building Intl formatters loads locale data, about
 * 20 ms of main thread in Chromium, and every page that imports this file paid it before
 * hydrating, whether it showed a date or a country or not.
 */
function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

// A fixed time zone and locale: the server and the browser must print the same text (hydration).
const dateFormat = lazily(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);

/** "12 March 2026". */
export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso));
}

const DAY = 86_400_000;

/**
 * "today", "yesterday", "3 days ago", "2 weeks ago", measured from `now` (the loader's clock,
 * so the server render and hydration agree).
 */
export function timeAgo(iso: string, now: number): string {
  const days = Math.max(0, Math.floor((now - new Date(iso).getTime()) / DAY));
  if (days === 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 14) return `${days} days ago`;
  if (days < 60) return `${Math.floor(days / 7)} weeks ago`;
  const months = Math.floor(days / 30);
  return months < 24 ? `${months} months ago` : `${Math.floor(days / 365)} years ago`;
}

/** Days until `iso` from `now`, rounded up; negative once passed. */
export function daysUntil(iso: string, now: number): number {
  return Math.ceil((new Date(iso).getTime() - now) / DAY);
}

const regionNames = lazily(() => new Intl.DisplayNames(["en"], { type: "region" }));

/** "Singapore" for "SG"; the code itself when the name is unknown. */
export function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return regionNames().of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where the job is, for a card: the location text, else the country name, else "Remote" etc. */
export function jobPlace(job: Pick<Job, "location" | "country" | "workplace">): string {
  return job.location || countryName(job.country) || WORKPLACE_LABELS[job.workplace];
}
