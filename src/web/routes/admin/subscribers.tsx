import { countOf } from "#shared/plural.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { Subscriber } from "#shared/schemas/inbox.ts";
import { ExportCsvButton } from "../../features/admin/inbox/export-csv-button.tsx";
import { SearchBox } from "../../features/admin/inbox/search-box.tsx";
import { useListParams } from "../../features/admin/inbox/use-list-params.ts";
import { PagedResults } from "../../features/admin/paged-results.tsx";
import { useApiQuery } from "../../features/admin/use-api.ts";

const PAGE_SIZE = 50;

/** Active newsletter subscribers, newest first, and the whole list as a CSV file. */
export default function AdminSubscribers() {
  const { params, update } = useListParams();
  const q = params.get("q") ?? "";
  const query = new URLSearchParams({ pageSize: String(PAGE_SIZE) });
  if (q) query.set("q", q);
  const page = params.get("page");
  if (page) query.set("page", page);
  const list = useApiQuery<Paginated<Subscriber>>(`/subscribers?${query}`);

  return (
    <div className="max-w-4xl">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Subscribers</h1>
          <p className="mt-1 text-muted">People who receive the newsletter.</p>
        </div>
        <ExportCsvButton path="/subscribers.csv" filename="subscribers.csv" />
      </div>
      <SearchBox
        value={q}
        hint="Looks in the e-mail address. The export always holds every active subscriber."
        onSearch={(value) => update({ q: value })}
      />

      <PagedResults
        list={list}
        what="the subscribers"
        onPage={(next) => update({ page: String(next) })}
      >
        {(data) => (
          <>
            <p className="mt-6 text-sm text-muted" aria-live="polite">
              {countOf(data.total, { one: "active subscriber", other: "active subscribers" })}
              {q ? ` matching “${q}”` : ""}
            </p>
            <div className="relative mt-2 overflow-x-auto rounded-lg border border-gray-200 bg-white">
              <table className="w-full text-left text-sm">
                <thead className="bg-gray-100">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      E-mail
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Subscribed
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.length === 0 ? (
                    <tr>
                      <td colSpan={2} className="px-4 py-8 text-center text-muted">
                        {q ? "No subscriber matches this search." : "No subscribers yet."}
                      </td>
                    </tr>
                  ) : null}
                  {data.items.map((subscriber) => (
                    <tr key={subscriber.id} className="border-t border-gray-200">
                      <td className="px-4 py-3 break-all">
                        <a href={`mailto:${subscriber.email}`} className="text-brand-700 underline">
                          {subscriber.email}
                        </a>
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap">
                        <time dateTime={subscriber.createdAt}>
                          {new Date(subscriber.createdAt).toLocaleDateString()}
                        </time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </PagedResults>
    </div>
  );
}
