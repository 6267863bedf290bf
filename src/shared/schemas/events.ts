import { z } from "zod";
import { EVENT_FORMATS, EVENT_STATUSES } from "../constants.ts";
import {
  contentLanguage,
  isoDateTime,
  optionalImageUrl,
  optionalIsoDateTime,
  optionalText,
  optionalWebAddress,
  paginationQuery,
  requiredText,
  timestamps,
  validFields,
  withFieldErrors,
} from "./common.ts";
import { labelled } from "./messages.ts";

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return value.includes("/") || value === "UTC";
  } catch {
    return false;
  }
}

/** Over at its end or, without one, at its start: the same moment "upcoming" lists go by. */
export function hasEnded(event: { startsAt: string; endsAt?: string | null }, now = Date.now()) {
  return Date.parse(event.endsAt || event.startsAt) < now;
}
export const NOT_ENDED_YET = "An event can be marked completed only once it has ended";

export const eventInput = z
  .object({
    title: requiredText("Title", 160),
    summary: optionalText("Summary", 300),
    description: z
      .string({ error: labelled("Description") })
      .max(50_000)
      .default(""),
    startsAt: isoDateTime,
    endsAt: optionalIsoDateTime,
    timezone: z
      .string({ error: labelled("Time zone") })
      .trim()
      .refine(isTimeZone, "Choose a time zone such as Asia/Singapore"),
    format: z.enum(EVENT_FORMATS, { message: "Choose online, in-person or hybrid" }),
    venue: optionalText("Venue", 200),
    city: optionalText("City", 120),
    onlineUrl: optionalWebAddress("Online URL"),
    imageUrl: optionalImageUrl("Image"),
    registrationUrl: optionalWebAddress("Registration URL"),
    capacity: z
      .number({ error: labelled("Capacity") })
      .int()
      .min(1)
      .max(1_000_000)
      .nullish(),
    status: z.enum(EVENT_STATUSES, { error: labelled("Status") }).default("draft"),
    language: contentLanguage,
  })
  .superRefine((event, ctx) => {
    const valid = validFields(ctx);
    if (valid("startsAt", "endsAt") && event.endsAt) {
      if (Date.parse(event.endsAt) < Date.parse(event.startsAt)) {
        ctx.addIssue({ code: "custom", path: ["endsAt"], message: "Must not be before the start" });
      }
    }
    if (valid("startsAt", "endsAt", "status")) {
      if (event.status === "completed" && !hasEnded(event)) {
        ctx.addIssue({ code: "custom", path: ["status"], message: NOT_ENDED_YET });
      }
    }
  }, withFieldErrors);
export type EventInput = z.input<typeof eventInput>;

const statusMessage = `Status must be one of: ${EVENT_STATUSES.join(", ")}`;
// A request without any body gets the same helpful message, not "expected object, received null".
export const eventStatusInput = z.object(
  { status: z.enum(EVENT_STATUSES, { message: statusMessage }) },
  { message: statusMessage },
);

export const event = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string().nullable(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  timezone: z.string(),
  format: z.enum(EVENT_FORMATS),
  venue: z.string().nullable(),
  city: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  registrationUrl: z.string().nullable(),
  capacity: z.number().int().nullable(),
  status: z.enum(EVENT_STATUSES),
  language: z.string().describe("The BCP 47 tag of the language the event is described in."),
  ...timestamps,
});
export type Event = z.infer<typeof event>;

export const publicEventQuery = paginationQuery.extend({
  when: z.enum(["upcoming", "past"]).default("upcoming"),
});
export const adminEventQuery = paginationQuery.extend({
  q: z.string().trim().max(200).optional(),
  status: z.enum(EVENT_STATUSES).optional(),
  when: z.enum(["upcoming", "past"]).optional(),
  sort: z.enum(["startsAt", "-startsAt", "title", "-title", "updatedAt", "-updatedAt"]).optional(),
});

/** What the event API answers and takes, and how its lists are queried. */
export const eventSchemas = {
  item: event,
  input: eventInput,
  adminQuery: adminEventQuery,
  publicQuery: publicEventQuery,
};
