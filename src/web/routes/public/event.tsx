import { idParams } from "../../../shared/schemas/common.ts";
import { eventJsonLd } from "../../components/events/event-json-ld.ts";
import { describeEventTime, hasEnded } from "../../components/events/event-time.ts";
import { EventView } from "../../components/events/event-view.tsx";
import { JsonLd } from "../../components/json-ld.tsx";
import { notFoundPage, rethrowNotFound } from "../../components/static/not-found.ts";
import { requestContext } from "../../lib/context.ts";
import { originOf, pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/event.ts";

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
  return {
    event,
    summary,
    html: await services.markdown.toHtml(event.description),
    when: describeEventTime(event.startsAt, event.endsAt, event.timezone),
    ended: hasEnded(event.startsAt, event.endsAt),
    jsonLd: eventJsonLd(event, origin, summary),
  };
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <EventView {...loaderData} />
    </>
  );
}
