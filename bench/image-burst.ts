import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../src/server/lib/free-port.ts";
import { ADMIN, MEMBER } from "./image-burst/accounts.ts";
import { openBenchDatabase } from "./lib/database.ts";
import { describeMachine, machineLine } from "./lib/machine.ts";
import { ROOT, writeResults } from "./lib/results.ts";

/**
 * npm run bench:image-burst: sign-in latency while eight slow SVGs are uploaded at once, against
 * sign-in with nothing else going on; once with image work in its own process (as shipped) and
 * once on the server's own threadpool, as before. Figures go to bench/results/image-burst.json.
 */
const BURST = 8;
const IDLE_SIGN_INS = 20;
/** Four turbulence layers over a 3,100-pixel canvas: under 1 KiB, over a second to draw. */
const SLOW_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="3100" height="3100"><filter id="t">` +
  `<feTurbulence baseFrequency="0.01" numOctaves="10"/></filter>` +
  `<rect width="3100" height="3100" filter="url(#t)"/>`.repeat(4) +
  "</svg>";

type Mode = "own-process" | "in-process";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number) => Math.round(value);

async function startApi(mode: Mode, databaseUrl: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["bench/image-burst/server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: path.join(ROOT, "data/bench-image-burst"),
      RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: "warn",
      IMAGES: mode,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (tries > 240 || child.exitCode !== null) throw new Error("The API did not start");
    await sleep(250);
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url, stop };
}

async function signIn(url: string, account: { email: string; password: string }) {
  const started = performance.now();
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`Sign-in answered ${response.status}`);
  return { ms: performance.now() - started, token: body.token };
}

async function upload(url: string, token: string): Promise<number> {
  const form = new FormData();
  form.append("file", new Blob([SLOW_SVG], { type: "image/svg+xml" }), "slow.svg");
  const response = await fetch(`${url}/api/uploads?kind=cover`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    count: sorted.length,
    p50: round(at(0.5) ?? 0),
    p95: round(at(0.95) ?? 0),
    max: round(sorted.at(-1) ?? 0),
  };
}

async function measure(mode: Mode, databaseUrl: string) {
  const api = await startApi(mode, databaseUrl);
  try {
    const { token } = await signIn(api.url, ADMIN);
    // Warm both paths: the first upload starts the image process, the first sign-ins the pool.
    await upload(api.url, token);
    for (let i = 0; i < 3; i++) await signIn(api.url, MEMBER);
    const idle: number[] = [];
    for (let i = 0; i < IDLE_SIGN_INS; i++) idle.push((await signIn(api.url, MEMBER)).ms);

    const started = performance.now();
    let settled = false;
    const burst = Promise.all(Array.from({ length: BURST }, () => upload(api.url, token))).then(
      (statuses) => {
        settled = true;
        return statuses;
      },
    );
    const during: number[] = [];
    while (!settled) during.push((await signIn(api.url, MEMBER)).ms);
    const statuses = await burst;
    const burstMs = round(performance.now() - started);
    const count = (status: number) => statuses.filter((value) => value === status).length;
    return {
      mode,
      idle: summary(idle),
      duringBurst: summary(during),
      burstMs,
      uploads: { stored: count(201), busy503: count(503), tooComplex422: count(422) },
    };
  } finally {
    await api.stop();
  }
}

const database = await openBenchDatabase({ name: "bench_image_burst", fresh: true, migrate: true });
try {
  const machine = await describeMachine(database.url);
  const runs = [];
  for (const mode of ["own-process", "in-process"] as const) {
    console.log(`… ${mode}`);
    runs.push(await measure(mode, database.url));
  }
  console.log(machineLine(machine));
  console.log(`sign-in latency (ms), idle vs while ${BURST} slow SVGs are uploaded at once:`);
  for (const run of runs) {
    const { idle, duringBurst: d, uploads } = run;
    console.log(
      `  ${run.mode.padEnd(12)} idle p50 ${idle.p50} p95 ${idle.p95} max ${idle.max} | ` +
        `burst p50 ${d.p50} p95 ${d.p95} max ${d.max} (${d.count} sign-ins in ${run.burstMs} ms) | ` +
        `uploads ${uploads.stored} stored, ${uploads.busy503} × 503, ${uploads.tooComplex422} × 422`,
    );
  }
  await writeResults("image-burst", machine, { burst: BURST, svgBytes: SLOW_SVG.length, runs });
} finally {
  await database.stop();
}
