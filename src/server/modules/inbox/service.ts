import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Paginated } from "#shared/schemas/common.ts";
import type { ContactMessage, Subscriber } from "#shared/schemas/inbox.ts";
import type { Db } from "../../db/client.ts";
import { contactMessages, newsletterSubscribers } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { selectPage } from "../../lib/select-page.ts";
import { iso, likePattern } from "../../lib/values.ts";
import type { Actor } from "../../policies/actor.ts";
import { auditedWrites } from "../audit/audited-writes.ts";
import type { AuditService } from "../audit/service.ts";
import { presentMessage, presentSubscriber } from "./presenter.ts";

/** The admin side of contact messages and newsletter subscribers. */
export function createInboxService(db: Db, { audit }: { audit: AuditService }) {
  const activeSubscribers = isNull(newsletterSubscribers.unsubscribedAt);

  async function getMessageOn(q: Db, id: string): Promise<ContactMessage> {
    const [row] = await q.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    if (!row) throw notFound("Message");
    return presentMessage(row);
  }

  const writes = auditedWrites(db, audit, "message", getMessageOn);

  return {
    async listMessages(query: {
      page: number;
      pageSize: number;
      status?: "new" | "handled";
      q?: string;
    }): Promise<Paginated<ContactMessage>> {
      const conditions: SQL[] = [];
      if (query.status === "new") conditions.push(isNull(contactMessages.handledAt));
      if (query.status === "handled") conditions.push(isNotNull(contactMessages.handledAt));
      if (query.q) {
        const pattern = likePattern(query.q);
        conditions.push(
          or(
            ilike(contactMessages.subject, pattern),
            ilike(contactMessages.email, pattern),
            ilike(contactMessages.name, pattern),
          )!,
        );
      }
      const where = and(...conditions);
      const rows = db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .$dynamic();
      return selectPage(query, rows, db.$count(contactMessages, where), presentMessage);
    },

    getMessage: (id: string): Promise<ContactMessage> => getMessageOn(db, id),

    /** Marks a message handled (now) or not, in one transaction with its audit record. */
    setHandled: (actor: Actor, id: string, handled: boolean): Promise<ContactMessage> =>
      writes.change(actor, "status", id, async (tx) => {
        const [row] = await tx
          .update(contactMessages)
          .set({ handledAt: handled ? new Date() : null })
          .where(eq(contactMessages.id, id))
          .returning();
        return presentMessage(row!);
      }),

    async countNewMessages(): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(contactMessages)
        .where(isNull(contactMessages.handledAt));
      return row?.value ?? 0;
    },

    async listSubscribers(query: {
      page: number;
      pageSize: number;
      q?: string;
    }): Promise<Paginated<Subscriber>> {
      const where = query.q
        ? and(activeSubscribers, ilike(newsletterSubscribers.email, likePattern(query.q)))
        : activeSubscribers;
      const rows = db
        .select()
        .from(newsletterSubscribers)
        .where(where)
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
        .$dynamic();
      return selectPage(query, rows, db.$count(newsletterSubscribers, where), presentSubscriber);
    },

    /** Every active subscriber as CSV (RFC 4180), oldest first; cells that a spreadsheet would run as formulas are defused. */
    async subscribersCsv(): Promise<string> {
      const rows = await db
        .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
        .from(newsletterSubscribers)
        .where(activeSubscribers)
        .orderBy(newsletterSubscribers.createdAt);
      const lines = rows.map((row) => [csvCell(row.email), iso(row.createdAt)].join(","));
      return `${["email,subscribed_at", ...lines].join("\r\n")}\r\n`;
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
