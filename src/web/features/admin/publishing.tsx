import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { StatusBadge } from "../../components/admin/status-badge.tsx";
import { api } from "../../lib/api-client.ts";
import { failureMessage } from "./admin-queries.tsx";
import { type Publication, type PublishState, scheduledFor } from "./publication.ts";
import { useToast } from "./toast.tsx";

const dateAndTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short" });
const when = (iso: string) => dateAndTime.format(new Date(iso));

/** What the toast says after a publish: the item's own dates may still keep it off the site. */
function publishedText(title: string, item: object) {
  const { publishedAt, expiresAt } = item as {
    publishedAt?: string | null;
    expiresAt?: string | null;
  };
  const later = scheduledFor(publishedAt);
  if (later) return `Published “${title}”: it appears on the site on ${when(later)}.`;
  if (expiresAt && Date.parse(expiresAt) <= Date.now())
    return `Published “${title}”, but it expired on ${when(expiresAt)}: it is not on the site.`;
  return `Published “${title}”: it is on the site now.`;
}

type PublishChange = { item: { id: string; title: string }; publish: boolean };

/**
 * One click to publish or unpublish, through the small state-change endpoints (never a
 * whole-item PUT, which would also write back every other field as this screen last saw it).
 * Success and failure are said in a toast; the lists and the edit screen then reload the item.
 */
/** `resource` is what can be published: "jobs", "blogs", "events" or "companies". */
export function usePublishing(resource: string) {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: ({ item, publish }: PublishChange) =>
      api.post<object>(`/${resource}/${item.id}/${publish ? "publish" : "unpublish"}`),
    meta: { invalidates: [`/${resource}`] },
    onSuccess: (updated, { item, publish }) =>
      toast.success(
        publish
          ? publishedText(item.title, updated)
          : `Unpublished “${item.title}”: it is no longer on the site.`,
      ),
    onError: (failure, { item, publish }) => {
      const message = failureMessage(failure);
      const verb = publish ? "publish" : "unpublish";
      if (message) toast.error(`Could not ${verb} “${item.title}”: ${message}`);
    },
  });
  const pendingId = mutation.isPending ? mutation.variables.item.id : null;
  const change = (item: { id: string; title: string }, publish: boolean) => {
    if (!pendingId) mutation.mutate({ item, publish });
  };
  return { change, pendingId };
}

type ControlsProps = {
  title: string;
  state: PublishState;
  busy: boolean;
  onChange: (publish: boolean) => void;
  /** The public page, when the public can see it now. */
  siteHref: string | null;
  /** The admin preview, for what the public cannot see yet (none for companies). */
  previewHref?: string | null;
  /** Why the button does nothing now (unsaved changes), shown beside it. */
  blockedBy?: { id: string; text: string } | null;
};

const linkClass = "font-semibold text-brand-700 underline";

/**
 * Publish or Unpublish, then View on site or Preview. The button is never `disabled` while
 * busy or blocked (that would drop the keyboard focus) but says so with aria-disabled; it keeps
 * its place, so after a click focus stays on it as its label turns Publish ⇄ Unpublish.
 */
export function PublishControls({
  title,
  state,
  busy,
  onChange,
  siteHref,
  previewHref = null,
  blockedBy = null,
}: ControlsProps) {
  const inert = busy || blockedBy !== null;
  return (
    <>
      {state !== "other" ? (
        <button
          type="button"
          aria-disabled={inert || undefined}
          aria-describedby={blockedBy?.id}
          onClick={() => {
            if (!inert) onChange(state === "draft");
          }}
          className={`font-semibold underline aria-disabled:cursor-not-allowed aria-disabled:opacity-70 ${state === "draft" ? "text-green-800" : "text-amber-800"}`}
        >
          {busy ? "Saving…" : state === "draft" ? "Publish" : "Unpublish"}
          <span className="sr-only"> {title}</span>
        </button>
      ) : null}
      {siteHref ? (
        <Link to={siteHref} className={linkClass}>
          View on site<span className="sr-only"> – {title}</span>
        </Link>
      ) : previewHref ? (
        <Link to={previewHref} className={linkClass}>
          Preview<span className="sr-only"> {title}</span>
        </Link>
      ) : null}
    </>
  );
}

/**
 * The edit screen's publishing bar: where the item stands (as saved), and the same controls as
 * its row in the list. With unsaved changes it asks for them to be saved first, so a click never
 * publishes a version other than the one on screen.
 */
export function PublishPanel({
  status,
  summary,
  dirty,
  ...controls
}: Omit<ControlsProps, "blockedBy"> & { status: string; summary: string; dirty: boolean }) {
  const blockedBy = dirty
    ? { id: "publish-blocked", text: "Save or undo your changes first." }
    : null;
  return (
    <section
      aria-labelledby="publishing-heading"
      className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id="publishing-heading" className="sr-only">
        Publishing
      </h2>
      <StatusBadge status={status} />
      <p className="text-sm">{summary}</p>
      <span className="ml-auto inline-flex items-center gap-4">
        <PublishControls {...controls} blockedBy={controls.state === "other" ? null : blockedBy} />
      </span>
      {blockedBy && controls.state !== "other" ? (
        <p id={blockedBy.id} className="w-full text-right text-sm text-muted">
          {blockedBy.text}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The publishing bar of an edit screen, for what can be published. A publish or unpublish
 * reloads the item, which starts the form over from it (there are no unsaved changes to lose:
 * the bar asks for them to be saved first), so a later Save keeps the new state.
 */
export function useFormPublishing<Item extends { id: string }>(
  resource: string,
  publication: ((item: Item) => Publication) | undefined,
  form: { item: Item | null; dirty: boolean },
  title: (item: Item) => string,
): ReactNode {
  const publishing = usePublishing(resource);
  const { item } = form;
  if (!item || !publication) return null;
  const { state, status, summary, siteHref, previewHref } = publication(item);
  return (
    <PublishPanel
      title={title(item)}
      {...{ state, status, summary, siteHref, previewHref }}
      dirty={form.dirty}
      busy={publishing.pendingId === item.id}
      onChange={(publish) => publishing.change({ id: item.id, title: title(item) }, publish)}
    />
  );
}

/** A list row's publishing controls; the list reloads after a change. */
export function RowPublishing({
  item,
  title,
  publication: { state, siteHref, previewHref },
  publishing,
}: {
  item: { id: string };
  title: string;
  publication: Publication;
  publishing: ReturnType<typeof usePublishing>;
}) {
  return (
    <PublishControls
      title={title}
      {...{ state, siteHref, previewHref }}
      busy={publishing.pendingId === item.id}
      onChange={(publish) => publishing.change({ id: item.id, title }, publish)}
    />
  );
}
