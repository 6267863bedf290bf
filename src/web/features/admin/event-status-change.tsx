import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { EventStatus } from "#shared/constants.ts";
import type { Event } from "#shared/schemas/events.ts";
import { STATUS_CHOICES } from "../../components/admin/event-status-menu.tsx";
import { api } from "../../lib/api-client.ts";
import { failureMessage } from "./admin-queries.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { useToast } from "./toast.tsx";

type Target = Pick<Event, "id" | "title">;

/**
 * Changes an event's status through PUT /api/events/{id}/status. Cancelling is announced to
 * everyone who registered, so it asks first; the other changes happen at once.
 */
export function useEventStatusChange(): {
  change: (event: Target, status: EventStatus) => void;
  pendingId: string | null;
  dialog: ReactNode;
} {
  const toast = useToast();
  const [cancelling, setCancelling] = useState<Target | null>(null);
  const mutation = useMutation({
    mutationFn: ({ event, status }: { event: Target; status: EventStatus }) =>
      api.put(`/events/${event.id}/status`, { status }),
    meta: { invalidates: ["/events"] },
    onSuccess: (_done, { event, status }) => {
      const done = STATUS_CHOICES.find((choice) => choice.status === status)?.done ?? status;
      toast.success(`“${event.title}” ${done}.`);
      if (status === "cancelled") setCancelling(null);
    },
    onError: (failure, { event, status }) => {
      const message = failureMessage(failure);
      // A failed cancellation is said in its dialog, which stays open.
      if (message && status !== "cancelled")
        toast.error(`Could not change “${event.title}”: ${message}`);
    },
  });

  function change(event: Target, status: EventStatus) {
    if (status === "cancelled") {
      mutation.reset();
      setCancelling(event);
    } else {
      mutation.mutate({ event, status });
    }
  }

  const dialog = (
    <ConfirmDialog
      open={cancelling !== null}
      title="Cancel this event?"
      confirmLabel="Yes, cancel the event"
      cancelLabel="Keep event"
      danger
      busy={mutation.isPending}
      error={mutation.variables?.status === "cancelled" ? failureMessage(mutation.error) : null}
      onConfirm={() => cancelling && mutation.mutate({ event: cancelling, status: "cancelled" })}
      onCancel={() => setCancelling(null)}
    >
      {cancelling
        ? `“${cancelling.title}” will be shown as cancelled on the events page. You can publish it again later.`
        : null}
    </ConfirmDialog>
  );

  const pendingId = mutation.isPending ? mutation.variables.event.id : null;
  return { change, pendingId, dialog };
}
