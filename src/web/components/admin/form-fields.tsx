import { type InputHTMLAttributes, useId } from "react";
import { controlClass, Field, FieldFrame, TextAreaField } from "../forms/field.tsx";
import { type Options, SelectOptions } from "../forms/select-options.tsx";

/** What every admin control takes: its value, and a change handler that gets the new value. */
export type ControlProps<Value> = {
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  onBlur?: () => void;
  error?: string;
};

type Base = ControlProps<string> & { label: string; hint?: string; required?: boolean };

type TextProps = Base &
  Pick<InputHTMLAttributes<HTMLInputElement>, "inputMode" | "min" | "step" | "placeholder"> & {
    type?: "text" | "email" | "url" | "number" | "datetime-local" | "date";
  };

export function TextInput({ onChange, type = "text", required, ...props }: TextProps) {
  return (
    <Field
      {...props}
      type={type}
      required={required}
      marked={required}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

type SelectProps = Base & {
  options: Options;
  /** Label of an empty first option; none when the field always has a value. */
  empty?: string;
  /** While the options are still loading. */
  "aria-busy"?: boolean;
};

export function SelectInput({
  label,
  error,
  hint,
  required,
  onChange,
  options,
  empty,
  ...select
}: SelectProps) {
  return (
    <FieldFrame {...{ label, error, hint }} marked={required}>
      {({ id, describedBy }) => (
        <select
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass(error)}
          {...select}
        >
          <SelectOptions empty={empty} options={options} />
        </select>
      )}
    </FieldFrame>
  );
}

export function TextArea({ onChange, rows = 4, required, ...props }: Base & { rows?: number }) {
  return (
    <TextAreaField
      {...props}
      rows={rows}
      marked={required}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function Checkbox({
  label,
  name,
  value,
  onChange,
  hint,
}: {
  label: string;
  name?: string;
  /** Whether it is ticked. */
  value: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={value}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 h-4 w-4"
      />
      <label htmlFor={id} className="text-sm">
        <span className="font-semibold">{label}</span>
        {hint ? <span className="block text-muted">{hint}</span> : null}
      </label>
    </div>
  );
}

/** Several choices from a fixed list, e.g. a company's initiatives. */
export function CheckboxGroup({
  label,
  options,
  value: values,
  onChange,
  error,
}: {
  label: string;
  name?: string;
  options: Options;
  value: string[];
  onChange: (values: string[]) => void;
  error?: string;
}) {
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold">{label}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            value={values.includes(option.value)}
            onChange={(checked) =>
              onChange(
                checked
                  ? [...values, option.value]
                  : values.filter((value) => value !== option.value),
              )
            }
          />
        ))}
      </div>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
