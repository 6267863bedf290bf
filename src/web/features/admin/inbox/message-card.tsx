import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { ContactMessage } from "#shared/schemas/inbox.ts";
import { StatusBadge } from "../../../components/admin/status-badge.tsx";
import { api } from "../../../lib/api-client.ts";
import { failureMessage } from "../admin-queries.tsx";
import { useToast } from "../toast.tsx";

// Longer messages start folded so the inbox stays scannable; the rest is one click away.
const PREVIEW_CHARS = 280;
const PREVIEW_LINES = 4;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

function preview(text: string): string | null {
  const lines = text.split("\n");
  if (text.length <= PREVIEW_CHARS && lines.length <= PREVIEW_LINES) return null;
  const cut = lines.slice(0, PREVIEW_LINES).join("\n").slice(0, PREVIEW_CHARS);
  return `${cut.trimEnd()}…`;
}

type MessageCardProps = {
  message: ContactMessage;
  /** Called after the handled state changed on the server (the inbox then reloads itself). */
  onChanged: () => void;
};

/** One contact message: who, how to answer, what they wrote, and its handled state. */
export function MessageCard({ message, onChanged }: MessageCardProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const toast = useToast();
  const handled = message.handledAt !== null;
  const short = preview(message.message);
  const toggle = useMutation({
    mutationFn: () =>
      api.put<ContactMessage>(`/messages/${message.id}/handled`, { handled: !handled }),
    meta: { invalidates: ["/messages", "/dashboard"] },
    onSuccess: (updated) => {
      toast.success(`Marked “${message.subject}” as ${updated.handledAt ? "handled" : "new"}.`);
      onChanged();
    },
    onError: (failure) => {
      const text = failureMessage(failure);
      if (text) toast.error(`Could not update the message: ${text}`);
    },
  });

  return (
    <article
      aria-labelledby={`${id}-subject`}
      className={`rounded-xl bg-white p-5 shadow-sm ${handled ? "" : "border-l-4 border-brand-600"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-subject`} className="text-lg font-semibold break-words">
            {message.subject}
          </h2>
          <p className="text-sm break-words">
            From <span className="font-semibold">{message.name}</span>,{" "}
            <a href={`mailto:${message.email}`} className="text-brand-700 underline">
              {message.email}
            </a>
          </p>
          <p className="text-sm text-muted">
            Received <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
            {message.handledAt ? (
              <>
                {" "}
                · handled <time dateTime={message.handledAt}>{when(message.handledAt)}</time>
              </>
            ) : null}
          </p>
        </div>
        <StatusBadge status={handled ? "handled" : "new"} />
      </div>
      <p id={`${id}-text`} className="mt-3 whitespace-pre-wrap break-words">
        {short && !expanded ? short : message.message}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        {short ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`${id}-text`}
            onClick={() => setExpanded((open) => !open)}
            className="font-semibold text-brand-700 underline"
          >
            {expanded ? "Show less" : "Show the whole message"}
            <span className="sr-only"> “{message.subject}”</span>
          </button>
        ) : null}
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
          className="font-semibold text-brand-700 underline"
        >
          Reply by e-mail<span className="sr-only"> to {message.name}</span>
        </a>
        <button
          type="button"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
          className={`rounded-full px-4 py-1.5 font-semibold disabled:opacity-70 ${handled ? "border border-gray-400 bg-white text-ink" : "bg-brand-700 text-white hover:bg-brand-800"}`}
        >
          {handled ? "Mark as new" : "Mark handled"}
          <span className="sr-only"> “{message.subject}”</span>
        </button>
      </div>
    </article>
  );
}
