import { type ComponentProps, type ReactNode, useId } from "react";

type FrameProps = {
  label: string;
  error?: string;
  hint?: string;
  /** Marks the label with an asterisk; the control says `required` itself. */
  marked?: boolean;
  className?: string;
};

/**
 * The one labelled field of the site: label, hint and error around any control, the error
 * right under it and announced with it (the control is described by the hint and the error).
 */
export function FieldFrame({
  label,
  error,
  hint,
  marked,
  className,
  children,
}: FrameProps & { children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {marked ? <span className="text-red-700"> *</span> : null}
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

/** The look of a text control, red while it holds an error. */
export const controlClass = (error?: string) =>
  `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-ink ${error ? "border-red-700" : "border-gray-400"}`;

type FieldProps<Control extends "input" | "textarea"> = FrameProps &
  Omit<ComponentProps<Control>, "className"> & {
    /** Replaces the usual look of the control. */
    controlClassName?: string;
  };

/** A labelled input: `<Field label="E-mail" name="email" type="email" error={…} />`. */
export function Field({
  label,
  error,
  hint,
  marked,
  className,
  controlClassName,
  ...input
}: FieldProps<"input">) {
  return (
    <FieldFrame {...{ label, error, hint, marked, className }}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClassName ?? controlClass(error)}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

/** A labelled textarea, as Field. */
export function TextAreaField({
  label,
  error,
  hint,
  marked,
  className,
  controlClassName,
  ...textarea
}: FieldProps<"textarea">) {
  return (
    <FieldFrame {...{ label, error, hint, marked, className }}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClassName ?? controlClass(error)}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
