import { countOf } from "#shared/plural.ts";
import type { Subscriber } from "#shared/schemas/inbox.ts";
import { AdminTable } from "../../components/admin/admin-table.tsx";
import { ListCount } from "../../components/admin/list-count.tsx";
import { ExportCsvButton } from "../../features/admin/inbox/export-csv-button.tsx";
import { InboxPage } from "../../features/admin/inbox/inbox-page.tsx";
import { useInboxList } from "../../features/admin/inbox/use-inbox-list.ts";

const PAGE_SIZE = 50;

/** Active newsletter subscribers, newest first, and the whole list as a CSV file. */
export default function AdminSubscribers() {
  const inbox = useInboxList<Subscriber>("/subscribers", PAGE_SIZE);
  const { q } = inbox;

  return (
    <InboxPage
      title="Subscribers"
      description="People who receive the newsletter."
      actions={<ExportCsvButton path="/subscribers.csv" filename="subscribers.csv" />}
      searchHint="Looks in the e-mail address. The export always holds every active subscriber."
      inbox={inbox}
      what="the subscribers"
    >
      {(data) => (
        <>
          <ListCount>
            {countOf(data.total, { one: "active subscriber", other: "active subscribers" })}
            {q ? ` matching “${q}”` : ""}
          </ListCount>
          <AdminTable
            columns={2}
            head={
              <>
                <th scope="col" className="px-4 py-3 font-semibold">
                  E-mail
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Subscribed
                </th>
              </>
            }
            empty={
              data.items.length > 0
                ? undefined
                : q
                  ? "No subscriber matches this search."
                  : "No subscribers yet."
            }
          >
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
          </AdminTable>
        </>
      )}
    </InboxPage>
  );
}
