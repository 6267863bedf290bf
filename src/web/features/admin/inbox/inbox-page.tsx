import type { ReactNode } from "react";
import type { Paginated } from "#shared/schemas/common.ts";
import { PagedResults } from "../paged-results.tsx";
import { SearchBox } from "../search-box.tsx";
import type { useInboxList } from "./use-inbox-list.ts";

type InboxPageProps<T> = {
  title: string;
  description: string;
  /** Beside the title, e.g. an export. */
  actions?: ReactNode;
  /** Above the search, e.g. the views of the list. */
  filter?: ReactNode;
  /** What the search looks in. */
  searchHint: string;
  inbox: ReturnType<typeof useInboxList<T>>;
  /** "the messages", in "Could not load the messages: …". */
  what: string;
  /** The count and the items of the page loaded. */
  children: (page: Paginated<T>) => ReactNode;
};

/** The frame of the messages and subscribers lists: title, search, and the page loaded. */
export function InboxPage<T>({
  title,
  description,
  actions,
  filter,
  searchHint,
  inbox,
  what,
  children,
}: InboxPageProps<T>) {
  return (
    <div className="max-w-4xl">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="mt-1 text-muted">{description}</p>
        </div>
        {actions}
      </div>
      {filter}
      <SearchBox value={inbox.q} hint={searchHint} onSearch={(q) => inbox.update({ q })} />
      <PagedResults
        list={inbox.list}
        what={what}
        onPage={(next) => inbox.update({ page: String(next) })}
      >
        {children}
      </PagedResults>
    </div>
  );
}
