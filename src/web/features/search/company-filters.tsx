import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useRef, useState } from "react";
import { INITIATIVES } from "#shared/constants.ts";
import {
  type CompanyFilterValues,
  companiesHref,
} from "../../components/companies/company-search.ts";
import { InitiativeIcon } from "../../components/companies/initiative-icon.tsx";
import { INITIATIVE_LABELS } from "../../i18n/labels.ts";
import { Link } from "../../i18n/link.tsx";
import { SearchField } from "./search-field.tsx";
import { SearchButton, SearchForm, useSearchNavigation } from "./search-form.tsx";
import { useOnChange } from "./use-on-change.ts";
import { useTypedBeforeHydration } from "./use-typed-before-hydration.ts";

/**
 * Name search (a GET form that becomes a client-side navigation) and the 12 initiatives as
 * links: each chip is a shareable URL and works without JavaScript.
 */
export function CompanyFilters({ values }: { values: CompanyFilterValues }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const go = useSearchNavigation();
  const [q, setQ] = useState(values.q);
  // The URL changed (back button, a chip): show its search.
  useOnChange(values.q, () => setQ(values.q));
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    if (typed.q !== undefined) setQ(typed.q);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(companiesHref({ ...values, q }));
  };

  const chip = (active: boolean) =>
    `inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium ${
      active
        ? "border-brand-700 bg-brand-700 text-white"
        : "border-gray-300 bg-white text-ink hover:border-brand-700 hover:text-brand-800"
    }`;

  return (
    <div className="rounded-xl border border-gray-200 bg-brand-50 p-4 sm:p-5">
      <SearchForm
        label={t`Search companies`}
        action="/companies"
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        formRef={form}
      >
        <SearchField
          className="flex-1"
          id={`${id}-q`}
          label={t`Company name`}
          type="search"
          name="q"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          maxLength={200}
          placeholder={t`Search by name or tagline`}
        />
        {values.initiative ? (
          <input type="hidden" name="initiative" value={values.initiative} />
        ) : null}
        <SearchButton>
          <Trans>Search</Trans>
        </SearchButton>
      </SearchForm>
      <div className="mt-4">
        <p className="text-sm font-semibold" id={`${id}-initiatives`}>
          <Trans>Filter by initiative</Trans>
        </p>
        <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby={`${id}-initiatives`}>
          <li>
            <Link
              to={companiesHref({ q: values.q, initiative: "" })}
              aria-current={values.initiative ? undefined : "true"}
              className={chip(!values.initiative)}
            >
              <Trans>All initiatives</Trans>
            </Link>
          </li>
          {INITIATIVES.map((initiative) => {
            const active = values.initiative === initiative.key;
            return (
              <li key={initiative.key}>
                <Link
                  to={companiesHref({ q: values.q, initiative: initiative.key })}
                  aria-current={active ? "true" : undefined}
                  className={chip(active)}
                  data-initiative={initiative.key}
                >
                  <InitiativeIcon initiative={initiative.key} className="h-4 w-4" />
                  {i18n._(INITIATIVE_LABELS[initiative.key])}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
