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
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error right under its control, found by the control's `${id}-error` description. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/** The look of a text control, red while it holds an error. */
export const controlClass = (error?: string) =>
  `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-ink ${error ? "border-red-700" : "border-gray-400"}`;

type FieldProps<Control extends "input" | "textarea"> = FrameProps &
  Omit<ComponentProps<Control>, "className"> & {
    /** Replaces the usual look of the control. */
    controlClassName?: string;
  };

/** The labelled field around one kind of control, which takes every attribute of that control. */
function labelled<Control extends "input" | "textarea">(Tag: Control) {
  // One element type for JSX: the props below are checked against the control itself.
  const ControlTag = Tag as "input";
  return function LabelledField({
    label,
    error,
    hint,
    marked,
    className,
    controlClassName,
    ...control
  }: FieldProps<Control>) {
    return (
      <FieldFrame {...{ label, error, hint, marked, className }}>
        {({ id, describedBy }) => (
          <ControlTag
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={controlClassName ?? controlClass(error)}
            {...(control as ComponentProps<"input">)}
          />
        )}
      </FieldFrame>
    );
  };
}

/** A labelled input: `<Field label="E-mail" name="email" type="email" error={…} />`. */
export const Field = labelled("input");

/** A labelled textarea, as Field. */
export const TextAreaField = labelled("textarea");
