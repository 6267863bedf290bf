import { useEffect, useId, useState } from "react";
import { countOf } from "#shared/plural.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { Company } from "#shared/schemas/companies.ts";
import { type ControlProps, SelectInput } from "../../components/admin/form-fields.tsx";
import { LoadFailure } from "../../components/admin/load-failure.tsx";
import { useApiQuery } from "./use-api.ts";

const PAGE = 100;

function countHint(total: number, q: string): string {
  if (!q) {
    const companies = countOf(total, { one: "company", other: "companies" });
    return `${companies}; the first ${PAGE} by name are listed, search to find others.`;
  }
  const matches = countOf(total, { one: "match", other: "matches" });
  return total > PAGE ? `${matches}, showing the first ${PAGE}.` : `${matches}.`;
}

type CompanyPickerProps = ControlProps<string> & {
  /** The job's own company, so it stays choosable when a search or the first page leaves it out. */
  current?: { id: string; name: string } | null;
};

/**
 * Every company, by name, in one select; unpublished ones are marked because their jobs stay
 * hidden from the site. Past one page a search box narrows the list through the API's `q`.
 */
export function CompanyPicker({
  name,
  value,
  onChange,
  onBlur,
  error,
  current,
}: CompanyPickerProps) {
  const searchId = useId();
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [manyCompanies, setManyCompanies] = useState(false);

  // Waits for a pause in typing so every keystroke does not fetch.
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const query = new URLSearchParams({ pageSize: String(PAGE), sort: "name" });
  if (q) query.set("q", q);
  const {
    data,
    error: loadError,
    loading,
    reload,
  } = useApiQuery<Paginated<Company>>(`/companies?${query}`);
  // Names seen in earlier answers, so a company chosen from a search keeps its name afterwards.
  const [seen, setSeen] = useState<Record<string, string>>({});
  const options = (data?.items ?? []).map((company) => ({
    value: company.id,
    label: company.published ? company.name : `${company.name} (unpublished)`,
  }));
  useEffect(() => {
    if (!data) return;
    if (!q && data.total > PAGE) setManyCompanies(true);
    setSeen((names) => {
      const next = { ...names };
      for (const company of data.items) {
        next[company.id] = company.published ? company.name : `${company.name} (unpublished)`;
      }
      return next;
    });
  }, [data, q]);

  if (value && !options.some((option) => option.value === value)) {
    const name = seen[value] ?? (current?.id === value ? current.name : "Current company");
    options.unshift({ value, label: name });
  }

  return (
    <div className="space-y-2">
      {manyCompanies ? (
        <div>
          <label htmlFor={searchId} className="block text-sm font-semibold">
            Find a company
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2"
          />
        </div>
      ) : null}
      <SelectInput
        label="Company"
        name={name}
        value={value}
        required
        error={error}
        hint={manyCompanies && data && !loadError ? countHint(data.total, q) : undefined}
        aria-busy={loading || undefined}
        empty={loading && !data ? "Loading companies…" : "Choose a company"}
        options={options}
        onChange={onChange}
        onBlur={onBlur}
      />
      {loadError ? (
        <LoadFailure
          what="the companies"
          error={loadError}
          onRetry={reload}
          className="text-sm text-red-700"
        />
      ) : null}
    </div>
  );
}
