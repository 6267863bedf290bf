import { Trans, useLingui } from "@lingui/react/macro";
import type { Event } from "#shared/schemas/events.ts";
import { Link } from "../../i18n/link.tsx";
import { BackLink } from "../back-link.tsx";
import { CardImage } from "../card.tsx";
import { Markdown } from "../markdown.tsx";
import { EventActions } from "./event-actions.tsx";
import { StatusBadge } from "./event-card.tsx";
import { EventFacts } from "./event-facts.tsx";
import type { EventWhen } from "./event-time.ts";

export type EventViewData = {
  event: Event;
  /** The description as HTML. */
  html: string;
  when: EventWhen;
  ended: boolean;
  /** Links to add an upcoming, published event to a calendar; null for any other. */
  calendar?: { googleUrl: string; outlookUrl: string } | null;
};

/** An event's public page: the event page renders it, and so does the admin preview. */
export function EventView({ event, html, when, ended, calendar }: EventViewData) {
  const { t } = useLingui();
  const cancelled = event.status === "cancelled";
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <BackLink to="/events" label={t`All events`} />
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <StatusBadge status={event.status} />
        {ended && !cancelled ? (
          <span className="inline-block rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-ink">
            <Trans>Past event</Trans>
          </span>
        ) : null}
      </div>
      <h1 lang={event.language} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {event.title}
      </h1>
      {event.summary ? (
        <p lang={event.language} className="mt-3 text-lg text-muted">
          {event.summary}
        </p>
      ) : null}

      {cancelled ? (
        <div className="mt-6 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">
            <Trans>This event has been cancelled.</Trans>
          </p>
          <p className="mt-1">
            <Trans>
              It will not take place as planned. The details below are kept for reference.
            </Trans>
          </p>
        </div>
      ) : ended ? (
        <p className="mt-6 rounded-lg bg-gray-100 p-4">
          <Trans>
            This event has finished. See{" "}
            <Link to="/events" className="font-semibold text-brand-700 underline">
              upcoming events
            </Link>
            .
          </Trans>
        </p>
      ) : null}

      {/* Before the facts and the picture: a phone shows it without scrolling. */}
      {calendar ? (
        <EventActions
          id={event.id}
          title={event.title}
          registrationUrl={event.registrationUrl}
          {...calendar}
        />
      ) : null}

      <div className="mt-8">
        <EventFacts event={event} when={when} />
      </div>

      <CardImage
        shape="cover"
        src={event.imageUrl}
        lazy={false}
        className={`mt-8 rounded-lg ${cancelled ? "opacity-60 grayscale" : ""}`}
      />

      <section aria-labelledby="about-event" className="mt-10">
        <h2 id="about-event" className="text-2xl font-semibold">
          <Trans>About this event</Trans>
        </h2>
        <Markdown html={html} lang={event.language} className="mt-4" />
      </section>
    </article>
  );
}
