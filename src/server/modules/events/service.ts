import { and, asc, desc, eq, ilike, ne, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { EventStatus } from "#shared/constants.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import {
  type Event,
  type EventInput,
  eventInput,
  hasEnded,
  NOT_ENDED_YET,
} from "#shared/schemas/events.ts";
import type { Db } from "../../db/client.ts";
import { events } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { selectPage } from "../../lib/select-page.ts";
import { blankToNull, dateOrNull, likePattern } from "../../lib/values.ts";
import type { Actor } from "../../policies/actor.ts";
import { auditedWrites } from "../audit/audited-writes.ts";
import type { AuditService } from "../audit/service.ts";
import { presentEvent } from "./presenter.ts";

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
    language: event.language,
  };
}

/** Every write runs in one transaction with its audit record. */
export function createEventService(db: Db, { audit }: { audit: AuditService }) {
  async function list(query: ListQuery, conditions: SQL[]): Promise<Paginated<Event>> {
    if (query.q) conditions.push(ilike(events.title, likePattern(query.q)));
    if (query.status) conditions.push(eq(events.status, query.status));
    if (query.when === "upcoming") conditions.push(sql`${finishesAt} >= now()`);
    if (query.when === "past") conditions.push(sql`${finishesAt} < now()`);
    const defaultOrder = query.when === "past" ? desc(events.startsAt) : asc(events.startsAt);
    const where = and(...conditions);
    const rows = db
      .select()
      .from(events)
      .where(where)
      .orderBy((query.sort && SORTS[query.sort]) || defaultOrder, asc(events.id))
      .$dynamic();
    return selectPage(query, rows, db.$count(events, where), presentEvent);
  }

  async function findOne(q: Db, condition: SQL | undefined): Promise<Event> {
    const [row] = await q.select().from(events).where(condition).limit(1);
    if (!row) throw notFound("Event");
    return presentEvent(row);
  }

  const writes = auditedWrites(db, audit, "event", (tx, id) => findOne(tx, eq(events.id, id)));

  /** Writes `changes` over the event `id` and answers it as saved. */
  async function saved(tx: Db, id: string, changes: PgUpdateSetSource<typeof events>) {
    const [row] = await tx
      .update(events)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning();
    return presentEvent(row!);
  }

  async function changeStatus(tx: Db, before: Event, status: EventStatus): Promise<Event> {
    // Completed means it took place: a future event can be published or cancelled, not this.
    if (status === "completed" && !hasEnded(before)) {
      throw badRequest(NOT_ENDED_YET, { status: NOT_ENDED_YET });
    }
    return saved(tx, before.id, { status });
  }

  return {
    listPublic: (query: ListQuery) =>
      list({ ...query, status: undefined }, [ne(events.status, "draft")]),
    listAdmin: (query: ListQuery) => list(query, []),
    getPublic: (id: string) => findOne(db, and(eq(events.id, id), ne(events.status, "draft"))),
    get: (id: string) => findOne(db, eq(events.id, id)),

    create: (actor: Actor, input: EventInput): Promise<Event> =>
      writes.create(actor, async (tx) => {
        const [row] = await tx.insert(events).values(toRow(input)).returning();
        return presentEvent(row!);
      }),

    update: (actor: Actor, id: string, input: EventInput): Promise<Event> =>
      writes.change(actor, "update", id, (tx) => saved(tx, id, toRow(input))),

    setStatus: (actor: Actor, id: string, status: EventStatus): Promise<Event> =>
      writes.change(actor, "status", id, (tx, before) => changeStatus(tx, before, status)),

    /**
     * Publish, or take off the site: back to draft from any status the site shows (published,
     * cancelled, completed). Already so: untouched.
     */
    setPublished: (actor: Actor, id: string, published: boolean): Promise<Event> =>
      writes.change(actor, published ? "publish" : "unpublish", id, async (tx, before) => {
        const status = published ? "published" : "draft";
        return before.status === status ? before : changeStatus(tx, before, status);
      }),

    remove: (actor: Actor, id: string): Promise<void> =>
      writes.remove(actor, id, (tx) => tx.delete(events).where(eq(events.id, id))),
  };
}
export type EventService = ReturnType<typeof createEventService>;
