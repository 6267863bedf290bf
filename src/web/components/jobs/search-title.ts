import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
import { perKey } from "#shared/memo.ts";
import { CATEGORY_LABELS, TYPE_LABELS, WORKPLACE_LABELS } from "../../i18n/labels.ts";
import type { JobFilterValues } from "./job-search.ts";

export const ALL_JOBS_TITLE = msg`Jobs at Companies that Care`;

const eitherOr = perKey((locale) => new Intl.ListFormat(locale, { type: "disjunction" }));

/** The labels of the values a filter holds, as the reader says them: "remote or hybrid". */
function anyOfLabels(i18n: I18n, labels: Record<string, MessageDescriptor>, values: string[]) {
  const known = values.flatMap((value) => (labels[value] ? [i18n._(labels[value])] : []));
  return known.length > 0 ? eitherOr(i18n.locale).format(known) : "";
}

/** "Engineer jobs in Singapore", "Remote or hybrid design jobs at Orchidwave", or the plain list title. */
export function searchTitle(
  i18n: I18n,
  filters: JobFilterValues,
  companies: ReadonlyArray<{ slug: string; name: string }>,
): string {
  const lower = (text: string) => text.toLocaleLowerCase(i18n.locale);
  const kind = [
    lower(anyOfLabels(i18n, WORKPLACE_LABELS, filters.workplace)),
    lower(anyOfLabels(i18n, TYPE_LABELS, filters.type)),
    filters.q || anyOfLabels(i18n, CATEGORY_LABELS, filters.category),
  ]
    .filter(Boolean)
    .join(" ");
  const company = companies.find((item) => item.slug === filters.company)?.name;
  const location = filters.location;
  if (!kind && !company && !location) return i18n._(ALL_JOBS_TITLE);
  let title = kind
    ? t(i18n)({
        message: `${kind} jobs`,
        comment: "A job search's title; kind is e.g. “remote full-time Design” or the search words",
      })
    : t(i18n)({
        message: "Jobs",
        comment: "A job search's title, before “at company”, “in place”",
      });
  if (company)
    title = t(i18n)({
      message: `${title} at ${company}`,
      comment: "A job search's title: “Design jobs at Orchidwave”",
    });
  if (location)
    title = t(i18n)({
      message: `${title} in ${location}`,
      comment: "A job search's title: “Design jobs in Singapore”",
    });
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** "1 job", "40 jobs", or "1,000+ jobs" when a search found more than it returns. */
export function jobCountLabel(i18n: I18n, total: number, capped: boolean): string {
  if (capped) return t(i18n)`${plural(total, { one: "#+ job", other: "#+ jobs" })}`;
  return t(i18n)`${plural(total, { one: "# job", other: "# jobs" })}`;
}
