import { z } from "zod";
import { paginated, paginationQuery } from "./common.ts";

export const OUTBOX_STATES = ["waiting", "sent", "failed"] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** A mail in the outbox, as admins see it (its text stays on the server). */
export const outboxMail = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(OUTBOX_STATES).describe("waiting: queued or being retried; failed: given up"),
  attempts: z.number().int(),
  error: z.string().nullable().describe("The last attempt's error"),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const outboxQuery = paginationQuery.extend({
  state: z.enum(OUTBOX_STATES).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuery>;

const queueState = z.object({
  name: z.string(),
  queued: z.number().int().describe("Waiting to run, including retries not yet due"),
  active: z.number().int(),
  failed: z.number().int().describe("Recently failed for good"),
});

/** A page of the outbox, its counts by state, and the state of the background queues. */
export const outboxList = paginated(outboxMail).extend({
  counts: z.object({ waiting: z.number(), sent: z.number(), failed: z.number() }),
  queues: z.array(queueState),
});
export type OutboxList = z.infer<typeof outboxList>;
