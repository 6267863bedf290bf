import type { Event } from "#shared/schemas/events.ts";
import { SITE_NAME } from "#shared/site.ts";

const SCHEMA = "https://schema.org/";
const ATTENDANCE = {
  online: `${SCHEMA}OnlineEventAttendanceMode`,
  "in-person": `${SCHEMA}OfflineEventAttendanceMode`,
  hybrid: `${SCHEMA}MixedEventAttendanceMode`,
} as const;

export function absoluteUrl(origin: string, url: string): string {
  return url.startsWith("/") ? `${origin}${url}` : url;
}

/**
 * schema.org Event, so search engines can show the date, place and status. `pageUrl` is the
 * event's page in the language it is read in (its canonical address).
 */
export function eventJsonLd(event: Event, origin: string, description: string, pageUrl: string) {
  const place =
    event.format !== "online" && (event.venue || event.city)
      ? {
          "@type": "Place",
          name: event.venue ?? event.city,
          address: {
            "@type": "PostalAddress",
            ...(event.venue ? { streetAddress: event.venue } : {}),
            ...(event.city ? { addressLocality: event.city } : {}),
          },
        }
      : null;
  const virtual =
    event.format !== "in-person"
      ? { "@type": "VirtualLocation", url: event.onlineUrl ?? pageUrl }
      : null;
  const locations = [place, virtual].filter((location) => location !== null);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description,
    url: pageUrl,
    startDate: event.startsAt,
    ...(event.endsAt ? { endDate: event.endsAt } : {}),
    eventStatus: `${SCHEMA}${event.status === "cancelled" ? "EventCancelled" : "EventScheduled"}`,
    eventAttendanceMode: ATTENDANCE[event.format],
    location: locations.length === 1 ? locations[0] : locations,
    ...(event.imageUrl ? { image: [absoluteUrl(origin, event.imageUrl)] } : {}),
    organizer: { "@type": "Organization", name: SITE_NAME, url: origin },
  };
}
