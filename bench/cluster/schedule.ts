import { sleep } from "../faults/http.ts";
import type { Checks } from "./report.ts";
import { sql } from "./shared-services.ts";

const QUEUE = "retention";
const MINUTE = 60_000;

type JobRow = { created_on: Date; state: string };

/**
 * Scheduled work runs once however many instances run the worker: the "retention" queue (the
 * daily clean-up, harmless on this database) is rescheduled in pg-boss's schedule table for the
 * next two whole minutes only, `m1,m2 * * * *`, rather than every minute, so that the minute
 * under way when the change lands cannot add a job and blur the count. Both instances run
 * pg-boss's cron pass; after the second minute has passed (and every pass that could still see
 * it), there must be exactly one job per minute. The original cron is put back afterwards.
 * No instance may restart meanwhile: each writes its own schedule again at start-up.
 */
export async function checkScheduledOnce(checks: Checks, databaseUrl: string): Promise<void> {
  const name = "scheduled work runs once across both instances";
  const [schedule] = await sql<{ cron: string }>(
    databaseUrl,
    "select cron from pgboss.schedule where name = $1 and key = ''",
    [QUEUE],
  );
  if (!schedule) {
    checks.check(name, false, `no pg-boss schedule for the "${QUEUE}" queue`);
    return;
  }
  const [clock] = await sql<{ now: Date }>(databaseUrl, "select now() as now");
  const since = clock!.now.getTime();
  // Whole minutes (UTC, pg-boss's time zone for schedules) that start at least 10 s from now.
  const first = Math.ceil((since + 10_000) / MINUTE) * MINUTE;
  const slots = [first, first + MINUTE];
  const cron = `${slots.map((slot) => new Date(slot).getUTCMinutes()).join(",")} * * * *`;
  let jobs: JobRow[] = [];
  await sql(databaseUrl, "update pgboss.schedule set cron = $1 where name = $2 and key = ''", [
    cron,
    QUEUE,
  ]);
  try {
    // An occurrence stays due for 60 s and each instance's pass runs every 30 s: once the
    // last minute is over, no pass can send it again. Plus a few seconds to forward the job.
    const end = slots[1]! + MINUTE + 8_000;
    const waitMs = end - since;
    console.log(
      `        (waiting ${Math.round(waitMs / 1000)} s for the minutes ${cron.split(" ")[0]} UTC to pass)`,
    );
    await sleep(Math.min(waitMs, 220_000));
    // The second job may still be running: give it a moment to finish.
    for (let round = 0; round < 20; round++) {
      jobs = await sql<JobRow>(
        databaseUrl,
        "select created_on, state::text as state from pgboss.job where name = $1 and created_on >= $2 order by created_on",
        [QUEUE, new Date(since)],
      );
      if (jobs.every((job) => job.state === "completed")) break;
      await sleep(500);
    }
  } finally {
    await sql(databaseUrl, "update pgboss.schedule set cron = $1 where name = $2 and key = ''", [
      schedule.cron,
      QUEUE,
    ]);
  }
  // A job is filed under the minute whose occurrence sent it: the last slot started before it.
  const perSlot = slots.map(
    (slot, index) =>
      jobs.filter((job) => {
        const at = job.created_on.getTime();
        const next = slots[index + 1] ?? Number.POSITIVE_INFINITY;
        return at >= slot && at < next;
      }).length,
  );
  const early = jobs.filter((job) => job.created_on.getTime() < first).length;
  const completed = jobs.filter((job) => job.state === "completed").length;
  const label = (slot: number) => new Date(slot).toISOString().slice(11, 16);
  checks.check(
    name,
    jobs.length === slots.length && perSlot.every((count) => count === 1) && early === 0,
    `"${QUEUE}" at ${cron} (UTC): ${slots.map((slot, i) => `${label(slot)} → ${perSlot[i]} job(s)`).join(", ")}` +
      `${early > 0 ? `, ${early} before the first minute` : ""}; ${completed} of ${jobs.length} completed; ` +
      `cron put back to "${schedule.cron}"`,
    { jobs: jobs.length, perMinute: perSlot.join("/"), completed },
  );
}
