import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { countOf } from "#shared/plural.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import { AdminTable } from "../../components/admin/admin-table.tsx";
import { ListCount } from "../../components/admin/list-count.tsx";
import { type Options, SelectOptions } from "../../components/forms/select-options.tsx";
import { api } from "../../lib/api-client.ts";
import { failureMessage } from "./admin-queries.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { PagedResults } from "./paged-results.tsx";
import { RowPublishing, usePublishing } from "./publishing.tsx";
import type { AdminResource } from "./resources.ts";
import { SearchBox } from "./search-box.tsx";
import { useToast } from "./toast.tsx";
import { useApiQuery } from "./use-api.ts";
import { useListParams } from "./use-list-params.ts";

export type Column<T> = {
  label: string;
  sort?: string;
  render: (item: T) => ReactNode;
  className?: string;
};
export type Filter = {
  name: string;
  label: string;
  options: Options;
};

/** The kind of item listed (its history name is only for the form that records changes). */
type ResourceListProps<T extends { id: string }> = Omit<AdminResource<T>, "entity"> & {
  title: string;
  columns: Column<T>[];
  filters?: Filter[];
  /** The item's name in its row's actions and messages. */
  describe: (item: T) => string;
  /** Extra row actions (e.g. an event's status), beside Edit and Delete. */
  actions?: (item: T) => ReactNode;
  /** Why an item cannot be deleted yet, if it cannot: the dialog then says so and offers no Delete. */
  undeletable?: (item: T) => string | null;
  pageSize?: number;
};

/** Search, filters, sortable columns, pages and row actions; all state lives in the URL. */
export function ResourceList<T extends { id: string }>({
  title,
  resource,
  nouns,
  columns,
  filters = [],
  describe,
  publication,
  actions,
  undeletable,
  pageSize = 20,
}: ResourceListProps<T>) {
  const { params, update } = useListParams();
  const query = new URLSearchParams(params);
  query.set("pageSize", String(pageSize));
  const list = useApiQuery<Paginated<T>>(`/${resource}?${query}`);
  const [deleting, setDeleting] = useState<T | null>(null);
  const noun = nouns.one;
  const toast = useToast();
  const publishing = usePublishing(resource);
  const remove = useMutation({
    mutationFn: (item: T) => api.delete(`/${resource}/${item.id}`),
    meta: { invalidates: [`/${resource}`] },
    onSuccess: (_done, item) => {
      toast.success(`Deleted “${describe(item)}”.`);
      setDeleting(null);
    },
  });

  const sort = params.get("sort");
  // Said before the attempt, from the list's own data, rather than as the API's refusal after it.
  const blocker = deleting && undeletable ? undeletable(deleting) : null;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        <Link
          to={`/admin/${resource}/new`}
          className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          New {noun}
        </Link>
      </div>
      <SearchBox value={params.get("q") ?? ""} onSearch={(q) => update({ q })}>
        {filters.map((filter) => (
          <label key={filter.name} className="flex flex-col text-sm font-semibold">
            {filter.label}
            <select
              value={params.get(filter.name) ?? ""}
              onChange={(event) => update({ [filter.name]: event.target.value })}
              className="mt-1 rounded-md border border-gray-400 bg-white px-3 py-2 font-normal"
            >
              <SelectOptions empty="All" options={filter.options} />
            </select>
          </label>
        ))}
      </SearchBox>

      <PagedResults
        list={list}
        what={title.toLowerCase()}
        onPage={(page) => update({ page: String(page) })}
      >
        {(data) => (
          <>
            <ListCount>{countOf(data.total, nouns)}</ListCount>
            <AdminTable
              columns={columns.length + 1}
              empty={data.items.length === 0 ? "Nothing here yet." : undefined}
              head={
                <>
                  {columns.map((column) => (
                    <th
                      key={column.label}
                      scope="col"
                      className="px-4 py-3 font-semibold"
                      aria-sort={
                        column.sort && sort?.replace("-", "") === column.sort
                          ? sort.startsWith("-")
                            ? "descending"
                            : "ascending"
                          : undefined
                      }
                    >
                      {column.sort ? (
                        <button
                          type="button"
                          className="font-semibold underline-offset-2 hover:underline"
                          onClick={() =>
                            update({
                              sort: sort === column.sort ? `-${column.sort}` : column.sort!,
                            })
                          }
                        >
                          {column.label}
                          <span aria-hidden="true">
                            {sort === column.sort ? " ▲" : sort === `-${column.sort}` ? " ▼" : ""}
                          </span>
                        </button>
                      ) : (
                        column.label
                      )}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Actions
                  </th>
                </>
              }
            >
              {data.items.map((item) => (
                <tr key={item.id} className="border-t border-gray-200">
                  {columns.map((column) => (
                    <td
                      key={column.label}
                      className={`px-4 py-3 align-top ${column.className ?? ""}`}
                    >
                      {column.render(item)}
                    </td>
                  ))}
                  <td className="px-4 py-3 text-right align-top">
                    {/* Five or six actions wrap onto a second line rather than push the
                            table wider than the screen; each keeps its words together. */}
                    <span className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 whitespace-nowrap">
                      {publication ? (
                        <RowPublishing
                          item={item}
                          title={describe(item)}
                          publication={publication(item)}
                          publishing={publishing}
                        />
                      ) : null}
                      {actions?.(item)}
                      <Link
                        to={`/admin/${resource}/edit/${item.id}`}
                        className="font-semibold text-brand-700 underline"
                      >
                        Edit<span className="sr-only"> {describe(item)}</span>
                      </Link>
                      <button
                        type="button"
                        className="font-semibold text-red-700 underline"
                        onClick={() => {
                          remove.reset();
                          setDeleting(item);
                        }}
                      >
                        Delete<span className="sr-only"> {describe(item)}</span>
                      </button>
                    </span>
                  </td>
                </tr>
              ))}
            </AdminTable>
          </>
        )}
      </PagedResults>

      <ConfirmDialog
        open={deleting !== null}
        title={blocker ? `This ${noun} cannot be deleted yet` : `Delete ${noun}?`}
        confirmLabel={blocker ? null : `Delete ${noun}`}
        danger
        busy={remove.isPending}
        error={failureMessage(remove.error)}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {deleting
          ? (blocker ?? `“${describe(deleting)}” will be deleted. This cannot be undone.`)
          : null}
      </ConfirmDialog>
    </div>
  );
}
