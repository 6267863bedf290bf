import { Link } from "react-router";
import type { Event } from "../../../shared/schemas/events.ts";
import { Markdown } from "../markdown.tsx";
import { StatusBadge } from "./event-card.tsx";
import { EventFacts } from "./event-facts.tsx";
import type { EventWhen } from "./event-time.ts";

export type EventViewData = {
  event: Event;
  /** The description as HTML. */
  html: string;
  when: EventWhen;
  ended: boolean;
};

/** An event's public page: the event page renders it, and so does the admin preview. */
export function EventView({ event, html, when, ended }: EventViewData) {
  const cancelled = event.status === "cancelled";
  const canRegister = event.status === "published" && !ended && Boolean(event.registrationUrl);
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <p>
        <Link to="/events" className="text-sm font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">← </span>All events
        </Link>
      </p>
      {event.imageUrl ? (
        <img
          src={event.imageUrl}
          alt=""
          width={1200}
          height={630}
          className={`mt-6 aspect-[1200/630] h-auto w-full rounded-lg object-cover ${cancelled ? "opacity-60 grayscale" : ""}`}
        />
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <StatusBadge status={event.status} />
        {ended && !cancelled ? (
          <span className="inline-block rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-ink">
            Past event
          </span>
        ) : null}
      </div>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{event.title}</h1>
      {event.summary ? <p className="mt-3 text-lg text-muted">{event.summary}</p> : null}

      {cancelled ? (
        <div className="mt-6 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">This event has been cancelled.</p>
          <p className="mt-1">
            It will not take place as planned. The details below are kept for reference.
          </p>
        </div>
      ) : ended ? (
        <p className="mt-6 rounded-lg bg-gray-100 p-4">
          This event has finished. See{" "}
          <Link to="/events" className="font-semibold text-brand-700 underline">
            upcoming events
          </Link>
          .
        </p>
      ) : null}

      <div className="mt-6">
        <EventFacts event={event} when={when} />
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        {canRegister && event.registrationUrl ? (
          <a
            href={event.registrationUrl}
            rel="noopener"
            className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Register<span className="sr-only"> for {event.title}</span>
          </a>
        ) : null}
        <a
          href={`/events/${event.id}/calendar.ics`}
          download
          className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Add to calendar<span className="sr-only"> (.ics file)</span>
        </a>
      </div>

      <section aria-labelledby="about-event" className="mt-10">
        <h2 id="about-event" className="text-2xl font-semibold">
          About this event
        </h2>
        <Markdown html={html} className="mt-4" />
      </section>
    </article>
  );
}
