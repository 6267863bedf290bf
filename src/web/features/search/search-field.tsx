import type { InputHTMLAttributes } from "react";

export const labelClass = "block text-sm font-semibold text-ink";
export const fieldClass =
  "mt-1 block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-ink";

/** A labelled text box of a search form; `className` styles the box around both. */
export function SearchField({
  id,
  label,
  className,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} {...input} className={fieldClass} />
    </div>
  );
}
