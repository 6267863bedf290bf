import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { Job } from "#shared/schemas/jobs.ts";
import { api } from "../../lib/api-client.ts";
import { failureMessage } from "./admin-queries.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
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
