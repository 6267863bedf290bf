import { and, asc, count, desc, eq, ilike, ne, type SQL, sql } from "drizzle-orm";
import type { EventStatus } from "#shared/constants.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import {
  type Event,
  type EventInput,
  eventInput,
  hasEnded,
  NOT_ENDED_YET,
} from "#shared/schemas/events.ts";
import type { Database } from "../../db/client.ts";
import { events } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import {
  blankToNull,
  dateOrNull,
  iso,
  isoOrNull,
  likePattern,
  pageWindow,
} from "../../lib/values.ts";

type EventRow = typeof events.$inferSelect;
type ListQuery = {
  page: number;
  pageSize: number;
  q?: string;
  status?: EventStatus;
  when?: "upcoming" | "past";
  sort?: string;
};

// An event is upcoming until it ends (or, without an end, until it starts).
const finishesAt = sql`coalesce(${events.endsAt}, ${events.startsAt})`;
const SORTS: Record<string, SQL> = {
  startsAt: asc(events.startsAt),
  "-startsAt": desc(events.startsAt),
  title: asc(events.title),
  "-title": desc(events.title),
  updatedAt: asc(events.updatedAt),
  "-updatedAt": desc(events.updatedAt),
};

function presentEvent(row: EventRow): Event {
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
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function toRow(input: EventInput) {
  const event = eventInput.parse(input);
  return {
    title: event.title,
    summary: blankToNull(event.summary),
    description: event.description,
    startsAt: new Date(event.startsAt),
    endsAt: dateOrNull(event.endsAt),
    timezone: event.timezone,
    format: event.format,
    venue: blankToNull(event.venue),
    city: blankToNull(event.city),
    onlineUrl: blankToNull(event.onlineUrl),
    imageUrl: blankToNull(event.imageUrl),
    registrationUrl: blankToNull(event.registrationUrl),
    capacity: event.capacity ?? null,
    status: event.status,
  };
}

export function createEventService(db: Database) {
  async function list(query: ListQuery, conditions: SQL[]): Promise<Paginated<Event>> {
    if (query.q) conditions.push(ilike(events.title, likePattern(query.q)));
    if (query.status) conditions.push(eq(events.status, query.status));
    if (query.when === "upcoming") conditions.push(sql`${finishesAt} >= now()`);
    if (query.when === "past") conditions.push(sql`${finishesAt} < now()`);
    const where = and(...conditions);
    const defaultOrder = query.when === "past" ? desc(events.startsAt) : asc(events.startsAt);
    const order = (query.sort && SORTS[query.sort]) || defaultOrder;
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(events)
        .where(where)
        .orderBy(order, asc(events.id))
        .limit(limit)
        .offset(offset),
      db.select({ value: count() }).from(events).where(where),
    ]);
    return {
      items: rows.map(presentEvent),
      page: query.page,
      pageSize: query.pageSize,
      total: total?.value ?? 0,
    };
  }

  async function findOne(condition: SQL | undefined): Promise<Event> {
    const [row] = await db.select().from(events).where(condition).limit(1);
    if (!row) throw notFound("Event");
    return presentEvent(row);
  }

  return {
    listPublic: (query: ListQuery) =>
      list({ ...query, status: undefined }, [ne(events.status, "draft")]),
    listAdmin: (query: ListQuery) => list(query, []),
    getPublic: (id: string) => findOne(and(eq(events.id, id), ne(events.status, "draft"))),
    get: (id: string) => findOne(eq(events.id, id)),

    async create(input: EventInput): Promise<Event> {
      const [row] = await db.insert(events).values(toRow(input)).returning();
      return presentEvent(row!);
    },

    async update(id: string, input: EventInput): Promise<Event> {
      const [row] = await db
        .update(events)
        .set({ ...toRow(input), updatedAt: new Date() })
        .where(eq(events.id, id))
        .returning();
      if (!row) throw notFound("Event");
      return presentEvent(row);
    },

    async setStatus(id: string, status: EventStatus): Promise<Event> {
      // Completed means it took place: a future event can be published or cancelled, not this.
      if (status === "completed") {
        const current = await findOne(eq(events.id, id));
        if (!hasEnded(current)) throw badRequest(NOT_ENDED_YET, { status: NOT_ENDED_YET });
      }
      const [row] = await db
        .update(events)
        .set({ status, updatedAt: new Date() })
        .where(eq(events.id, id))
        .returning();
      if (!row) throw notFound("Event");
      return presentEvent(row);
    },

    /**
     * Publish, or take off the site: back to draft from any status the site shows (published,
     * cancelled, completed). Already so: untouched.
     */
    async setPublished(id: string, published: boolean): Promise<Event> {
      const current = await this.get(id);
      const status = published ? "published" : "draft";
      return current.status === status ? current : this.setStatus(id, status);
    },

    async remove(id: string): Promise<void> {
      const deleted = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
      if (deleted.length === 0) throw notFound("Event");
    },
  };
}
export type EventService = ReturnType<typeof createEventService>;
