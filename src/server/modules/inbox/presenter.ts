import type { ContactMessage, Subscriber } from "#shared/schemas/inbox.ts";
import type { contactMessages, newsletterSubscribers } from "../../db/schema/index.ts";
import { iso, isoOrNull } from "../../lib/values.ts";

export const presentMessage = (row: typeof contactMessages.$inferSelect): ContactMessage => ({
  ...row,
  createdAt: iso(row.createdAt),
  handledAt: isoOrNull(row.handledAt),
});

export const presentSubscriber = (row: typeof newsletterSubscribers.$inferSelect): Subscriber => ({
  ...row,
  createdAt: iso(row.createdAt),
  unsubscribedAt: isoOrNull(row.unsubscribedAt),
});
