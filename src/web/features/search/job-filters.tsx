import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { POSTED_WITHIN_DAYS } from "#shared/constants.ts";
import { type Options, SelectOptions } from "../../components/forms/select-options.tsx";
import {
  CHOICE_FILTERS,
  type ChoiceFilter,
  defaultSort,
  type JobFilterValues,
  jobsHref,
  SALARY_CURRENCY_DEFAULT,
  SALARY_PERIOD_DEFAULT,
} from "../../components/jobs/job-search.ts";
import { POSTED_LABELS } from "../../i18n/labels.ts";
import { contentLanguageOptions } from "../../i18n/language-names.ts";
import { ChoiceMenu } from "./choice-menu.tsx";
import { SalaryFilter } from "./salary-filter.tsx";
import { fieldClass, labelClass, SearchField } from "./search-field.tsx";
import { SearchButton, SearchForm, useSearchNavigation } from "./search-form.tsx";
import { useOnChange } from "./use-on-change.ts";
import { useTypedBeforeHydration } from "./use-typed-before-hydration.ts";

type JobFiltersProps = {
  /** What the URL says now; the form follows it (back button, links that change filters). */
  values: JobFilterValues;
  /** How many filters are in force, on the button that opens them on a phone. */
  applied: number;
  companies: ReadonlyArray<{ slug: string; name: string }>;
  /** The currencies a salary floor can be given in. */
  currencies: readonly string[];
  busy: boolean;
};

/** The lists; they apply at once when picked, not while someone browses them by keyboard. */
const LISTS = ["posted", "company", "language", "currency", "period", "sort"] as const;
type ListName = (typeof LISTS)[number];

/** What a list shows when the URL says nothing: its default, not an empty choice. */
const listValue = (values: JobFilterValues, name: ListName) => {
  switch (name) {
    case "sort":
      return values.sort || defaultSort(values.q);
    case "currency":
      return values.currency || SALARY_CURRENCY_DEFAULT;
    case "period":
      return values.period || SALARY_PERIOD_DEFAULT;
    default:
      return values[name];
  }
};

/** The text boxes; what they hold applies with Enter or the Search button. */
const TEXT_FIELDS = [
  {
    name: "q",
    label: msg`Keywords`,
    type: "search",
    placeholder: msg`Job title, skill or company`,
    maxLength: 200,
  },
  {
    name: "location",
    label: msg`Location`,
    type: "text",
    placeholder: msg`City or country`,
    maxLength: 120,
  },
] as const;
type TextName = (typeof TEXT_FIELDS)[number]["name"] | "salary";
const TEXT_NAMES: TextName[] = [...TEXT_FIELDS.map((field) => field.name), "salary"];

/**
 * A GET form: without JavaScript the browser submits it to /jobs as usual; with JavaScript it
 * becomes a client-side navigation to a clean URL (no empty parameters), so the results are
 * shareable and the back button walks through earlier searches, one entry per search.
 *
 * A choice picked from a list (with a pointer, or Enter in its open menu) applies at once. But
 * Chromium and Firefox also change a closed list's value on every arrow key or typed letter,
 * firing `change` as part of the key press: that is someone looking through the options, so it
 * only marks the form as changed, and Enter (or the Search button) applies it.
 */
export function JobFilters({ values, applied, companies, currencies, busy }: JobFiltersProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const navigate = useSearchNavigation();
  const [draft, setDraft] = useState(values);
  // True from a key press on a list until the end of that task: the `change` it fires comes
  // within it (a timer, not a microtask, which would run before the key's default action).
  const keyPressed = useRef(false);

  // The URL changed: show what it says.
  useOnChange(jobsHref(values), () => setDraft(values));
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) =>
    setDraft((current) => {
      const next = { ...current };
      for (const name of TEXT_NAMES) next[name] = typed[name] ?? next[name];
      return next;
    }),
  );

  // A list changed by keyboard and not applied yet (a currency or period only with an amount).
  const pending = LISTS.some(
    (name) =>
      listValue({ ...draft, q: values.q }, name) !== listValue(values, name) &&
      (draft.salary !== "" || (name !== "currency" && name !== "period")),
  );

  // The form stays where it is on screen while the results below it change.
  const go = (next: JobFilterValues) => navigate(jobsHref(next), { preventScrollReset: true });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // New words may be corrected again; the same words keep being searched as typed.
    go({
      ...draft,
      salary: draft.salary.trim(),
      exact: draft.q.trim() === values.q ? draft.exact : "",
    });
  };

  const choose = (name: ListName) => (event: { target: { value: string } }) => {
    const next = { ...draft, [name]: event.target.value };
    setDraft(next);
    // A currency or period without an amount changes no results: it waits for the amount.
    if (!keyPressed.current && jobsHref(next) !== jobsHref(values)) go(next);
  };
  const onListKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    keyPressed.current = true;
    setTimeout(() => {
      keyPressed.current = false;
    }, 0);
    // Enter on a closed list would do nothing: here it applies what the arrow keys chose.
    if (event.key === "Enter" && pending) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };
  const type = (name: TextName) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  // A tick applies at once.
  const toggle = (name: ChoiceFilter) => (value: string, on: boolean) => {
    const others = draft[name].filter((other) => other !== value);
    const next = { ...draft, [name]: on ? [...others, value] : others };
    setDraft(next);
    go(next);
  };
  const choices = (name: ChoiceFilter, label: string, none: string) => {
    const { values: offered, labels } = CHOICE_FILTERS[name];
    return (
      <ChoiceMenu
        name={name}
        label={label}
        none={none}
        options={offered.map((value) => ({ value, label: i18n._(labels[value]!) }))}
        chosen={draft[name]}
        onToggle={toggle(name)}
      />
    );
  };

  const listProps = (name: ListName) => ({
    name,
    value: listValue(draft, name),
    onChange: choose(name),
    onKeyDown: onListKeyDown,
    "aria-describedby": `${id}-pending`,
    className: fieldClass,
  });

  const select = (
    name: Exclude<ListName, "sort">,
    label: string,
    all: string,
    options: Options,
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`${id}-${name}`} {...listProps(name)}>
        <SelectOptions empty={all} options={options} />
      </select>
    </div>
  );

  return (
    <SearchForm
      label={t`Search jobs`}
      action="/jobs"
      onSubmit={onSubmit}
      className="rounded-xl border border-gray-200 bg-brand-50 p-4 sm:p-5"
      formRef={form}
    >
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-end">
        {TEXT_FIELDS.map((field) => (
          <SearchField
            key={field.name}
            {...field}
            label={i18n._(field.label)}
            placeholder={i18n._(field.placeholder)}
            id={`${id}-${field.name}`}
            value={draft[field.name]}
            onChange={type(field.name)}
          />
        ))}
        <SearchButton>{busy ? t`Searching…` : t`Search`}</SearchButton>
      </div>
      {/* On a phone the filters fold behind one button, so the first results show on the first
          screen; from lg on they are always out (the button is hidden, the content shown). */}
      <details className="group/filters mt-4 lg:details-content:[content-visibility:visible]">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-brand-700 bg-white px-4 font-semibold text-brand-800 lg:hidden [&::-webkit-details-marker]:hidden">
          {applied > 0 ? t`Filters (${applied})` : t`Filters`}
          <span aria-hidden="true" className="group-open/filters:rotate-180">
            ▾
          </span>
        </summary>
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:mt-0 lg:grid-cols-4">
          {choices("workplace", t`Workplace`, t`Any workplace`)}
          {choices("type", t`Job type`, t`All job types`)}
          {choices("category", t`Category`, t`All categories`)}
          {choices(
            "initiative",
            t({
              message: "Company benefits",
              comment: "Filter: jobs at companies with these initiatives",
            }),
            t`Any benefits`,
          )}
          {select(
            "posted",
            t({ message: "Posted", comment: "Filter: how recently a job was published" }),
            t`Any time`,
            POSTED_WITHIN_DAYS.map((value) => ({ value, label: i18n._(POSTED_LABELS[value]) })),
          )}
          {select(
            "company",
            t`Company`,
            t`All companies`,
            companies.map((company) => ({ value: company.slug, label: company.name })),
          )}
          {select(
            "language",
            t({ message: "Language", comment: "The language a job advert is written in" }),
            t`Any language`,
            contentLanguageOptions(i18n.locale),
          )}
          <div className="lg:col-span-1">
            <label htmlFor={`${id}-sort`} className={labelClass}>
              <Trans>Sort by</Trans>
            </label>
            <select id={`${id}-sort`} {...listProps("sort")}>
              {values.q ? <option value="relevance">{t`Best match`}</option> : null}
              <option value="newest">{t`Newest first`}</option>
              <option value="oldest">{t`Oldest first`}</option>
              <option value="salary">{t`Highest salary`}</option>
            </select>
          </div>
          <SalaryFilter
            id={id}
            amount={draft.salary}
            onAmount={type("salary")}
            currencies={currencies}
            list={listProps}
          />
        </div>
      </details>
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p
        id={`${id}-pending`}
        role="status"
        className="mt-3 text-sm font-semibold text-brand-800 empty:hidden"
        data-testid="filters-pending"
      >
        {pending ? t`Not applied yet: press Enter or Search to update the results.` : ""}
      </p>
    </SearchForm>
  );
}
