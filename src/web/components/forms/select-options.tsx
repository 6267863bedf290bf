/** The choices of a select or a filter, in the order they are offered. */
export type Options = ReadonlyArray<{ value: string; label: string }>;

/** A select's choices, after an empty first one when `empty` names it ("All", "Not given"). */
export function SelectOptions({ empty, options }: { empty?: string; options: Options }) {
  return (
    <>
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
