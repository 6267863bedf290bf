import { type InputHTMLAttributes, type ReactNode, useId } from "react";

type Base = { label: string; name: string; error?: string; hint?: string; required?: boolean };

/** Label, hint and error around any control, wired for screen readers. */
export function FieldFrame({
  label,
  error,
  hint,
  required,
  children,
}: Base & { children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required ? <span className="text-red-700"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const control = (error?: string) =>
  `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-ink ${error ? "border-red-700" : "border-gray-400"}`;

type TextProps = Base &
  Pick<InputHTMLAttributes<HTMLInputElement>, "inputMode" | "min" | "step"> & {
    value: string;
    onChange: (value: string) => void;
    onBlur?: () => void;
    type?: "text" | "email" | "url" | "number" | "datetime-local" | "date";
    placeholder?: string;
  };

export function TextInput({
  value,
  onChange,
  onBlur,
  type = "text",
  placeholder,
  inputMode,
  min,
  step,
  ...frame
}: TextProps) {
  return (
    <FieldFrame {...frame}>
      {({ id, describedBy }) => (
        <input
          id={id}
          name={frame.name}
          type={type}
          value={value}
          placeholder={placeholder}
          inputMode={inputMode}
          min={min}
          step={step}
          required={frame.required}
          aria-invalid={frame.error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className={control(frame.error)}
        />
      )}
    </FieldFrame>
  );
}

type SelectProps = Base & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Label of an empty first option; none when the field always has a value. */
  empty?: string;
};

export function SelectInput({ value, onChange, onBlur, options, empty, ...frame }: SelectProps) {
  return (
    <FieldFrame {...frame}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name={frame.name}
          value={value}
          required={frame.required}
          aria-invalid={frame.error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className={control(frame.error)}
        >
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function TextArea({
  value,
  onChange,
  onBlur,
  rows = 4,
  ...frame
}: Base & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  rows?: number;
}) {
  return (
    <FieldFrame {...frame}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          name={frame.name}
          value={value}
          rows={rows}
          aria-invalid={frame.error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className={control(frame.error)}
        />
      )}
    </FieldFrame>
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
  options: ReadonlyArray<{ value: string; label: string }>;
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
