import { EVENT_STATUSES } from "#shared/constants.ts";
import type { Event } from "#shared/schemas/events.ts";
import { EventStatusMenu } from "../../../components/admin/event-status-menu.tsx";
import { optionsOf } from "../../../components/admin/options.ts";
import { dayAndTime } from "../../../components/admin/zoned-date-time.tsx";
import { FORMAT_LABELS } from "../../../components/events/event-time.ts";
import {
  statusColumn,
  statusFilter,
  titleColumn,
  updatedColumn,
} from "../../../features/admin/columns.tsx";
import { useEventStatusChange } from "../../../features/admin/event-status-change.tsx";
import { ResourceList } from "../../../features/admin/resource-list.tsx";
import { EVENTS } from "../../../features/admin/resources.ts";

const shortDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
});

const STATUS_LABELS = {
  draft: "Draft",
  published: "Published",
  cancelled: "Cancelled",
  completed: "Completed",
} as const;

export default function AdminEvents() {
  const status = useEventStatusChange();
  return (
    <>
      <ResourceList<Event>
        title="Events"
        {...EVENTS}
        describe={(event) => event.title}
        filters={[
          statusFilter(optionsOf(EVENT_STATUSES, STATUS_LABELS)),
          {
            name: "when",
            label: "When",
            options: [
              { value: "upcoming", label: "Upcoming" },
              { value: "past", label: "Past" },
            ],
          },
        ]}
        columns={[
          titleColumn((event) => (
            <span className="block min-w-40 font-semibold">{event.title}</span>
          )),
          statusColumn((event) => event.status),
          {
            label: "Starts",
            sort: "startsAt",
            render: (event) => {
              const { day, time } = dayAndTime(event.startsAt, event.timezone);
              return (
                <time dateTime={event.startsAt} className="block whitespace-nowrap">
                  {day}
                  <span className="block">{time}</span>
                  <span className="block text-xs text-muted">
                    {event.timezone.replaceAll("_", " ")}
                  </span>
                </time>
              );
            },
          },
          { label: "Format", render: (event) => FORMAT_LABELS[event.format] },
          { label: "City", render: (event) => event.city ?? "—" },
          updatedColumn((iso) => shortDate.format(new Date(iso))),
        ]}
        actions={(event) => (
          <EventStatusMenu
            event={event}
            busy={status.pendingId === event.id}
            onChoose={(next) => status.change(event, next)}
          />
        )}
      />
      {status.dialog}
    </>
  );
}
