import { type ReactNode, useId } from "react";

type SearchBoxProps = {
  value: string;
  /** What the search looks in, said under the form and read with the box. */
  hint?: string;
  onSearch: (q: string) => void;
  /** Filters beside the box, applied as they change rather than on submit. */
  children?: ReactNode;
};

/** The search form of the admin lists: submit to search, an empty search shows everything. */
export function SearchBox({ value, hint, onSearch, children }: SearchBoxProps) {
  const hintId = useId();
  return (
    <search>
      <form
        className="mt-6 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(String(new FormData(event.currentTarget).get("q") ?? "").trim());
        }}
      >
        <label className="flex flex-col text-sm font-semibold">
          Search
          <input
            name="q"
            type="search"
            defaultValue={value}
            aria-describedby={hint ? hintId : undefined}
            className="mt-1 rounded-md border border-gray-400 px-3 py-2 font-normal"
          />
        </label>
        {children}
        <button
          type="submit"
          className="rounded-full border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700"
        >
          Search
        </button>
        {hint ? (
          <p id={hintId} className="basis-full text-sm text-muted">
            {hint}
          </p>
        ) : null}
      </form>
    </search>
  );
}
