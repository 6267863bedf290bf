import { useRef } from "react";
import { countOf } from "#shared/plural.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { ContactMessage } from "#shared/schemas/inbox.ts";
import { MessageCard } from "../../features/admin/inbox/message-card.tsx";
import { SearchBox } from "../../features/admin/inbox/search-box.tsx";
import { parseMessageFilter, StatusFilter } from "../../features/admin/inbox/status-filter.tsx";
import { useListParams } from "../../features/admin/inbox/use-list-params.ts";
import { PagedResults } from "../../features/admin/paged-results.tsx";
import { useApiQuery } from "../../features/admin/use-api.ts";

const PAGE_SIZE = 20;

const EMPTY_TEXT = {
  new: "No new messages. Everything has been handled.",
  handled: "No handled messages yet.",
  all: "No messages yet.",
};

/** The contact-form inbox, newest first: read, answer by e-mail, mark handled. */
export default function AdminMessages() {
  const { params, update } = useListParams();
  const filter = parseMessageFilter(params.get("status"));
  const q = params.get("q") ?? "";
  const query = new URLSearchParams({ pageSize: String(PAGE_SIZE) });
  if (filter !== "all") query.set("status", filter);
  if (q) query.set("q", q);
  const page = params.get("page");
  if (page) query.set("page", page);

  const list = useApiQuery<Paginated<ContactMessage>>(`/messages?${query}`);
  // The count on the New button (and the dashboard's) is the total of unhandled messages.
  const unhandled = useApiQuery<Paginated<ContactMessage>>("/messages?status=new&pageSize=1");
  const summary = useRef<HTMLParagraphElement>(null);

  const onChanged = () => {
    // In the New or Handled view the message just leaves the list, taking the focused button
    // with it; the count above the list is the nearest sensible place to continue from.
    if (filter !== "all") summary.current?.focus();
  };

  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">Messages</h1>
      <p className="mt-1 text-muted">What people sent through the contact form, newest first.</p>
      <StatusFilter
        value={filter}
        newCount={unhandled.data?.total ?? null}
        onChange={(value) => update({ status: value === "new" ? null : value })}
      />
      <SearchBox
        value={q}
        hint="Looks in the name, e-mail address and subject."
        onSearch={(value) => update({ q: value })}
      />

      <PagedResults
        list={list}
        what="the messages"
        onPage={(next) => update({ page: String(next) })}
      >
        {(data) => (
          <>
            <p
              ref={summary}
              tabIndex={-1}
              aria-live="polite"
              className="mt-6 text-sm text-muted focus:outline-none"
            >
              {countOf(data.total, {
                one: `${filter === "all" ? "" : `${filter} `}message`,
                other: `${filter === "all" ? "" : `${filter} `}messages`,
              })}
              {q ? ` matching “${q}”` : ""}
            </p>
            {data.items.length === 0 ? (
              <p className="mt-2 rounded-xl bg-white px-5 py-8 text-center text-muted shadow-sm">
                {q ? "No message matches this search." : EMPTY_TEXT[filter]}
              </p>
            ) : (
              <ul className="mt-2 space-y-4" aria-label="Messages">
                {data.items.map((message) => (
                  <li key={message.id}>
                    <MessageCard message={message} onChanged={onChanged} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </PagedResults>
    </div>
  );
}
