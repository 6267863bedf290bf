import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId } from "react";
import { useNavigate } from "react-router";
import { JOB_CATEGORIES } from "#shared/constants.ts";
import { jobsHref } from "../../components/jobs/job-search.ts";
import { CATEGORY_LABELS } from "../../i18n/labels.ts";
import { useLocalize } from "../../i18n/locale-provider.tsx";
import { SearchForm } from "./search-form.tsx";

/**
 * A real GET form to /jobs: it works without JavaScript; with it, empty fields are left out of
 * the URL (/jobs?category=finance rather than /jobs?q=&category=finance).
 */
export function HeroSearch() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const localize = useLocalize();
  const queryId = useId();
  const categoryId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    navigate(localize(jobsHref({ q: text("q"), category: [text("category")] })));
  }

  return (
    <SearchForm
      label={t`Search jobs`}
      action="/jobs"
      onSubmit={onSubmit}
      className="mt-8 grid gap-3 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-gray-200 sm:grid-cols-[1fr_13rem_auto]"
    >
      <div>
        <label htmlFor={queryId} className="sr-only">
          <Trans>Job title, skill or company</Trans>
        </label>
        <input
          id={queryId}
          name="q"
          type="search"
          maxLength={200}
          placeholder={t`Search for Jobs...`}
          className="h-12 w-full rounded-lg border border-gray-300 px-4 text-ink placeholder:text-muted"
        />
      </div>
      <div>
        <label htmlFor={categoryId} className="sr-only">
          <Trans>Category</Trans>
        </label>
        <select
          id={categoryId}
          name="category"
          defaultValue=""
          className="h-12 w-full rounded-lg border border-gray-300 bg-white px-3 text-ink"
        >
          <option value="">{t`All Categories`}</option>
          {JOB_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {i18n._(CATEGORY_LABELS[category])}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="h-12 rounded-lg bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800"
      >
        <Trans>Search</Trans>
      </button>
    </SearchForm>
  );
}
