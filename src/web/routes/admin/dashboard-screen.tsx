import { Link } from "react-router";
import type { Dashboard } from "#shared/schemas/inbox.ts";
import { LoadFailure } from "../../components/admin/load-failure.tsx";
import { Spinner } from "../../components/admin/spinner.tsx";
import { WeeklyChart } from "../../components/admin/weekly-chart.tsx";
import { useApiQuery } from "../../features/admin/use-api.ts";

const COUNTS: Array<{ key: keyof Dashboard["counts"]; label: string; to: string }> = [
  { key: "pendingCompanies", label: "Companies to approve", to: "/admin/companies?status=pending" },
  { key: "jobsToReview", label: "Jobs to review", to: "/admin/jobs?status=review" },
  { key: "publishedJobs", label: "Published jobs", to: "/admin/jobs?status=published" },
  { key: "draftJobs", label: "Draft jobs", to: "/admin/jobs?status=draft" },
  { key: "companies", label: "Companies", to: "/admin/companies" },
  { key: "upcomingEvents", label: "Upcoming events", to: "/admin/events?when=upcoming" },
  { key: "posts", label: "Published posts", to: "/admin/blogs?status=published" },
  { key: "newMessages", label: "New messages", to: "/admin/messages?status=new" },
  { key: "subscribers", label: "Subscribers", to: "/admin/subscribers" },
];

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : "—");

type PanelItem = { id: string; to: string; text: string; note: string };

/** A job in a panel links to its form. */
const jobItem = (job: { id: string; title: string; company: string }, note: string): PanelItem => ({
  id: job.id,
  to: `/admin/jobs/edit/${job.id}`,
  text: `${job.title} · ${job.company}`,
  note,
});

export default function AdminDashboard() {
  const { data, error, reload } = useApiQuery<Dashboard>("/dashboard");
  if (error) {
    return <LoadFailure what="the dashboard" error={error} onRetry={reload} />;
  }
  if (!data) return <Spinner />;
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {COUNTS.map((count) => (
          <li key={count.key}>
            <Link
              to={count.to}
              className="block rounded-xl bg-white p-5 shadow-sm hover:ring-2 hover:ring-brand-600"
            >
              <span className="block text-3xl font-bold">{data.counts[count.key]}</span>
              <span className="text-muted">{count.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="grid gap-6 xl:grid-cols-3">
        <Panel
          title="Jobs expiring within 14 days"
          empty="No job expires soon."
          items={data.expiringJobs.map((job) => jobItem(job, `Expires ${day(job.expiresAt)}`))}
        />
        <Panel
          title="Drafts"
          empty="No drafts waiting."
          items={data.draftJobs.map((job) => jobItem(job, `Edited ${day(job.updatedAt)}`))}
        />
        <Panel
          title="New messages"
          empty="No unhandled messages."
          items={data.newMessages.map((message) => ({
            id: message.id,
            to: "/admin/messages?status=new",
            text: `${message.subject} · ${message.name}`,
            note: day(message.createdAt),
          }))}
        />
      </div>
      <section aria-labelledby="weekly" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="weekly" className="text-lg font-semibold">
          Jobs published per week (last 12 weeks)
        </h2>
        <WeeklyChart weeks={data.jobsPublishedPerWeek} />
      </section>
    </div>
  );
}

function Panel({ title, empty, items }: { title: string; empty: string; items: PanelItem[] }) {
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm">
      <h2 className="font-semibold">{title}</h2>
      {items.length === 0 ? <p className="mt-3 text-muted">{empty}</p> : null}
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.to} className="font-semibold text-brand-700 underline">
              {item.text}
            </Link>
            <span className="block text-sm text-muted">{item.note}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
