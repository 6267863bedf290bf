import { markdownTable } from "../lib/doc-section.ts";
import { type Machine, machineLine } from "../lib/machine.ts";
import type { ThroughputResult as Side } from "../lib/wrk.ts";

export type PageCase = {
  name: string;
  label: string;
  path: string;
  headers?: Record<string, string>;
  /** Served from the page cache, so judged against the target; the rest explain. */
  cached: boolean;
};

export type PageResult = PageCase & {
  responseBytes: number;
  ceiling: Side;
  app: Side;
  /** Through nginx with deploy/nginx.conf's proxy_cache (absent for pages it must not keep). */
  nginx: Side | null;
};

/** The issue's bar: cached pages at half the bare ceiling, nginx at the WordPress peer's figure. */
export const CACHED_RATIO = 0.5;
export const WORDPRESS_PEER = 37_000;

const ratio = (side: Side | null, ceiling: Side) =>
  side ? side.requestsPerSecond / ceiling.requestsPerSecond : 0;
const perSecond = (side: Side | null) =>
  side ? Math.round(side.requestsPerSecond).toLocaleString("en") : "–";
const share = (value: number) => value.toFixed(2);

export function rows(results: PageResult[]): string[][] {
  return results.map((item) => [
    item.label,
    `${(item.responseBytes / 1024).toFixed(1)} KiB`,
    perSecond(item.ceiling),
    `${perSecond(item.app)} (${share(ratio(item.app, item.ceiling))})`,
    `${item.app.latencyMs.p99} ms`,
    item.nginx ? `${perSecond(item.nginx)} (${share(ratio(item.nginx, item.ceiling))})` : "–",
    [item.ceiling, item.app, item.nginx]
      .map((side) => (side ? share(side.generatorCpu) : "–"))
      .join(" / "),
    String(
      item.app.errors + item.app.non2xx + (item.nginx ? item.nginx.errors + item.nginx.non2xx : 0),
    ),
  ]);
}

export const HEADER = [
  "Page",
  "Size",
  "Ceiling req/s",
  "App req/s (× ceiling)",
  "App p99",
  "nginx proxy_cache req/s (× ceiling)",
  "wrk CPU (ceiling / app / nginx)",
  "Errors",
];

export function verdicts(results: PageResult[]): string[] {
  const cached = results.filter((item) => item.cached);
  const slow = cached.filter((item) => ratio(item.app, item.ceiling) < CACHED_RATIO);
  const nginxSlow = cached.filter((item) => (item.nginx?.requestsPerSecond ?? 0) < WORDPRESS_PEER);
  const failing = results.filter((item) => item.app.errors + item.app.non2xx > 0);
  // wrk's cost per request grows with the page's size: its busiest moment is what bounds it.
  const sides = results.flatMap((item) =>
    [item.ceiling, item.app, item.nginx].flatMap((side) => (side ? [{ item, side }] : [])),
  );
  const busiest = sides.reduce((most, next) =>
    next.side.generatorCpu > most.side.generatorCpu ? next : most,
  );
  const { side } = busiest;
  return [
    `Cached pages at ≥ ${CACHED_RATIO} of the ceiling: ${slow.length === 0 ? "yes" : `no (${slow.map((item) => item.label).join(", ")})`}`,
    `Cached pages through nginx at ≥ ${WORDPRESS_PEER.toLocaleString("en")} req/s (the WordPress + fastcgi_cache figure the issue gives): ${nginxSlow.length === 0 ? "yes" : `no (${nginxSlow.map((item) => item.label).join(", ")})`}`,
    `No errors or non-2xx answers: ${failing.length === 0 ? "yes" : `no (${failing.map((item) => item.label).join(", ")})`}`,
    `Load generator: wrk was busiest on ${busiest.item.label} (${perSecond(side)} req/s of ${(busiest.item.responseBytes / 1024).toFixed(1)} KiB) at ${share(side.generatorCpu)} of a core: one core of it drives ${(1 / Math.max(side.generatorCpu, 0.01)).toFixed(2)}× that; every other figure had more room.`,
  ];
}

export function markdownSection(
  results: PageResult[],
  lines: string[],
  machine: Machine,
  settings: { connections: number; durationSeconds: number; rounds: number },
  data: { jobs: number; companies: number },
): string {
  return [
    `Measured by \`npm run bench:pages\` on ${machineLine(machine)}, with ${data.jobs.toLocaleString("en")} jobs at ${data.companies.toLocaleString("en")} companies: wrk, ${settings.connections} connections, ${settings.durationSeconds} s per side in ${settings.rounds} alternating rounds, no compression asked (as the ceiling serves the bytes as they are). The ceiling is a bare Node server answering the page's captured bytes from memory; nginx is Debian's, with deploy/nginx.conf (its proxy_cache) in front of the same app.`,
    "",
    markdownTable(HEADER, rows(results)),
    "",
    ...lines.map((line) => `- ${line}`),
  ].join("\n");
}
