import { bigint, pgTable, varchar } from "drizzle-orm/pg-core";

/**
 * One counter per topic, raised by statement triggers whenever the tables behind it change
 * (see the change-counter migrations): `jobs` counts every write to jobs or companies, `content`
 * every write to events, blog posts or videos. Caches compare them to tell, with one cheap read,
 * whether what they hold is still current.
 */
export const changeCounters = pgTable("change_counters", {
  topic: varchar({ length: 32 }).primaryKey(),
  value: bigint({ mode: "number" }).notNull().default(0),
});
