import type { Event } from "#shared/schemas/events.ts";
import { useHydrated } from "../use-hydrated.ts";
import { type EventWhen, type FORMAT_LABELS, visitorTime } from "./event-time.ts";

type FactsEvent = Pick<Event, "format" | "venue" | "city" | "onlineUrl" | "capacity" | "status">;

const FORMAT_DETAIL = {
  online: "Online",
  "in-person": "In person",
  hybrid: "Hybrid: join in person or online",
} as const satisfies Record<keyof typeof FORMAT_LABELS, string>;

/**
 * The event's time in the visitor's zone, which only the browser knows: written after hydration
 * (so it never mismatches the server's HTML) into a line the server already reserved, two lines
 * high because it wraps on narrow screens, so nothing below moves when it appears.
 */
function VisitorTime({ when }: { when: EventWhen }) {
  const hydrated = useHydrated();
  const text = hydrated
    ? visitorTime(when, Intl.DateTimeFormat().resolvedOptions().timeZone)
    : null;
  return (
    <span className="block min-h-10 text-sm font-normal" data-testid="event-visitor-time">
      {text}
    </span>
  );
}

/** Date, time (in the event's zone), format and place, as a description list. */
export function EventFacts({ event, when }: { event: FactsEvent; when: EventWhen }) {
  const inPerson = event.format !== "online";
  const online = event.format !== "in-person";
  const place = [event.venue, event.city].filter(Boolean).join(", ");
  return (
    <dl className="grid gap-4 rounded-lg border border-gray-200 bg-white p-5 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-semibold text-muted">Date</dt>
        <dd className="mt-1 font-medium">
          <time dateTime={when.startIso}>{when.date}</time>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-muted">Time</dt>
        <dd className="mt-1 font-medium" data-testid="event-time">
          {when.time} {when.offset}
          <span className="block text-sm font-normal text-muted">
            {when.zoneName} ({when.timeZone})
          </span>
          {online ? <VisitorTime when={when} /> : null}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-muted">Format</dt>
        <dd className="mt-1 font-medium">{FORMAT_DETAIL[event.format]}</dd>
      </div>
      {inPerson && place ? (
        <div>
          <dt className="text-sm font-semibold text-muted">Venue</dt>
          <dd className="mt-1 font-medium">{place}</dd>
        </div>
      ) : null}
      {online && event.onlineUrl && event.status !== "cancelled" ? (
        <div className="sm:col-span-2">
          <dt className="text-sm font-semibold text-muted">Online link</dt>
          <dd className="mt-1 break-all font-medium">
            <a href={event.onlineUrl} className="text-brand-700 underline" rel="noopener">
              {event.onlineUrl}
            </a>
          </dd>
        </div>
      ) : null}
      {event.capacity ? (
        <div>
          <dt className="text-sm font-semibold text-muted">Places</dt>
          <dd className="mt-1 font-medium">{event.capacity.toLocaleString("en-GB")}</dd>
        </div>
      ) : null}
    </dl>
  );
}
