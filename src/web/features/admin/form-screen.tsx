import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { type FieldValues, FormProvider } from "react-hook-form";
import { Link } from "react-router";
import { Spinner } from "../../components/admin/spinner.tsx";
import { AuditHistory } from "./audit-history.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import type { ResourceForm } from "./use-resource-form.ts";

type FormScreenProps<V extends FieldValues> = {
  form: ResourceForm<V, { updatedAt: string }>;
  /** Instead of saving at once, e.g. to ask first. */
  onSave?: () => void;
  children: ReactNode;
};

/** The frame every new/edit screen shares: heading, errors, Save and Cancel, the leave warning, history. */
export function FormScreen<V extends FieldValues>({
  form: {
    resource,
    entity,
    id,
    title,
    aside,
    item,
    form: fields,
    loading,
    loadError,
    formError,
    saving,
    refusals,
    submit,
    blocker,
  },
  onSave = submit,
  children,
}: FormScreenProps<V>) {
  const formElement = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);

  // A refused save left the view at the Save button, far below the messages: take the admin to
  // the first field marked invalid, or to the summary when no field is (e.g. a network error).
  useEffect(() => {
    if (refusals === 0 || !formElement.current) return;
    const target = firstInvalidControl(formElement.current) ?? summary.current;
    target?.scrollIntoView({ block: "center" });
    target?.focus({ preventScroll: true });
  }, [refusals]);

  if (loading) return <Spinner />;
  if (loadError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800">
        {loadError}{" "}
        <Link to={`/admin/${resource}`} className="underline">
          Back to the list
        </Link>
      </p>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <div className="max-w-3xl">
      <p>
        <Link to={`/admin/${resource}`} className="text-sm font-semibold text-brand-700 underline">
          ← Back to the list
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      {aside}
      <form
        ref={formElement}
        noValidate
        onSubmit={onSubmit}
        className="mt-6 space-y-5 rounded-xl bg-white p-6 shadow-sm"
      >
        {formError ? (
          <p
            ref={summary}
            role="alert"
            tabIndex={-1}
            className="rounded-md bg-red-50 px-3 py-2 text-red-800"
          >
            {formError}
          </p>
        ) : null}
        <FormProvider {...fields}>{children}</FormProvider>
        <div className="flex gap-3 border-t border-gray-200 pt-5">
          <button
            type="submit"
            // Keeps focus in the field until the click ends: an error appearing on blur would
            // otherwise move this button away from under the pointer and lose the click.
            onMouseDown={(event) => event.preventDefault()}
            disabled={saving}
            className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {saving ? "Saving…" : "Save"}
          </button>
          <Link
            to={`/admin/${resource}`}
            className="rounded-full border border-gray-400 px-5 py-2 font-semibold"
          >
            Cancel
          </Link>
        </div>
      </form>
      {/* Keyed by the saved item's time, so the history shows its latest change. */}
      {id ? <AuditHistory key={item?.updatedAt} entity={entity} id={id} /> : null}
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title="Leave without saving?"
        confirmLabel="Leave"
        danger
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        Your changes on this page have not been saved.
      </ConfirmDialog>
    </div>
  );
}

/** The first control marked invalid, in page order; for a group (a fieldset), its first control. */
function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  const marked = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!marked || marked.matches("input, select, textarea, button")) return marked;
  return marked.querySelector<HTMLElement>("input, select, textarea, button");
}
