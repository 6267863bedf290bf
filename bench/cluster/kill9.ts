import { randomBytes } from "node:crypto";
import { send, sleep } from "../faults/http.ts";
import { type Instances, waitReady } from "./instances.ts";
import type { AccessLine, RunningNginx } from "./nginx.ts";
import { type Checks, seconds } from "./report.ts";
import { sql } from "./shared-services.ts";
import { isError, latencyLine, startTraffic, statusCounts } from "./traffic.ts";

const LOAD_BEFORE_MS = 3_000;
const LOAD_AFTER_MS = 9_000;
/** How soon clients must stop seeing errors, and nginx stop sending to the dead instance. */
const RECOVERY_LIMIT_MS = 3_000;
/** The template's fail_timeout: a dead instance gets one trial request per this, at most. */
const FAIL_TIMEOUT_MS = 3_000;

/**
 * kill -9 of instance A in the middle of reads and writes through nginx. Afterwards every
 * acknowledged write must be in PostgreSQL; B must keep serving, clients must stop seeing
 * errors within seconds (the writes in flight on A may fail: they were never acknowledged), and
 * nginx must stop sending to A within seconds. Then A is started again.
 */
export async function checkKill9(
  checks: Checks,
  context: { instances: Instances; nginx: RunningNginx; databaseUrl: string; token: string },
) {
  const { instances, nginx, databaseUrl } = context;
  const tag = `kill9-${randomBytes(3).toString("hex")}`;
  const traffic = startTraffic({
    baseUrl: nginx.url,
    token: context.token,
    tag,
    workers: 8,
    limitMs: 60_000,
  });
  await sleep(LOAD_BEFORE_MS);
  const killedAt = Date.now();
  const exit = await instances.signal("A", "SIGKILL");
  await sleep(LOAD_AFTER_MS);
  await traffic.stop();

  const ids = traffic.acknowledged.map((write) => write.id);
  const [found] = await sql<{ n: number }>(
    databaseUrl,
    "select count(*)::int as n from companies where id = any($1::uuid[])",
    [ids],
  );
  const [landed] = await sql<{ n: number }>(
    databaseUrl,
    "select count(*)::int as n from companies where name = any($1::text[])",
    [traffic.unacknowledged],
  );
  checks.check(
    "kill -9 under load: every acknowledged write is in PostgreSQL",
    ids.length > 0 && found?.n === ids.length,
    `${found?.n} of ${ids.length} acknowledged company creations found; ` +
      `${traffic.unacknowledged.length} writes not acknowledged, ${landed?.n ?? 0} of them landed anyway`,
    {
      acknowledged: ids.length,
      found: found?.n ?? 0,
      unacknowledged: traffic.unacknowledged.length,
    },
  );

  const after = traffic.outcomes.filter((outcome) => outcome.at >= killedAt);
  const errors = after.filter(isError);
  const lastErrorMs = errors.length > 0 ? Math.max(...errors.map((e) => e.at)) - killedAt : 0;
  const late = after.filter((outcome) => outcome.at > killedAt + RECOVERY_LIMIT_MS);
  const bHealth = await send(`${instances.url("B")}/api/health`);
  checks.check(
    "kill -9 under load: B keeps serving, client errors stop within seconds",
    bHealth.status === 200 &&
      late.length > 0 &&
      !late.some(isError) &&
      lastErrorMs <= RECOVERY_LIMIT_MS,
    `after the kill: ${after.length} requests (${statusCounts(after)}), ${errors.length} errors ` +
      `(${errors.map((e) => `${e.kind} ${e.status || e.failure}`).join(", ") || "none"}), ` +
      `the last ${seconds(lastErrorMs)} s after the kill; ${latencyLine(after)}`,
    {
      requestsAfterKill: after.length,
      errorsAfterKill: errors.length,
      secondsUntilNoErrors: seconds(lastErrorMs),
      errorsBeforeKill: traffic.outcomes.filter((o) => o.at < killedAt && isError(o)).length,
    },
  );

  const lines = await nginx.accessLog();
  const attempts = attemptsOn(lines, instances.address("A"), killedAt);
  const burstEndMs = endOfBurst(attempts.map((at) => at - killedAt));
  const windowMs = LOAD_AFTER_MS - burstEndMs;
  const trials = attempts.filter((at) => at - killedAt > burstEndMs).length;
  const allowedTrials = Math.ceil(windowMs / FAIL_TIMEOUT_MS) + 1;
  checks.check(
    "kill -9: nginx stops sending to the dead instance within seconds",
    burstEndMs <= RECOVERY_LIMIT_MS && trials <= allowedTrials,
    `${attempts.length} requests tried A after the kill: the last of the first burst ` +
      `${seconds(burstEndMs)} s after it, then ${trials} trial request(s) in ${seconds(windowMs)} s ` +
      `(one per fail_timeout of ${FAIL_TIMEOUT_MS / 1000} s: at most ${allowedTrials}), each passed on to B`,
    {
      attemptsOnDead: attempts.length,
      secondsUntilAvoided: seconds(burstEndMs),
      trialRequests: trials,
    },
  );

  const restarted = performance.now();
  let ready = { ready: false, status: 0, waitedMs: 0 };
  try {
    await instances.start("A");
    ready = await waitReady(instances.url("A"));
  } catch (error) {
    checks.note(`A did not start again: ${String(error).slice(0, 500)}`);
  }
  checks.check(
    "A starts again after kill -9",
    instances.isRunning("A") && (ready.ready || ready.status === 404),
    `killed by ${exit.signal}; healthy again after ${seconds(performance.now() - restarted)} s` +
      (ready.status === 404 ? " (no /api/health/ready endpoint; /api/health answered)" : ""),
  );
}

/** When nginx tried `address` (alone or before another) after `since`, from its access log. */
export function attemptsOn(lines: AccessLine[], address: string, since: number): number[] {
  return lines
    .filter((line) => line.at >= since && line.upstreams.includes(address))
    .map((line) => line.at)
    .sort((a, b) => a - b);
}

/**
 * Where the burst of attempts on a dead instance ends: the last attempt before the first
 * quiet second (later ones are nginx's trial requests, one per fail_timeout).
 */
function endOfBurst(offsetsMs: number[]): number {
  let end = 0;
  for (const offset of offsetsMs) {
    if (offset - end > 1_000) break;
    end = offset;
  }
  return end;
}
