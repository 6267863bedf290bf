import { useRef } from "react";
import type { Options } from "../../components/forms/select-options.tsx";
import { useDismiss } from "../../components/use-dismiss.ts";
import { fieldClass, labelClass } from "./search-field.tsx";

type ChoiceMenuProps = {
  /** The form's key: each ticked box sends one `name=value`, as the list filters take them. */
  name: string;
  label: string;
  /** What the closed menu says when nothing is ticked: "Any workplace". */
  none: string;
  options: Options;
  chosen: string[];
  onToggle: (value: string, on: boolean) => void;
};

/**
 * A filter of several values: a disclosure holding checkboxes, so it opens and works without
 * JavaScript (the form's Search button sends what is ticked). Scripts apply each tick at once
 * and close the menu on Escape (focus back on it) or a click outside.
 */
export function ChoiceMenu({ name, label, none, options, chosen, onToggle }: ChoiceMenuProps) {
  const menu = useRef<HTMLDetailsElement>(null);
  useDismiss(menu);

  const shown = options.filter((option) => chosen.includes(option.value));
  const summary = shown.length > 0 ? shown.map((option) => option.label).join(", ") : none;
  return (
    <div>
      <p aria-hidden="true" className={labelClass}>
        {label}
      </p>
      <details ref={menu} className="relative">
        <summary
          className={`${fieldClass} flex cursor-pointer list-none items-center justify-between gap-2 [&::-webkit-details-marker]:hidden`}
        >
          <span className="truncate">
            <span className="sr-only">{label}: </span>
            {summary}
          </span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-muted">
            <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </summary>
        <fieldset className="absolute z-20 mt-1 max-h-80 w-full min-w-60 overflow-y-auto rounded-lg border border-gray-300 bg-white p-2 shadow-lg">
          <legend className="sr-only">{label}</legend>
          {options.map((option) => (
            <label
              key={option.value}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded px-2 hover:bg-brand-50"
            >
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => onToggle(option.value, event.target.checked)}
                className="h-4 w-4 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </details>
    </div>
  );
}
