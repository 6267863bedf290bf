import { z } from "zod";
import { publicJobQuery } from "./jobs.ts";
import { labelled } from "./messages.ts";

export const ALERT_FREQUENCIES = ["daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** Alerts a member may keep: enough for every search she cares about, few enough to read. */
export const JOB_ALERTS_MAX = 10;

/** The /jobs search an alert keeps: its words and every filter, but no page, order or "posted within". */
export const alertQuery = publicJobQuery.omit({
  page: true,
  pageSize: true,
  sort: true,
  posted: true,
});
export type AlertQuery = z.infer<typeof alertQuery>;

const frequency = z.enum(ALERT_FREQUENCIES, { error: labelled("How often") });

export const jobAlertInput = z.object({
  query: alertQuery.describe("The /jobs search, as its URL parameters have it"),
  label: z
    .string({ error: labelled("Name") })
    .trim()
    .min(1)
    .max(200)
    .describe("What the search is called: the /jobs page's title for it"),
  frequency,
});
export type JobAlertInput = z.infer<typeof jobAlertInput>;

export const jobAlertUpdate = z.object({
  frequency: frequency.optional(),
  paused: z.boolean().optional(),
});
export type JobAlertUpdate = z.infer<typeof jobAlertUpdate>;

export const jobAlert = z.object({
  id: z.uuid(),
  label: z.string(),
  query: z.record(z.string(), z.unknown()).describe("The search, as stored"),
  search: z.string().describe("The search as /jobs URL parameters: `/jobs?{search}` shows it"),
  frequency,
  paused: z.boolean(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type JobAlert = z.infer<typeof jobAlert>;

export const jobAlertList = z.object({ items: z.array(jobAlert), max: z.number() });

/** The search of an alert as /jobs URL parameters (`workplace=hybrid&workplace=remote`). */
export function alertSearchParams(query: AlertQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "" || value === false) continue;
    for (const item of [value].flat()) params.append(key, item === true ? "1" : String(item));
  }
  return params;
}
