import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, useParams } from "react-router";
import { REVIEWER_STATUSES, type ReviewedApplication } from "#shared/schemas/applications.ts";
import { StatusBadge } from "../../../components/admin/status-badge.tsx";
import { ApplicantProfile } from "../../../components/applications/applicant-profile.tsx";
import { failureMessage } from "../../../features/admin/admin-queries.tsx";
import { statusLabel } from "../../../features/admin/applications/status-label.ts";
import { useToast } from "../../../features/admin/toast.tsx";
import { useApiQuery } from "../../../features/admin/use-api.ts";
import { api } from "../../../lib/api-client.ts";

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
const section = "rounded-xl bg-white p-5 shadow-sm";

/** One application: who, her CV, note and profile; move it along; private notes. */
export default function AdminApplication() {
  const { id = "" } = useParams();
  const path = `/applications/${id}`;
  const query = useApiQuery<ReviewedApplication>(path);
  const toast = useToast();
  const fieldId = useId();
  const [status, setStatus] = useState("");
  const [note, setNote] = useState("");
  const invalidates = [path, "/jobs"];
  const move = useMutation({
    mutationFn: (next: string) => api.put(`${path}/status`, { status: next }),
    meta: { invalidates },
    onSuccess: () => toast.success("Status changed; the applicant is told by e-mail."),
    onError: (failure) => toast.error(`Could not change the status: ${failureMessage(failure)}`),
  });
  const addNote = useMutation({
    mutationFn: () => api.post(`${path}/notes`, { body: note }),
    meta: { invalidates },
    onSuccess: () => {
      setNote("");
      toast.success("Note added.");
    },
    onError: (failure) => toast.error(`Could not add the note: ${failureMessage(failure)}`),
  });
  // A link that works without the token, made when asked: CVs never sit under a public URL.
  const download = useMutation({
    mutationFn: () => api.post<{ url: string }>(`/files/${query.data?.cv.id}/link`),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (failure) => toast.error(`Could not open the CV: ${failureMessage(failure)}`),
  });

  if (query.error) return <p role="alert">{query.error}</p>;
  const application = query.data;
  if (!application) return <p>Loading…</p>;
  const withdrawn = application.status === "withdrawn";

  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <p className="text-sm">
          <Link
            to={`/admin/jobs/${application.job.id}/applications`}
            className="font-semibold text-brand-700 underline"
          >
            Applications to {application.job.title}
          </Link>
        </p>
        <h1 className="mt-1 text-2xl font-bold">{application.applicant.name}</h1>
        <p className="mt-1">
          <a href={`mailto:${application.applicant.email}`} className="text-brand-700 underline">
            {application.applicant.email}
          </a>{" "}
          · applied {when(application.createdAt)} · <StatusBadge status={application.status} />
        </p>
      </div>

      <section aria-labelledby={`${fieldId}-application`} className={section}>
        <h2 id={`${fieldId}-application`} className="text-lg font-semibold">
          Application
        </h2>
        <button
          type="button"
          onClick={() => download.mutate()}
          className="mt-3 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Download CV<span className="sr-only"> of {application.applicant.name}</span> (
          {application.cv.name})
        </button>
        <h3 className="mt-4 font-semibold">Her note</h3>
        <p className="whitespace-pre-line">{application.note ?? "No note."}</p>
        <h3 className="mt-4 font-semibold">Consent</h3>
        <p className="text-sm text-muted">
          {application.consentText} (agreed {when(application.consentedAt)})
        </p>
      </section>

      <section aria-labelledby={`${fieldId}-status`} className={section}>
        <h2 id={`${fieldId}-status`} className="text-lg font-semibold">
          Status
        </h2>
        {withdrawn ? (
          <p className="mt-2">She withdrew this application; it can no longer be moved.</p>
        ) : (
          <form
            className="mt-3 flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (status) move.mutate(status);
            }}
          >
            <label className="block">
              <span className="block text-sm font-semibold">Move to</span>
              <select
                value={status}
                onChange={(event) => setStatus(event.target.value)}
                className="mt-1 rounded-md border border-gray-400 bg-white px-3 py-2"
              >
                <option value="">Choose a status</option>
                {REVIEWER_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {statusLabel(value)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              disabled={!status || move.isPending}
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
            >
              Move
            </button>
          </form>
        )}
        <ol className="mt-4 space-y-1 text-sm">
          {application.statusHistory.map((change) => (
            <li key={`${change.status}-${change.at}`}>
              {when(change.at)}: {statusLabel(change.status)} (by the {change.by})
            </li>
          ))}
        </ol>
      </section>

      <ApplicantProfile profile={application.profile} />

      <section aria-labelledby={`${fieldId}-notes`} className={section}>
        <h2 id={`${fieldId}-notes`} className="text-lg font-semibold">
          Private notes
        </h2>
        <p className="text-sm text-muted">Only reviewers see these; never the applicant.</p>
        <ul className="mt-3 space-y-3">
          {application.notes.map((entry) => (
            <li key={entry.id} className="rounded-md bg-gray-50 p-3">
              <p className="whitespace-pre-line">{entry.body}</p>
              <p className="text-sm text-muted">
                {entry.authorName}, {when(entry.createdAt)}
              </p>
            </li>
          ))}
        </ul>
        <form
          className="mt-3 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (note.trim()) addNote.mutate();
          }}
        >
          <label htmlFor={`${fieldId}-note`} className="block text-sm font-semibold">
            Add a note
          </label>
          <textarea
            id={`${fieldId}-note`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            maxLength={2000}
            className="block w-full rounded-md border border-gray-400 px-3 py-2"
          />
          <button
            type="submit"
            disabled={!note.trim() || addNote.isPending}
            className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 disabled:opacity-60"
          >
            Add note
          </button>
        </form>
      </section>
    </div>
  );
}
