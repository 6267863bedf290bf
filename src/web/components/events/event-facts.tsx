import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Event } from "#shared/schemas/events.ts";
import { EVENT_FORMAT_LABELS } from "../../i18n/labels.ts";
import { useLocale } from "../../i18n/locale-provider.tsx";
import { useHydrated } from "../use-hydrated.ts";
import { type EventWhen, intlLocale, visitorTime } from "./event-time.ts";

type FactsEvent = Pick<Event, "format" | "venue" | "city" | "onlineUrl" | "capacity" | "status">;

const FORMAT_DETAIL = {
  online: EVENT_FORMAT_LABELS.online,
  "in-person": EVENT_FORMAT_LABELS["in-person"],
  hybrid: msg`Hybrid: join in person or online`,
} as const satisfies Record<keyof typeof EVENT_FORMAT_LABELS, MessageDescriptor>;

/**
 * The event's time in the visitor's zone, which only the browser knows: written after hydration
 * (so it never mismatches the server's HTML) into a line the server already reserved, two lines
 * high because it wraps on narrow screens, so nothing below moves when it appears.
 */
function VisitorTime({ when }: { when: EventWhen }) {
  const { t } = useLingui();
  const { code } = useLocale();
  const hydrated = useHydrated();
  const mine = hydrated
    ? visitorTime(code, when, Intl.DateTimeFormat().resolvedOptions().timeZone)
    : null;
  let text: string | null = null;
  if (mine?.sameOffset) text = t`Your time zone too.`;
  else if (mine) {
    const time = mine.text;
    text = t({
      message: `Your time: ${time}`,
      comment: "The event's time where the visitor is: 4:30 – 6:00 pm GMT+5:30",
    });
  }
  return (
    <span className="block min-h-10 text-sm font-normal" data-testid="event-visitor-time">
      {text}
    </span>
  );
}

/** Date, time (in the event's zone), format and place, as a description list. */
export function EventFacts({ event, when }: { event: FactsEvent; when: EventWhen }) {
  const { i18n } = useLingui();
  const { code } = useLocale();
  const inPerson = event.format !== "online";
  const online = event.format !== "in-person";
  const place = [event.venue, event.city].filter(Boolean).join(", ");
  return (
    <dl className="grid gap-4 rounded-lg border border-gray-200 bg-white p-5 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-semibold text-muted">
          <Trans>Date</Trans>
        </dt>
        <dd className="mt-1 font-medium">
          <time dateTime={when.startIso}>{when.date}</time>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-muted">
          <Trans comment="The time of day an event takes place">Time</Trans>
        </dt>
        <dd className="mt-1 font-medium" data-testid="event-time">
          {when.time} {when.offset}
          <span className="block text-sm font-normal text-muted">
            {when.zoneName} ({when.timeZone})
          </span>
          {online ? <VisitorTime when={when} /> : null}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-muted">
          <Trans comment="An event's format: online, in person or hybrid">Format</Trans>
        </dt>
        <dd className="mt-1 font-medium">{i18n._(FORMAT_DETAIL[event.format])}</dd>
      </div>
      {inPerson && place ? (
        <div>
          <dt className="text-sm font-semibold text-muted">
            <Trans>Venue</Trans>
          </dt>
          <dd className="mt-1 font-medium">{place}</dd>
        </div>
      ) : null}
      {online && event.onlineUrl && event.status !== "cancelled" ? (
        <div className="sm:col-span-2">
          <dt className="text-sm font-semibold text-muted">
            <Trans>Online link</Trans>
          </dt>
          <dd className="mt-1 break-all font-medium">
            <a href={event.onlineUrl} className="text-brand-700 underline" rel="noopener">
              {event.onlineUrl}
            </a>
          </dd>
        </div>
      ) : null}
      {event.capacity ? (
        <div>
          <dt className="text-sm font-semibold text-muted">
            <Trans comment="How many people an event has room for">Places</Trans>
          </dt>
          <dd className="mt-1 font-medium">
            {new Intl.NumberFormat(intlLocale(code)).format(event.capacity)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
