import { useMutation } from "@tanstack/react-query";
import { countOf } from "#shared/plural.ts";
import { OUTBOX_STATES, type OutboxList, type OutboxMail } from "#shared/schemas/outbox.ts";
import { AdminTable } from "../../components/admin/admin-table.tsx";
import { ListCount } from "../../components/admin/list-count.tsx";
import { failureMessage } from "../../features/admin/admin-queries.tsx";
import { PagedResults } from "../../features/admin/paged-results.tsx";
import { useToast } from "../../features/admin/toast.tsx";
import { useApiQuery } from "../../features/admin/use-api.ts";
import { useListParams } from "../../features/admin/use-list-params.ts";
import { api } from "../../lib/api-client.ts";

const PAGE_SIZE = 50;
const VIEWS = [
  { value: "", label: "All" },
  ...OUTBOX_STATES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
];
const when = (iso: string) => new Date(iso).toLocaleString();

/** Every mail the site sent or is sending, and the background queues: what to look at when mail goes missing. */
export default function AdminOutbox() {
  const { params, update } = useListParams();
  const state = OUTBOX_STATES.find((value) => value === params.get("state")) ?? "";
  const query = new URLSearchParams({ pageSize: String(PAGE_SIZE) });
  if (state) query.set("state", state);
  const page = params.get("page");
  if (page) query.set("page", page);
  const list = useApiQuery<OutboxList>(`/outbox?${query}`);

  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Outbox</h1>
      <p className="mt-1 text-muted">
        Mail the site sends, newest first. A mail waits while it is tried again, up to 13 times over
        four to five hours; then it has failed, and can be sent again from here.
      </p>
      {list.data ? <QueueSummary data={list.data} /> : null}
      <fieldset className="mt-6 flex flex-wrap items-center gap-2">
        <legend className="sr-only">Show mail</legend>
        {VIEWS.map((view) => (
          <button
            key={view.value}
            type="button"
            aria-pressed={state === view.value}
            onClick={() => update({ state: view.value || null })}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${state === view.value ? "bg-brand-700 text-white" : "border border-gray-400 bg-white text-ink hover:bg-gray-100"}`}
          >
            {view.label}
          </button>
        ))}
      </fieldset>
      <PagedResults list={list} what="the outbox" onPage={(next) => update({ page: String(next) })}>
        {(data) => (
          <>
            <ListCount>
              {countOf(data.total, {
                one: `${state || ""} mail`.trim(),
                other: `${state || ""} mails`.trim(),
              })}
            </ListCount>
            <AdminTable
              columns={5}
              empty={data.items.length > 0 ? undefined : "No mail here."}
              head={["To", "Subject", "Queued", "State", "Action"].map((label) => (
                <th key={label} scope="col" className="px-4 py-3 font-semibold">
                  {label === "Action" ? <span className="sr-only">{label}</span> : label}
                </th>
              ))}
            >
              {data.items.map((mail) => (
                <OutboxRow key={mail.id} mail={mail} />
              ))}
            </AdminTable>
          </>
        )}
      </PagedResults>
    </div>
  );
}

/** How many mails are in each state, and what the queues hold. */
function QueueSummary({ data }: { data: OutboxList }) {
  const { waiting, sent, failed } = data.counts;
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {[
        ["Waiting", waiting],
        ["Sent", sent],
        ["Failed", failed],
        ...data.queues.map((queue) => [
          `Queue “${queue.name}”`,
          `${queue.queued} queued, ${queue.active} running, ${queue.failed} failed`,
        ]),
      ].map(([label, value]) => (
        <div key={label} className="rounded-lg bg-white p-3 shadow-sm">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OutboxRow({ mail }: { mail: OutboxMail }) {
  const toast = useToast();
  const retry = useMutation({
    mutationFn: () => api.post<OutboxMail>(`/outbox/${mail.id}/retry`),
    meta: { invalidates: ["/outbox"] },
    onSuccess: () => toast.success(`Sending “${mail.subject}” to ${mail.to} again.`),
    onError: (failure) => {
      const text = failureMessage(failure);
      if (text) toast.error(`Could not send the mail again: ${text}`);
    },
  });
  return (
    <tr className="border-t border-gray-200 align-top">
      <td className="px-4 py-3 break-all">{mail.to}</td>
      <td className="px-4 py-3 break-words">{mail.subject}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={mail.createdAt}>{when(mail.createdAt)}</time>
      </td>
      <td className="px-4 py-3">
        <span className="font-semibold">{mail.state}</span>
        {mail.sentAt ? (
          <span className="block text-muted">
            <time dateTime={mail.sentAt}>{when(mail.sentAt)}</time>
          </span>
        ) : null}
        <span className="block text-muted">
          {countOf(mail.attempts, { one: "attempt", other: "attempts" })}
        </span>
        {mail.error && mail.state !== "sent" ? (
          <span className="block break-words text-red-800">{mail.error}</span>
        ) : null}
      </td>
      <td className="px-4 py-3">
        {mail.state === "failed" ? (
          <button
            type="button"
            onClick={() => retry.mutate()}
            disabled={retry.isPending}
            className="rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Send again<span className="sr-only"> to {mail.to}</span>
          </button>
        ) : null}
      </td>
    </tr>
  );
}
