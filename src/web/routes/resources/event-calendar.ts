import { type ErrorBody, idParams } from "#shared/schemas/common.ts";
import { buildCalendar, calendarFileName } from "../../components/events/calendar-file.ts";
import { calendarLocation } from "../../components/events/calendar-links.ts";
import { requestContext } from "../../lib/context.ts";
import type { Route } from "./+types/event-calendar.ts";

/** A file, not a page: a wrong id answers as the API does. */
const notFound = () =>
  Response.json(
    {
      error: { code: "NOT_FOUND", message: "No public event has this id" },
    } satisfies ErrorBody,
    { status: 404 },
  );

/** /events/{id}/calendar.ics: the event as an iCalendar file that any calendar app imports. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestContext);
  const parsed = idParams.safeParse(params);
  if (!parsed.success) return notFound();
  const event = await services.events.getPublic(parsed.data.id).catch((error: unknown) => {
    if (typeof error === "object" && error !== null && "status" in error && error.status === 404)
      return null;
    throw error;
  });
  if (!event) return notFound();

  const pageUrl = `${origin}/events/${event.id}`;
  const text = await services.markdown.toText(event.description, { lines: true });
  const intro = event.status === "cancelled" ? "This event has been cancelled.\n\n" : "";
  const body = buildCalendar({
    uid: `${event.id}@${new URL(origin).hostname}`,
    title: event.title,
    description: `${intro}${event.summary ? `${event.summary}\n\n` : ""}${text}\n\nDetails: ${pageUrl}`,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    updatedAt: event.updatedAt,
    location: calendarLocation(event),
    url: pageUrl,
    cancelled: event.status === "cancelled",
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(event.title)}"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
