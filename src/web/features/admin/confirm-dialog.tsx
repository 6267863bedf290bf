import { type ReactNode, useEffect, useId, useRef } from "react";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Null when there is nothing to confirm (the action cannot be done): only a Close button. */
  confirmLabel: string | null;
  /** The way out, e.g. "Keep event" beside "Yes, cancel the event". */
  cancelLabel?: string;
  /** Destructive actions get a red button. */
  danger?: boolean;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal question built on <dialog>: focus is trapped, Escape cancels, focus returns after. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-black/40"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="mt-3 text-muted">{children}</div>
        {error ? (
          <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-full border border-gray-400 px-4 py-2 font-semibold"
          >
            {cancelLabel ?? (confirmLabel === null ? "Close" : "Cancel")}
          </button>
          {error || confirmLabel === null ? null : (
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              className={`rounded-full px-4 py-2 font-semibold text-white disabled:opacity-70 ${danger ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800"}`}
            >
              {busy ? "Working…" : confirmLabel}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
