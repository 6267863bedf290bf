import type { I18n, MessageDescriptor } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { perKey } from "#shared/memo.ts";
import type { Job } from "#shared/schemas/jobs.ts";
import { countryName } from "../../i18n/country-names.ts";
import { WORKPLACE_LABELS } from "../../i18n/labels.ts";

import type { Salary } from "./salary-conversion.ts";

// Intl formatters are made on first use, not when the module loads: building one loads locale
// data, about 20 ms of main thread in Chromium, and every page that imports this file paid it
// before hydrating, whether it showed a date or a country or not. The keys are a locale (six of
// them), or a locale and a currency code (three letters, the few a job board uses). Using one
// costs far less than building it: a job list formats a salary per card.
const plainNumber = perKey((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));

const moneyFormat = perKey((key): Intl.NumberFormat => {
  const [locale = "en", currency = ""] = key.split("|");
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "code",
      maximumFractionDigits: 0,
    });
  } catch {
    // An unknown currency code must not break the page: show the plain numbers with the code.
    return plainNumber(locale);
  }
});

function withPeriod(i18n: I18n, range: string, period: Salary["salaryPeriod"]): string {
  switch (period) {
    case "year":
      return t(i18n)`${range} a year`;
    case "month":
      return t(i18n)`${range} a month`;
    case "hour":
      return t(i18n)`${range} an hour`;
    default:
      return range;
  }
}

/** "SGD 6,000 – 8,000 a month", "From SGD 6,000 a month", or null when no salary is given. */
export function formatSalary(i18n: I18n, job: Salary): string | null {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency } = job;
  if (!currency || (min == null && max == null)) return null;
  // Rupees read in English are grouped the Indian way: 18,00,000 is eighteen lakh.
  const numbers = i18n.locale === "en" && currency === "INR" ? "en-IN" : i18n.locale;
  const money = moneyFormat(`${numbers}|${currency}`);
  const plain = plainNumber(numbers);
  const withCode = (value: number) => {
    const text = money.format(value);
    return text.includes(currency) ? text : `${currency} ${text}`;
  };
  let range: string;
  if (min != null && max != null) {
    range = min === max ? withCode(min) : `${withCode(min)} – ${plain.format(max)}`;
  } else if (min != null) {
    const amount = withCode(min);
    range = t(i18n)`From ${amount}`;
  } else {
    const amount = withCode(max!);
    range = t(i18n)`Up to ${amount}`;
  }
  return withPeriod(i18n, range, job.salaryPeriod);
}

// A fixed time zone: the server and the browser must print the same text (hydration). English
// dates are written the British way, "12 March 2026", as they always were.
const dateFormat = perKey(
  (locale) =>
    new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);

/** "12 March 2026", in the page's language. */
export function formatDate(i18n: I18n, iso: string): string {
  return dateFormat(i18n.locale).format(new Date(iso));
}

const relativeFormat = perKey((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));

const DAY = 86_400_000;

/**
 * "today", "yesterday", "3 days ago", "2 weeks ago", in the page's language, measured from
 * `now` (the loader's clock, so the server render and hydration agree).
 */
export function timeAgo(i18n: I18n, iso: string, now: number): string {
  const relative = relativeFormat(i18n.locale);
  const days = Math.max(0, Math.floor((now - new Date(iso).getTime()) / DAY));
  // With numeric "auto", 0 and -1 days are "today" and "yesterday".
  if (days < 14) return relative.format(-days, "day");
  if (days < 60) return relative.format(-Math.floor(days / 7), "week");
  const months = Math.floor(days / 30);
  return months < 24
    ? relative.format(-months, "month")
    : relative.format(-Math.floor(days / 365), "year");
}

/** Days until `iso` from `now`, rounded up; negative once passed. */
export function daysUntil(iso: string, now: number): number {
  return Math.ceil((new Date(iso).getTime() - now) / DAY);
}

/** Where the job is, for a card: the location text, else the country name, else "Remote" etc. */
export function jobPlace(i18n: I18n, job: Pick<Job, "location" | "country" | "workplace">): string {
  return job.location || countryName(i18n, job.country) || i18n._(WORKPLACE_LABELS[job.workplace]);
}

/** A map of label messages as text in one language, for lists that take strings (`optionsOf`). */
export function labelTexts<K extends string>(
  i18n: I18n,
  labels: Record<K, MessageDescriptor>,
): Record<K, string> {
  return Object.fromEntries(
    Object.entries<MessageDescriptor>(labels).map(([key, label]) => [key, i18n._(label)]),
  ) as Record<K, string>;
}
