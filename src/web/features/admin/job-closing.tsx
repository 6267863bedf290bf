import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { Job } from "#shared/schemas/jobs.ts";
import { api } from "../../lib/api-client.ts";
import { failureMessage } from "./admin-queries.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { ReasonField } from "./reason-field.tsx";
import { useToast } from "./toast.tsx";

/** Takes a published job off the site after asking; its page then says the job has closed. */
export function useJobClosing(): { ask: (job: Job) => void; dialog: ReactNode } {
  const toast = useToast();
  const [closing, setClosing] = useState<Job | null>(null);
  const close = useMutation({
    mutationFn: (job: Job) => api.post<Job>(`/jobs/${job.id}/close`),
    meta: { invalidates: ["/jobs"] },
    onSuccess: (job) => {
      toast.success(`Closed “${job.title}”.`);
      setClosing(null);
    },
  });

  const ask = (job: Job) => {
    close.reset();
    setClosing(job);
  };
  const dialog = (
    <ConfirmDialog
      open={closing !== null}
      title="Close this job?"
      confirmLabel="Close job"
      busy={close.isPending}
      error={failureMessage(close.error)}
      onConfirm={() => closing && close.mutate(closing)}
      onCancel={() => setClosing(null)}
    >
      {closing
        ? `“${closing.title}” at ${closing.company.name} will be taken off the site and its page will say the job has closed. You can publish it again later.`
        : null}
    </ConfirmDialog>
  );
  return { ask, dialog };
}

/**
 * Takes a job off the site for a reason its employer reads in her workspace: it comes back only
 * through review, when she has changed what was wrong.
 */
export function useJobTakeDown(): { ask: (job: Job) => void; dialog: ReactNode } {
  const toast = useToast();
  const [job, setJob] = useState<Job | null>(null);
  const [reason, setReason] = useState("");
  const takeDown = useMutation({
    mutationFn: (target: Job) => api.post<Job>(`/jobs/${target.id}/take-down`, { reason }),
    meta: { invalidates: ["/jobs", "/job-reviews", "/audit"] },
    onSuccess: (done) => {
      toast.success(`Took down “${done.title}”.`);
      setJob(null);
    },
  });
  const ask = (target: Job) => {
    takeDown.reset();
    setReason("");
    setJob(target);
  };
  const dialog = (
    <ConfirmDialog
      open={job !== null}
      title="Take this job down?"
      confirmLabel="Take down"
      danger
      busy={takeDown.isPending}
      error={failureMessage(takeDown.error)}
      onConfirm={() => job && takeDown.mutate(job)}
      onCancel={() => setJob(null)}
    >
      <ReasonField label="Why (its employer reads this)" value={reason} onChange={setReason} />
    </ConfirmDialog>
  );
  return { ask, dialog };
}
