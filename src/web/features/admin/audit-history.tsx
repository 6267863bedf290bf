import type { AuditEntry } from "#shared/schemas/audit.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import { useApiQuery } from "./use-api.ts";

const show = (value: unknown) =>
  value === null || value === "" ? "—" : typeof value === "string" ? value : JSON.stringify(value);
const short = (value: unknown) => {
  const text = show(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

/** Who changed this item, when, and which fields. */
export function AuditHistory({ entity, id }: { entity: string; id: string }) {
  const { data, error } = useApiQuery<Paginated<AuditEntry>>(
    `/audit?entity=${entity}&entityId=${id}&pageSize=50`,
  );
  return (
    <section aria-labelledby="history" className="mt-8">
      <h2 id="history" className="text-lg font-semibold">
        History
      </h2>
      {error ? <p className="text-red-700">{error}</p> : null}
      {data && data.items.length === 0 ? (
        <p className="text-muted">No changes recorded yet.</p>
      ) : null}
      <ol className="mt-3 space-y-3">
        {data?.items.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-gray-200 bg-white p-4 text-sm">
            <p>
              <strong className="capitalize">
                {entry.action === "status" ? "status change" : entry.action}
              </strong>{" "}
              by {entry.actorEmail} on{" "}
              <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
            </p>
            {entry.action === "update" || entry.action === "status" ? (
              <ul className="mt-2 list-disc pl-5 text-muted">
                {Object.entries(entry.changes).map(([field, change]) => (
                  <li key={field}>
                    {field}: {short(change.from)} → {short(change.to)}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
