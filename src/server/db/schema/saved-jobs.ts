import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { jobs } from "./jobs.ts";

/** The jobs a member keeps to come back to; they go with her account or with the job. */
export const savedJobs = pgTable(
  "saved_jobs",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    // A job's deletion finds its saves without reading every member's.
    index("saved_jobs_job_idx").on(table.jobId),
  ],
);
