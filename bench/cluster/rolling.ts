import { randomBytes } from "node:crypto";
import http from "node:http";
import { send, sleep } from "../faults/http.ts";
import { type Exit, INSTANCES, type InstanceName, type Instances, waitReady } from "./instances.ts";
import type { AccessLine, RunningNginx } from "./nginx.ts";
import { type Checks, seconds } from "./report.ts";
import { fromAddress } from "./sharing.ts";
import { isError, latencies, latencyLine, startTraffic, statusCounts } from "./traffic.ts";

type Step = {
  name: InstanceName;
  exit: Exit;
  /** What readiness and liveness answered once the signal was taken. */
  readiness: string;
  notReady: boolean;
  slowAnswers: number[];
  ready: boolean;
  readyAt: number;
  restartMs: number;
};

/**
 * A rolling restart under reads and writes through nginx: SIGTERM A, wait for it to exit, start
 * it again, wait for /api/health/ready, then the same for B, nothing waited for in between (as a
 * deploy script would), `rounds` times. Clients must see no error at all, 502 or other. On each
 * SIGTERM readiness must go false (503 while the instance still serves for
 * SHUTDOWN_DELAY_SECONDS; with no delay, the listener closes at once), and requests still
 * arriving when it begins to close must finish.
 */
export async function checkRollingRestart(
  checks: Checks,
  context: {
    instances: Instances;
    nginx: RunningNginx;
    token: string;
    shutdownDelayMs: number;
    rounds: number;
  },
) {
  const { instances, nginx } = context;
  const traffic = startTraffic({
    baseUrl: nginx.url,
    token: context.token,
    tag: `rolling-${randomBytes(3).toString("hex")}`,
    workers: 8,
    limitMs: 60_000 * context.rounds + 60_000,
  });
  const started = Date.now();
  await sleep(2_000);
  const steps: Step[] = [];
  for (let round = 1; round <= context.rounds; round++) {
    for (const name of INSTANCES) {
      steps.push(await restartOne(instances, name, context.shutdownDelayMs, `10.30.${round}`));
    }
  }
  // Longer than fail_timeout, so nginx has tried the last instance restarted again.
  await sleep(4_000);
  await traffic.stop();

  const lines = await nginx.accessLog();
  const back = steps.map((step) => {
    const served = firstServed(lines, instances.address(step.name), step.readyAt);
    return `${step.name} ${served === null ? "not yet" : `${seconds(served - step.readyAt)} s`}`;
  });
  const outcomes = traffic.outcomes.filter((outcome) => outcome.at >= started);
  const errors = outcomes.filter(isError);
  const badGateways = outcomes.filter((outcome) => outcome.status === 502).length;
  const restarts = steps.map(
    (step) =>
      `${step.name}: exit ${step.exit.code ?? step.exit.signal} after ${seconds(step.exit.ms)} s, ` +
      `ready again after ${seconds(step.restartMs)} s`,
  );
  checks.check(
    `rolling restart (SIGTERM, exit, start, ready; A then B${context.rounds > 1 ? `, ${context.rounds} rounds` : ""}): no error at nginx`,
    errors.length === 0 && outcomes.length > 0,
    `${outcomes.length} requests (${statusCounts(outcomes)}), ${badGateways} × 502, ` +
      `${errors.length} errors in all${errors.length ? ` (${errors.map((e) => `${e.kind} ${e.status || e.failure}`).join(", ")})` : ""}; ` +
      `${latencyLine(outcomes)}; ${restarts.join("; ")}; ` +
      `nginx had an answer from each again ${back.join(", ")} after it was ready`,
    {
      ...latencies(outcomes),
      errors: errors.length,
      badGateways,
      writes: traffic.acknowledged.length,
    },
  );
  checks.check(
    "SIGTERM: readiness goes false while the instance still serves",
    steps.every((step) => step.notReady),
    `${steps.map((step) => `${step.name}: ${step.readiness}`).join("; ")} ` +
      `(SHUTDOWN_DELAY_SECONDS=${context.shutdownDelayMs / 1000})`,
  );
  const slowAnswers = steps.flatMap((step) => step.slowAnswers);
  const graceful = steps.every((step) => step.exit.code === 0);
  const ready = steps.every((step) => step.ready);
  checks.check(
    "SIGTERM: requests in flight finish, the process exits 0, and it becomes ready again",
    graceful && ready && slowAnswers.every((status) => status === 201),
    `slow posts whose bodies ended after close began: ${slowAnswers.join(", ")}; ` +
      `${graceful ? "every exit code 0" : "an exit was not 0"}; ${ready ? "ready again each time" : "not ready again"}`,
  );
}

async function restartOne(
  instances: Instances,
  name: InstanceName,
  shutdownDelayMs: number,
  addresses: string,
): Promise<Step> {
  // Two slow POSTs straight to the instance, their bodies finished only after it has begun to
  // close: requests in flight when the listener goes must still be answered.
  const slow = [1, 2].map((n) =>
    slowPost(instances.url(name), "/api/newsletter", {
      json: { email: `rolling-${name}-${addresses}-${n}@example.com` },
      pauseMs: shutdownDelayMs + 1_000,
      headers: fromAddress(`${addresses}.${name === "A" ? n : n + 2}`),
    }),
  );
  await sleep(200);
  const exit = instances.signal(name, "SIGTERM");
  const readiness = await watchReadiness(instances.url(name), shutdownDelayMs);
  const exited = await exit;
  const slowAnswers = await Promise.all(slow);
  const restarted = performance.now();
  await instances.start(name);
  const ready = await waitReady(instances.url(name));
  return {
    name,
    exit: exited,
    ...readiness,
    slowAnswers,
    ready: ready.ready,
    readyAt: Date.now(),
    restartMs: performance.now() - restarted,
  };
}

/**
 * Polls readiness right after the signal (the process takes it between two requests) until it
 * stops answering 200. With a shutdown delay it must say 503 while /api/health still says 200;
 * without one, the listener closes at once, and a refused connection says it too.
 */
async function watchReadiness(baseUrl: string, shutdownDelayMs: number) {
  const started = performance.now();
  let ready = await send(`${baseUrl}/api/health/ready`, { timeoutMs: 1_000 });
  while (ready.status === 200 && performance.now() - started < 1_500) {
    await sleep(20);
    ready = await send(`${baseUrl}/api/health/ready`, { timeoutMs: 1_000 });
  }
  const afterMs = Math.round(performance.now() - started);
  const health = await send(`${baseUrl}/api/health`, { timeoutMs: 1_000 });
  const notReady =
    shutdownDelayMs > 0 ? ready.status === 503 && health.status === 200 : ready.status !== 200;
  return {
    notReady,
    readiness: `ready ${ready.status || ready.failure} after ${afterMs} ms, then health ${health.status || health.failure}`,
  };
}

/** When nginx first had an answer (2xx) from `address` after `since`, from its access log. */
function firstServed(lines: AccessLine[], address: string, since: number): number | null {
  for (const line of lines) {
    if (line.at < since) continue;
    const index = line.upstreams.indexOf(address);
    if (index >= 0 && line.upstreamStatuses[index]?.startsWith("2")) return line.at;
  }
  return null;
}

/**
 * A POST whose headers and first half of the body go at once and the rest after `pauseMs`,
 * on a connection of its own; answers the status (0 when the connection failed).
 */
function slowPost(
  baseUrl: string,
  path: string,
  options: { json: unknown; pauseMs: number; headers: Record<string, string> },
): Promise<number> {
  const body = Buffer.from(JSON.stringify(options.json));
  const half = Math.floor(body.length / 2);
  return new Promise((resolve) => {
    const request = http.request(`${baseUrl}${path}`, {
      method: "POST",
      agent: false,
      timeout: 30_000,
      headers: {
        ...options.headers,
        "content-type": "application/json",
        "content-length": String(body.length),
      },
    });
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", () => resolve(0));
    request.on("timeout", () => request.destroy());
    request.write(body.subarray(0, half));
    setTimeout(() => request.end(body.subarray(half)), options.pauseMs);
  });
}
