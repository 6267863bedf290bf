import type { MessageDescriptor } from "@lingui/core";
import {
  EMPLOYMENT_TYPES,
  INITIATIVE_KEYS,
  JOB_CATEGORIES,
  WORKPLACES,
} from "#shared/constants.ts";
import {
  CATEGORY_LABELS,
  INITIATIVE_LABELS,
  TYPE_LABELS,
  WORKPLACE_LABELS,
} from "../../i18n/labels.ts";
import { listHref } from "../../lib/list-href.ts";

type Choices = { values: readonly string[]; labels: Record<string, MessageDescriptor> };

export type ChoiceFilter = "workplace" | "type" | "category" | "initiative";

/** The filters of several values: what each offers, in order, and the words for its values. */
export const CHOICE_FILTERS: Record<ChoiceFilter, Choices> = {
  workplace: { values: WORKPLACES, labels: WORKPLACE_LABELS },
  type: { values: EMPLOYMENT_TYPES, labels: TYPE_LABELS },
  category: { values: JOB_CATEGORIES, labels: CATEGORY_LABELS },
  initiative: { values: INITIATIVE_KEYS, labels: INITIATIVE_LABELS },
};

export type JobFilterValues = {
  q: string;
  location: string;
  /** Filters of several values: a job matches any one (initiatives: the company has all). */
  category: string[];
  type: string[];
  workplace: string[];
  initiative: string[];
  /** Published within this many days: "1", "7" or "30". */
  posted: string;
  company: string;
  /** The language the job is written in (BCP 47). */
  language: string;
  /** "Salary at least": a whole amount, in `currency` (USD unless given) per `period` (year). */
  salary: string;
  currency: string;
  period: string;
  sort: string;
  /** "1": the words as typed, without correcting mistyped ones. Only with words. */
  exact: string;
};

/** What "salary at least" is in when the URL says nothing else. */
export const SALARY_CURRENCY_DEFAULT = "USD";
export const SALARY_PERIOD_DEFAULT = "year";

/** The sort the list uses when the URL names none: relevance only makes sense with words. */
export const defaultSort = (q: string) => (q ? "relevance" : "newest");

/** The URL for a set of filter values: empty values and the default sort are left out. */
export function jobsHref(values: Partial<JobFilterValues>, page?: number): string {
  const q = values.q?.trim() ?? "";
  // The default sort, and "relevance" without words to rank by, add nothing to the URL.
  const sort =
    values.sort && values.sort !== defaultSort(q) && (q || values.sort !== "relevance")
      ? values.sort
      : "";
  return listHref("/jobs", {
    q,
    location: values.location,
    category: values.category,
    type: values.type,
    workplace: values.workplace,
    initiative: values.initiative,
    posted: values.posted,
    company: values.company,
    language: values.language,
    // The currency and period belong to the amount; each default adds nothing.
    ...(values.salary
      ? {
          salary: values.salary,
          currency: values.currency === SALARY_CURRENCY_DEFAULT ? "" : values.currency,
          period: values.period === SALARY_PERIOD_DEFAULT ? "" : values.period,
        }
      : {}),
    sort,
    exact: q && values.exact ? "1" : "",
    page,
  });
}
