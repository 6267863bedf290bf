import { useId, useState } from "react";
import type { ControlProps } from "../../components/admin/form-fields.tsx";
import { FieldError } from "../../components/forms/field.tsx";
import { Markdown } from "../../components/markdown.tsx";
import { api, describeError } from "../../lib/api-client.ts";

type MarkdownEditorProps = ControlProps<string> & {
  label: string;
  required?: boolean;
  rows?: number;
};

/** A Markdown textarea with a Preview tab rendered by the server exactly as the site will show it. */
export function MarkdownEditor({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  required,
  rows = 12,
}: MarkdownEditorProps) {
  const id = useId();
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [preview, setPreview] = useState<{ html?: string; error?: string } | null>(null);

  async function showPreview() {
    setTab("preview");
    setPreview(null);
    try {
      setPreview(await api.post<{ html: string }>("/markdown/preview", { markdown: value }));
    } catch (failure) {
      setPreview({ error: describeError(failure) });
    }
  }

  const tabClass = (active: boolean) =>
    `rounded-t-md px-3 py-1.5 text-sm font-semibold ${active ? "border border-b-0 border-gray-400 bg-white" : "text-muted"}`;
  return (
    <div>
      <div className="flex items-end justify-between">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
          {required ? <span className="text-red-700"> *</span> : null}
        </label>
        <div role="tablist" aria-label={`${label} editor`} className="flex gap-1">
          <button
            type="button"
            role="tab"
            aria-selected={tab === "write"}
            className={tabClass(tab === "write")}
            onClick={() => setTab("write")}
          >
            Write
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === "preview"}
            className={tabClass(tab === "preview")}
            onClick={() => void showPreview()}
          >
            Preview
          </button>
        </div>
      </div>
      <textarea
        id={id}
        name={name}
        hidden={tab !== "write"}
        value={value}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={`block w-full rounded-md rounded-tr-none border bg-white px-3 py-2 font-mono text-sm ${error ? "border-red-700" : "border-gray-400"}`}
      />
      {tab === "preview" ? (
        <div
          className="min-h-32 rounded-md rounded-tr-none border border-gray-400 bg-white px-4 py-3"
          aria-live="polite"
        >
          {preview === null ? <p className="text-muted">Rendering…</p> : null}
          {preview?.error ? <p className="text-red-700">{preview.error}</p> : null}
          {preview?.html !== undefined ? (
            <Markdown html={preview.html || "<p>Nothing to preview yet.</p>"} />
          ) : null}
        </div>
      ) : null}
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        Markdown: ## heading, **bold**, - list, [link](https://…).
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}
