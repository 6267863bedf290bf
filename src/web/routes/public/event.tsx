import { Link } from "react-router";
import { idParams } from "../../../shared/schemas/common.ts";
import type { Event } from "../../../shared/schemas/events.ts";
import {
  calendarLocation,
  googleCalendarUrl,
  outlookCalendarUrl,
} from "../../components/events/calendar-links.ts";
import { EventActions } from "../../components/events/event-actions.tsx";
import { StatusBadge } from "../../components/events/event-card.tsx";
import { EventFacts } from "../../components/events/event-facts.tsx";
import { eventJsonLd } from "../../components/events/event-json-ld.ts";
import { describeEventTime, hasEnded } from "../../components/events/event-time.ts";
import { JsonLd } from "../../components/json-ld.tsx";
import { Markdown } from "../../components/markdown.tsx";
import { notFoundPage, rethrowNotFound } from "../../components/static/not-found.ts";
import { type RequestValues, requestContext } from "../../lib/context.ts";
import { originOf, pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/event.ts";

type Services = RequestValues["services"];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { event, summary } = loaderData;
  return pageMeta({
    title: event.status === "cancelled" ? `Cancelled: ${event.title}` : event.title,
    description: summary,
    origin: originOf(matches),
    path: `/events/${event.id}`,
    image: event.imageUrl,
  });
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  // A malformed id can never name an event; answering 404 here also keeps it away from SQL.
  const parsed = idParams.safeParse(params);
  if (!parsed.success) notFoundPage();
  const event = await services.events.getPublic(parsed.data.id).catch(rethrowNotFound);
  const summary =
    event.summary ||
    (await services.markdown.toText(event.description, { maxLength: 160 })) ||
    event.title;
  const ended = hasEnded(event.startsAt, event.endsAt);
  // Registering and adding to a calendar only make sense for an event still to come.
  const upcoming = event.status === "published" && !ended;
  return {
    event,
    summary,
    html: await services.markdown.toHtml(event.description),
    when: describeEventTime(event.startsAt, event.endsAt, event.timezone),
    ended,
    calendar: upcoming ? await calendarUrls(services, event, `${origin}/events/${event.id}`) : null,
    jsonLd: eventJsonLd(event, origin, summary),
  };
}

async function calendarUrls(services: Services, event: Event, url: string) {
  // Calendars take plain text; the links cut it to fit a URL, so no more is rendered than that.
  const text = await services.markdown.toText(event.description, { lines: true, maxLength: 1200 });
  const details = [event.summary, text].filter(Boolean).join("\n\n");
  const link = {
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    details,
    location: calendarLocation(event),
    url,
  };
  return { googleUrl: googleCalendarUrl(link), outlookUrl: outlookCalendarUrl(link) };
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const { event, html, when, ended, calendar, jsonLd } = loaderData;
  const cancelled = event.status === "cancelled";
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <JsonLd data={jsonLd} />
      <p>
        <Link to="/events" className="text-sm font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">← </span>All events
        </Link>
      </p>
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

      {event.imageUrl ? (
        <img
          src={event.imageUrl}
          alt=""
          width={1200}
          height={630}
          className={`mt-8 aspect-[1200/630] h-auto w-full rounded-lg object-cover ${cancelled ? "opacity-60 grayscale" : ""}`}
        />
      ) : null}

      <section aria-labelledby="about-event" className="mt-10">
        <h2 id="about-event" className="text-2xl font-semibold">
          About this event
        </h2>
        <Markdown html={html} className="mt-4" />
      </section>
    </article>
  );
}
