import { useRef } from "react";
import { useSearchParams } from "react-router";
import { countOf } from "#shared/plural.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { ContactMessage } from "#shared/schemas/inbox.ts";
import { ListCount } from "../../components/admin/list-count.tsx";
import { InboxPage } from "../../features/admin/inbox/inbox-page.tsx";
import { MessageCard } from "../../features/admin/inbox/message-card.tsx";
import { parseMessageFilter, StatusFilter } from "../../features/admin/inbox/status-filter.tsx";
import { useInboxList } from "../../features/admin/inbox/use-inbox-list.ts";
import { useApiQuery } from "../../features/admin/use-api.ts";

const PAGE_SIZE = 20;

const EMPTY_TEXT = {
  new: "No new messages. Everything has been handled.",
  handled: "No handled messages yet.",
  all: "No messages yet.",
};

/** The contact-form inbox, newest first: read, answer by e-mail, mark handled. */
export default function AdminMessages() {
  const [params] = useSearchParams();
  const filter = parseMessageFilter(params.get("status"));
  const inbox = useInboxList<ContactMessage>(
    "/messages",
    PAGE_SIZE,
    filter === "all" ? {} : { status: filter },
  );
  const { q } = inbox;
  // The count on the New button (and the dashboard's) is the total of unhandled messages.
  const unhandled = useApiQuery<Paginated<ContactMessage>>("/messages?status=new&pageSize=1");
  const summary = useRef<HTMLParagraphElement>(null);

  const onChanged = () => {
    // In the New or Handled view the message just leaves the list, taking the focused button
    // with it; the count above the list is the nearest sensible place to continue from.
    if (filter !== "all") summary.current?.focus();
  };

  return (
    <InboxPage
      title="Messages"
      description="What people sent through the contact form, newest first."
      filter={
        <StatusFilter
          value={filter}
          newCount={unhandled.data?.total ?? null}
          onChange={(value) => inbox.update({ status: value === "new" ? null : value })}
        />
      }
      searchHint="Looks in the name, e-mail address and subject."
      inbox={inbox}
      what="the messages"
    >
      {(data) => (
        <>
          <ListCount ref={summary}>
            {countOf(data.total, {
              one: `${filter === "all" ? "" : `${filter} `}message`,
              other: `${filter === "all" ? "" : `${filter} `}messages`,
            })}
            {q ? ` matching “${q}”` : ""}
          </ListCount>
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
    </InboxPage>
  );
}
