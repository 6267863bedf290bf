import { t } from "@lingui/core/macro";
import { localePath, splitLocalePath } from "#shared/locales.ts";
import { idParams } from "#shared/schemas/common.ts";
import type { Event } from "#shared/schemas/events.ts";
import {
  calendarLocation,
  googleCalendarUrl,
  outlookCalendarUrl,
} from "../../components/events/calendar-links.ts";
import { eventJsonLd } from "../../components/events/event-json-ld.ts";
import { describeEventTime, hasEnded } from "../../components/events/event-time.ts";
import { EventView } from "../../components/events/event-view.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { type RequestValues, requestContext } from "../../lib/context.ts";
import { notFoundPage, rethrowNotFound } from "../../lib/not-found.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/event.ts";

type Services = RequestValues["services"];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { event, summary } = loaderData;
  const i18n = i18nOf(matches);
  const title = event.title;
  return pageMeta({
    title:
      event.status === "cancelled"
        ? t(i18n)({
            message: `Cancelled: ${title}`,
            comment: "The page title of a cancelled event",
          })
        : title,
    description: summary,
    matches,
    path: `/events/${event.id}`,
    image: event.imageUrl,
  });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  const { locale } = splitLocalePath(url.pathname);
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
  // The page in the reader's language: calendars and search engines link back to it.
  const pageUrl = `${origin}${localePath(locale, `/events/${event.id}`)}`;
  return {
    event,
    summary,
    html: await services.markdown.toHtml(event.description),
    when: describeEventTime(locale.code, event.startsAt, event.endsAt, event.timezone),
    ended,
    calendar: upcoming ? await calendarUrls(services, event, pageUrl) : null,
    jsonLd: eventJsonLd(event, origin, summary, pageUrl),
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
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <EventView {...loaderData} />
    </>
  );
}
