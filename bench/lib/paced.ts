import http from "node:http";

export type PacedResult = {
  /** Requests/s asked for: one request every 1/rate s, whether the last one answered or not. */
  rate: number;
  requests: number;
  /** From when each request was due, so that a slow answer delays no later measurement. */
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  /** Connection errors and answers other than 200. */
  failures: number;
  /** This process's CPU while sending (1 = one core): the generator's share. */
  generatorCpu: number;
};

/**
 * Sends `paths` in turn at a steady `rate`, each request on time however long the others take
 * (an open loop, as visitors arrive): the latency a visitor sees at that load. A closed loop (N
 * connections, each waiting for its answer) measures the queue instead: its latency is N divided
 * by the throughput, whatever one request costs.
 */
export async function measurePaced(options: {
  baseUrl: string;
  paths: string[];
  rate: number;
  durationSeconds: number;
}): Promise<PacedResult> {
  const { baseUrl, paths, rate, durationSeconds } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 500 });
  const get = (url: string) =>
    new Promise<number>((resolve) => {
      http
        .get(url, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        })
        .on("error", () => resolve(0));
    });

  const total = Math.round(durationSeconds * rate);
  const latencies: number[] = [];
  let failures = 0;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  await new Promise<void>((resolve) => {
    for (let index = 0; index < total; index++) {
      const due = start + (index * 1000) / rate;
      setTimeout(
        async () => {
          const status = await get(baseUrl + paths[index % paths.length]);
          if (status !== 200) failures++;
          latencies.push(performance.now() - due);
          if (latencies.length === total) resolve();
        },
        Math.max(0, due - performance.now()),
      );
    }
  });
  const elapsedMs = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(latencies[Math.min(total - 1, Math.floor(share * total))]! * 100) / 100;
  return {
    rate,
    requests: total,
    latencyMs: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) },
    failures,
    generatorCpu: Math.round(((cpu.user + cpu.system) / 1000 / elapsedMs) * 100) / 100,
  };
}
