export type MessageFilter = "new" | "handled" | "all";

export const MESSAGE_FILTERS: ReadonlyArray<{ value: MessageFilter; label: string }> = [
  { value: "new", label: "New" },
  { value: "handled", label: "Handled" },
  { value: "all", label: "All" },
];

/** The inbox opens on what still needs an answer; anything else in the URL is read as that. */
export function parseMessageFilter(value: string | null): MessageFilter {
  return value === "handled" || value === "all" ? value : "new";
}

type StatusFilterProps = {
  value: MessageFilter;
  newCount: number | null;
  onChange: (value: MessageFilter) => void;
};

/** New / Handled / All as a row of toggle buttons; the pressed one is the current view. */
export function StatusFilter({ value, newCount, onChange }: StatusFilterProps) {
  return (
    <fieldset className="mt-6 flex flex-wrap items-center gap-2">
      <legend className="sr-only">Show messages</legend>
      {MESSAGE_FILTERS.map((filter) => {
        const active = filter.value === value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter.value)}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${active ? "bg-brand-700 text-white" : "border border-gray-400 bg-white text-ink hover:bg-gray-100"}`}
          >
            {filter.label}
            {filter.value === "new" && newCount !== null ? ` (${newCount})` : null}
          </button>
        );
      })}
    </fieldset>
  );
}
