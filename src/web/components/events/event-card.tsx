import { Trans, useLingui } from "@lingui/react/macro";
import type { Event } from "#shared/schemas/events.ts";
import { EVENT_FORMAT_LABELS } from "../../i18n/labels.ts";
import { Link } from "../../i18n/link.tsx";
import { Card, CardImage } from "../card.tsx";
import { describeEventTime, type EventWhen } from "./event-time.ts";

export type EventCardData = Pick<
  Event,
  "id" | "title" | "summary" | "format" | "city" | "imageUrl" | "status" | "language"
> & { when: EventWhen };

/**
 * What a card needs, with the time already written out in the event's zone and the page's
 * language `code` (loader side).
 */
export function toEventCard(event: Event, code: string): EventCardData {
  return {
    id: event.id,
    title: event.title,
    summary: event.summary,
    language: event.language,
    format: event.format,
    city: event.city,
    imageUrl: event.imageUrl,
    status: event.status,
    when: describeEventTime(code, event.startsAt, event.endsAt, event.timezone),
  };
}

export function StatusBadge({ status }: { status: Event["status"] }) {
  if (status !== "cancelled") return null;
  return (
    <span className="inline-block rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-red-800">
      <Trans comment="An event's status badge">Cancelled</Trans>
    </span>
  );
}

export function FormatBadge({ format }: { format: Event["format"] }) {
  const { i18n } = useLingui();
  return (
    <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
      {i18n._(EVENT_FORMAT_LABELS[format])}
    </span>
  );
}

export function EventCard({ event, lazy }: { event: EventCardData; lazy: boolean }) {
  const cancelled = event.status === "cancelled";
  return (
    <Card
      data-testid="event-card"
      data-status={event.status}
      muted={cancelled}
      media={
        <CardImage
          shape="cover"
          src={event.imageUrl}
          lazy={lazy}
          className={cancelled ? "opacity-60 grayscale" : ""}
        />
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={event.status} />
        <FormatBadge format={event.format} />
        {event.city ? <span className="text-sm text-muted">{event.city}</span> : null}
      </div>
      <h3 className="text-lg font-semibold leading-snug">
        <Link
          to={`/events/${event.id}`}
          className={`hover:underline ${cancelled ? "text-muted line-through" : "text-brand-700"}`}
        >
          {cancelled ? (
            <span className="sr-only">
              <Trans comment="Read by screen readers before a cancelled event's title">
                Cancelled:
              </Trans>{" "}
            </span>
          ) : null}
          <span lang={event.language}>{event.title}</span>
        </Link>
      </h3>
      <p className="text-sm font-medium">
        <time dateTime={event.when.startIso}>{event.when.shortDate}</time>
        <span aria-hidden="true"> · </span>
        <span>
          {event.when.time} {event.when.offset}
        </span>
        <span className="block text-muted">{event.when.zoneName}</span>
      </p>
      {event.summary ? (
        <p lang={event.language} className="text-sm text-muted">
          {event.summary}
        </p>
      ) : null}
    </Card>
  );
}
