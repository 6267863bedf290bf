import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { COUNTRIES } from "#shared/countries.ts";
import { countryName } from "../../i18n/country-names.ts";
import { controlClass, FieldFrame } from "./field.tsx";
import { type Options, SelectOptions } from "./select-options.tsx";

/** Checkboxes for some of a fixed set of values, in a fieldset named by its legend. */
export function CheckboxGroup({
  legend,
  name,
  values,
  labels,
  checked,
}: {
  legend: string;
  name: string;
  values: readonly string[];
  labels: Record<string, MessageDescriptor>;
  checked: readonly string[];
}) {
  const { i18n } = useLingui();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
        {values.map((value) => (
          <label key={value} className="inline-flex min-h-8 items-center gap-2">
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={checked.includes(value)}
              className="h-4 w-4 accent-brand-700"
            />
            {i18n._(labels[value]!)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A country chosen by its name in the page's language. */
export function CountryField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const { t, i18n } = useLingui();
  const codes: string[] = [...COUNTRIES];
  if (defaultValue && !codes.includes(defaultValue)) codes.unshift(defaultValue);
  return (
    <FieldFrame label={t`Country`} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name="country"
          defaultValue={defaultValue}
          aria-describedby={describedBy}
          className={controlClass(error)}
        >
          <option value="">{t`Not given`}</option>
          {codes.map((code) => (
            <option key={code} value={code}>
              {countryName(i18n, code)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** One of a few choices, labelled like every field: `options` in the order offered. */
export function SelectField({
  label,
  name,
  options,
  defaultValue,
  empty,
  error,
  hint,
}: {
  label: string;
  name: string;
  options: Options;
  defaultValue: string;
  /** The label of a first, empty choice ("Not given"), when the field may be left empty. */
  empty?: string;
  error?: string;
  hint?: string;
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={name}
          defaultValue={defaultValue}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={controlClass(error)}
        >
          <SelectOptions empty={empty} options={options} />
        </select>
      )}
    </FieldFrame>
  );
}
