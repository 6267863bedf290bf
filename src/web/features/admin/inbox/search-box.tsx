import { useId } from "react";

type SearchBoxProps = {
  value: string;
  hint: string;
  onSearch: (q: string) => void;
};

/** The search form of the admin lists: submit to search, an empty search shows everything. */
export function SearchBox({ value, hint, onSearch }: SearchBoxProps) {
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
            aria-describedby={hintId}
            className="mt-1 rounded-md border border-gray-400 px-3 py-2 font-normal"
          />
        </label>
        <button
          type="submit"
          className="rounded-full border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700"
        >
          Search
        </button>
        <p id={hintId} className="basis-full text-sm text-muted">
          {hint}
        </p>
      </form>
    </search>
  );
}
