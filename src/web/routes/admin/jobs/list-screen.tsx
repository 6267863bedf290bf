import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { EMPLOYMENT_TYPES, JOB_CATEGORIES, JOB_STATUSES, WORKPLACES } from "#shared/constants.ts";
import type { Job } from "#shared/schemas/jobs.ts";
import { optionsOf } from "../../../components/admin/options.ts";
import { StatusBadge } from "../../../components/admin/status-badge.tsx";
import { jobPlace, labelTexts } from "../../../components/jobs/job-format.ts";
import { statusFilter, titleColumn, updatedColumn } from "../../../features/admin/columns.tsx";
import { useJobClosing, useJobTakeDown } from "../../../features/admin/job-closing.tsx";
import { ResourceList } from "../../../features/admin/resource-list.tsx";
import { JOBS } from "../../../features/admin/resources.ts";
import { CATEGORY_LABELS, TYPE_LABELS, WORKPLACE_LABELS } from "../../../i18n/labels.ts";

const withYear = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
});
const thisYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });

/** "21 Nov" this year, "20 Jan 2027" otherwise: the table has many columns to fit. */
function ShortDate({ iso }: { iso: string | null }) {
  if (!iso) return <>—</>;
  const when = new Date(iso);
  const format = when.getFullYear() === new Date().getFullYear() ? thisYear : withYear;
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {format.format(when)}
    </time>
  );
}
const isPast = (iso: string | null) => iso !== null && Date.parse(iso) <= Date.now();

const STATUS_LABELS = {
  draft: "Draft",
  published: "Published",
  closed: "Closed",
  review: "Waiting for review",
} as const;

// The API sorts newest, oldest and expiry one way only, so they are offered here rather than as
// column headers that would flip to an order the API refuses.
const SORT_OPTIONS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "expiresAt", label: "Expiring soonest" },
  { value: "title", label: "Title A–Z" },
  { value: "-title", label: "Title Z–A" },
  { value: "-updatedAt", label: "Recently updated" },
  { value: "updatedAt", label: "Least recently updated" },
];

export default function AdminJobs() {
  const { i18n } = useLingui();
  const closing = useJobClosing();
  const takeDown = useJobTakeDown();

  return (
    <>
      <ResourceList<Job>
        title="Jobs"
        {...JOBS}
        describe={(job) => job.title}
        filters={[
          statusFilter(optionsOf([...JOB_STATUSES, "review"] as const, STATUS_LABELS)),
          {
            name: "category",
            label: "Category",
            options: optionsOf(JOB_CATEGORIES, labelTexts(i18n, CATEGORY_LABELS)),
          },
          {
            name: "type",
            label: "Type",
            options: optionsOf(EMPLOYMENT_TYPES, labelTexts(i18n, TYPE_LABELS)),
          },
          {
            name: "workplace",
            label: "Workplace",
            options: optionsOf(WORKPLACES, labelTexts(i18n, WORKPLACE_LABELS)),
          },
          { name: "sort", label: "Sort", options: SORT_OPTIONS },
        ]}
        columns={[
          titleColumn((job) => (
            <span className="block min-w-40">
              <span className="font-semibold">{job.title}</span>
              {job.featured ? (
                <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
                  Featured
                </span>
              ) : null}
              <span className="block text-muted">{job.company.name}</span>
            </span>
          )),
          {
            label: "Status",
            render: (job) => (
              <span className="flex flex-col items-start gap-1">
                <StatusBadge status={job.reviewRequestedAt ? "review" : job.status} />
                {job.takedownReason ? (
                  <span className="text-xs text-muted">taken down: {job.takedownReason}</span>
                ) : null}
                {job.status === "published" && isPast(job.expiresAt) ? (
                  <span className="text-xs text-muted">expired</span>
                ) : null}
                {job.status === "published" && job.publishedAt && !isPast(job.publishedAt) ? (
                  <span className="text-xs text-muted">scheduled</span>
                ) : null}
              </span>
            ),
          },
          {
            label: "Location",
            render: (job) => <span className="block min-w-28">{jobPlace(i18n, job)}</span>,
          },
          {
            label: "Type",
            render: (job) => (
              <>
                {i18n._(TYPE_LABELS[job.employmentType])}
                <span className="block text-muted">{i18n._(WORKPLACE_LABELS[job.workplace])}</span>
              </>
            ),
          },
          {
            label: "Published / expires",
            render: (job) => (
              <>
                <span className="block">
                  <span className="sr-only">Published </span>
                  <ShortDate iso={job.publishedAt} />
                </span>
                <span className="block text-muted">
                  <span className="sr-only">Expires </span>
                  {job.expiresAt ? (
                    <>
                      until <ShortDate iso={job.expiresAt} />
                    </>
                  ) : (
                    "no expiry"
                  )}
                </span>
              </>
            ),
          },
          updatedColumn((iso) => <ShortDate iso={iso} />),
        ]}
        actions={(job) => (
          <>
            {job.applyMethod === "onsite" ? (
              <Link
                to={`/admin/jobs/${job.id}/applications`}
                className="font-semibold text-brand-700 underline"
              >
                Applications<span className="sr-only"> to {job.title}</span>
              </Link>
            ) : null}
            {job.status === "published" ? (
              <button
                type="button"
                className="font-semibold text-amber-800 underline"
                onClick={() => closing.ask(job)}
              >
                Close<span className="sr-only"> {job.title}</span>
              </button>
            ) : null}
            {job.status === "published" || job.reviewRequestedAt ? (
              <button
                type="button"
                className="font-semibold text-red-800 underline"
                onClick={() => takeDown.ask(job)}
              >
                Take down<span className="sr-only"> {job.title}</span>
              </button>
            ) : null}
          </>
        )}
      />
      {closing.dialog}
      {takeDown.dialog}
    </>
  );
}
