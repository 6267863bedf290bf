import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { ControlProps } from "./form-fields.tsx";

type TagsInputProps = ControlProps<string[]> & {
  label: string;
  /** Limits the admin is told about as they type (the shared schema checks them again). */
  maxTags?: number;
  maxLength?: number;
};

/**
 * Free-form tags: type one and press Enter or a comma (or the Add button) to add it; each tag is
 * a chip with its own named remove button. The server stores tags in lower case, so they are
 * shown that way here too, and duplicates are refused without regard to case.
 */
export function TagsInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  maxTags = 20,
  maxLength = 40,
}: TagsInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // Chips appear and vanish without a page change, so a screen reader is told what happened.
  const [announcement, setAnnouncement] = useState("");

  function add(text: string): boolean {
    const candidates = text
      .split(",")
      .map((tag) => tag.trim().toLowerCase())
      .filter(Boolean);
    if (candidates.length === 0) return true;
    const next = [...value];
    for (const tag of candidates) {
      if (tag.length > maxLength) {
        setProblem(`“${tag}” is longer than ${maxLength} characters.`);
        return false;
      }
      // Older posts may hold "Career advice"; it is the same tag as "career advice".
      if (next.some((existing) => existing.toLowerCase() === tag)) continue;
      if (next.length >= maxTags) {
        setProblem(`A post can have at most ${maxTags} tags.`);
        return false;
      }
      next.push(tag);
    }
    setProblem(null);
    if (next.length !== value.length) {
      onChange(next);
      setAnnouncement(`Added ${next.slice(value.length).join(", ")}.`);
    }
    setDraft("");
    return true;
  }

  function remove(tag: string) {
    onChange(value.filter((item) => item !== tag));
    setAnnouncement(`Removed ${tag}.`);
    // The button pressed is gone; keep focus in the field rather than losing it to the page.
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      // Enter would otherwise submit the whole form.
      event.preventDefault();
      add(draft);
    }
  }

  const message = problem ?? error;
  const describedBy = [`${id}-hint`, message && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        Type a tag and press Enter or a comma to add it. Up to {maxTags} tags, stored in lower case.
      </p>
      {value.length > 0 ? (
        <ul aria-label={`${label} added`} className="mt-2 flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-800"
            >
              {tag}
              <button
                type="button"
                onClick={() => remove(tag)}
                aria-label={`Remove tag ${tag}`}
                className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex gap-2">
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          value={draft}
          autoComplete="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const text = event.target.value;
            // A pasted "a, b, c" becomes three tags at once.
            if (text.includes(",")) add(text);
            else {
              setDraft(text);
              setProblem(null);
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            // A tag typed but not confirmed is kept rather than silently dropped on save.
            add(draft);
            onBlur?.();
          }}
          className={`block w-full rounded-md border bg-white px-3 py-2 text-ink ${message ? "border-red-700" : "border-gray-400"}`}
        />
        <button
          type="button"
          onClick={() => {
            add(draft);
            input.current?.focus();
          }}
          className="shrink-0 rounded-md border border-brand-700 bg-white px-3 py-2 text-sm font-semibold text-brand-700"
        >
          Add tag
        </button>
      </div>
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
