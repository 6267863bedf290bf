import { Link, useParams, useSearchParams } from "react-router";
import { countOf } from "#shared/plural.ts";
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ReviewerApplicationSummary,
} from "#shared/schemas/applications.ts";
import type { Job } from "#shared/schemas/jobs.ts";
import { AdminTable } from "../../../components/admin/admin-table.tsx";
import { ListCount } from "../../../components/admin/list-count.tsx";
import { StatusBadge } from "../../../components/admin/status-badge.tsx";
import { statusLabel } from "../../../features/admin/applications/status-label.ts";
import { useApiQuery } from "../../../features/admin/use-api.ts";

type ApplicationList = {
  items: ReviewerApplicationSummary[];
  counts: Partial<Record<ApplicationStatus, number>>;
};
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium" });

/**
 * Applications, newest first, filtered by status, each opening for review: one job's
 * (/admin/jobs/:id/applications) or every job's (/admin/applications).
 */
export default function AdminApplications() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const status = APPLICATION_STATUSES.find((value) => value === params.get("status"));
  const job = useApiQuery<Job>(id ? `/jobs/${id}` : null);
  const list = useApiQuery<ApplicationList>(
    `${id ? `/jobs/${id}` : ""}/applications${status ? `?status=${status}` : ""}`,
  );
  const counts = list.data?.counts ?? {};
  const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);

  return (
    <div className="max-w-5xl">
      {id ? (
        <p className="text-sm">
          <Link to="/admin/applications" className="font-semibold text-brand-700 underline">
            All applications
          </Link>
        </p>
      ) : null}
      <h1 className="mt-1 text-2xl font-bold">
        Applications{job.data ? `: ${job.data.title}` : ""}
      </h1>
      <p className="mt-1 text-muted">
        Opening an application marks it viewed, and the applicant sees that. CVs open only for
        signed-in reviewers.
      </p>
      <fieldset className="mt-6 flex flex-wrap items-center gap-2">
        <legend className="sr-only">Show applications</legend>
        {[undefined, ...APPLICATION_STATUSES].map((value) => {
          const count = value ? (counts[value] ?? 0) : total;
          const current = value === status;
          return (
            <button
              key={value ?? "all"}
              type="button"
              aria-pressed={current}
              onClick={() => setParams(value ? { status: value } : {})}
              className={`rounded-full border px-3 py-1 text-sm font-semibold ${
                current ? "border-brand-700 bg-brand-700 text-white" : "border-gray-400 bg-white"
              }`}
            >
              {value ? statusLabel(value) : "All"} ({count})
            </button>
          );
        })}
      </fieldset>
      {list.error ? (
        <p role="alert" className="mt-4 text-red-800">
          {list.error}
        </p>
      ) : null}
      {list.data ? (
        <>
          <ListCount>
            {countOf(list.data.items.length, {
              one: `${status ?? ""} application`.trim(),
              other: `${status ?? ""} applications`.trim(),
            })}
          </ListCount>
          <AdminTable
            columns={id ? 4 : 5}
            empty={list.data.items.length === 0 ? "No applications here yet." : undefined}
            head={
              <>
                <th className="px-4 py-2">Applicant</th>
                {id ? null : <th className="px-4 py-2">Job</th>}
                <th className="px-4 py-2">Status</th>
                <th className="px-4 py-2">Applied</th>
                <th className="px-4 py-2">CV</th>
              </>
            }
          >
            {list.data.items.map((application) => (
              <tr key={application.id} className="border-t border-gray-200">
                <td className="px-4 py-2">
                  <Link
                    to={`/admin/applications/${application.id}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {application.applicant.name}
                  </Link>
                </td>
                {id ? null : (
                  <td className="px-4 py-2">
                    {application.job.title}
                    <span className="block text-muted">{application.job.company.name}</span>
                  </td>
                )}
                <td className="px-4 py-2">
                  <StatusBadge status={application.status} />
                </td>
                <td className="px-4 py-2">{when(application.createdAt)}</td>
                <td className="px-4 py-2 break-all">{application.cv.name}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      ) : null}
    </div>
  );
}
