type FieldProps = {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (name: string, value: string) => void;
  type?: "text" | "email";
  multiline?: boolean;
  autoComplete?: string;
  /** Lets the form move focus to the first field with an error. */
  fieldRef?: (element: HTMLElement | null) => void;
};

/** A labelled, required field whose error sits right under it and is tied to it for screen readers. */
export function FormField({
  name,
  label,
  value,
  error,
  onChange,
  type = "text",
  multiline = false,
  autoComplete,
  fieldRef,
}: FieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: `mt-1 block w-full rounded-md border px-3 py-2 text-base ${
      error ? "border-red-700" : "border-gray-400"
    } focus:border-brand-700`,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          ref={fieldRef}
          rows={6}
          onChange={(event) => onChange(name, event.target.value)}
        />
      ) : (
        <input
          {...shared}
          ref={fieldRef}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(name, event.target.value)}
        />
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
