import type { ReactNode } from "react";
import type { Paginated } from "#shared/schemas/common.ts";
import { LoadFailure } from "../../components/admin/load-failure.tsx";
import { Spinner } from "../../components/admin/spinner.tsx";
import { Pagination } from "../../components/list-page/pagination.tsx";
import type { useApiQuery } from "./use-api.ts";

type PagedResultsProps<T> = {
  list: ReturnType<typeof useApiQuery<Paginated<T>>>;
  /** "the messages", in "Could not load the messages: …". */
  what: string;
  onPage: (page: number) => void;
  /** The count and the items of the page loaded. */
  children: (page: Paginated<T>) => ReactNode;
};

/** One page of an admin list: a failure to load with its Try again, the spinner, the pages. */
export function PagedResults<T>({ list, what, onPage, children }: PagedResultsProps<T>) {
  const { data, error, loading, reload } = list;
  return (
    <>
      {error ? (
        <LoadFailure
          what={what}
          error={error}
          onRetry={reload}
          className="mt-6 rounded-md bg-red-50 px-4 py-3 text-red-800"
        />
      ) : null}
      {loading && !data ? <Spinner /> : null}
      {data ? (
        <>
          {children(data)}
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={onPage}
          />
        </>
      ) : null}
    </>
  );
}
