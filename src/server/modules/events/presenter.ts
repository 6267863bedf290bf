import type { Event } from "#shared/schemas/events.ts";
import type { events } from "../../db/schema/index.ts";
import { iso, isoOrNull } from "../../lib/values.ts";

export function presentEvent(row: typeof events.$inferSelect): Event {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    description: row.description,
    startsAt: iso(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
    timezone: row.timezone,
    format: row.format,
    venue: row.venue,
    city: row.city,
    onlineUrl: row.onlineUrl,
    imageUrl: row.imageUrl,
    registrationUrl: row.registrationUrl,
    capacity: row.capacity,
    status: row.status,
    language: row.language,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
