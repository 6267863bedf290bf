import { listHref } from "../../lib/list-href.ts";

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
  sort: string;
  /** "1": the words as typed, without correcting mistyped ones. Only with words. */
  exact: string;
};

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
    sort,
    exact: q && values.exact ? "1" : "",
    page,
  });
}
