import path from "node:path";
import { z } from "zod";
import { readS3Url } from "./modules/uploads/storage/s3-url.ts";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/**
 * A host name or IP address as a Host header carries it, optionally with a port:
 * `jobs.example.com`, `localhost:3000`, `[::1]:3000`. One trailing dot (a fully qualified name)
 * is dropped. Null when the text is anything else.
 */
export function parseHost(text: string): { name: string; port: string | null } | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9_-]+(?:\.[a-z0-9_-]+)*)\.?(?::(\d{1,5}))?$/i.exec(text);
  if (!match?.[1] || Number(match[2] ?? 0) > 65535) return null;
  return { name: match[1].toLowerCase(), port: match[2] ?? null };
}

// The site's origin only: every absolute URL is this plus a path, so a path or a trailing slash
// here would give `https://jobs.example.com//jobs`.
const publicUrl = z
  .url({ protocol: /^https?$/, error: "PUBLIC_URL must be an http:// or https:// URL" })
  .refine((value) => {
    const url = new URL(value);
    return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  }, "PUBLIC_URL must be an origin only (scheme, host, optional port), without a path")
  .transform((value) => new URL(value).origin);

const allowedHosts = z
  .string()
  .transform((list) =>
    list
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z.string().refine((entry) => parseHost(entry) !== null, {
          error: (issue) => `${String(issue.input)} is not a host name with an optional port`,
        }),
      )
      .min(1, "ALLOWED_HOSTS names no host"),
  );

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: publicUrl.optional(),
  ALLOWED_HOSTS: allowedHosts.optional(),
  DATABASE_URL: z.url().optional(),
  // Connections each instance keeps open at most (DEFAULT_POOL_MAX when unset); all instances and
  // workers together must stay under the server's max_connections (docs/DEPLOYMENT.md, sizing).
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  // Memory for rendered public pages (page-cache/); 0 turns the page cache off.
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  SEED_DEMO: booleanFromEnv.default(true),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default("Career Platform <no-reply@localhost>"),
  CONTACT_TO: z.email().optional(),
  // "off": this process serves requests only; `npm run worker` runs the background work.
  WORKER: z.enum(["on", "off"]).default("on"),
  TRUST_PROXY: booleanFromEnv.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  // Applications (and the CVs only they still hold) are deleted this long after the job closes.
  APPLICATION_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  // Scale-out (docs/DEPLOYMENT.md): shared limits in Redis, files in S3-compatible storage.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: "REDIS_URL must be a redis:// or rediss:// URL" })
    .optional(),
  S3_URL: z
    .url({ protocol: /^https?$/, error: "S3_URL must be an http:// or https:// URL" })
    .superRefine((value, context) => {
      // What is not a URL at all has had its message; the reading never quotes the secret.
      const reading = URL.canParse(value) ? readS3Url(value) : null;
      if (reading && !reading.ok) context.addIssue({ code: "custom", message: reading.problem });
    })
    .optional(),
  // GET /metrics answers Prometheus only with `Authorization: Bearer METRICS_TOKEN`.
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  // On SIGTERM, readiness answers 503 this long before the server stops taking connections, so
  // a load balancer that polls it moves traffic away first.
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = Omit<z.infer<typeof configSchema>, "DATA_DIR"> & { DATA_DIR: string };

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const config = parsed.data;
  if (config.ADMIN_EMAIL && !config.ADMIN_PASSWORD) {
    throw new Error("Invalid configuration:\n  ADMIN_PASSWORD: required when ADMIN_EMAIL is set");
  }
  return { ...config, DATA_DIR: path.resolve(config.DATA_DIR) };
}

/** Settings that work but leave something to chance; start-up logs each one. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.NODE_ENV === "production" && !config.PUBLIC_URL) {
    warnings.push(
      "PUBLIC_URL is not set: canonical links, the sitemap, robots.txt and calendar files take " +
        "their origin from each request's Host header, so those answers are sent as private " +
        "(no shared caching). Set PUBLIC_URL to the site's address" +
        (config.ALLOWED_HOSTS ? "." : ", or ALLOWED_HOSTS to refuse unknown hosts."),
    );
  }
  return warnings;
}

/**
 * The site's address in mail written outside any request (scheduled digests): PUBLIC_URL, or
 * this machine's own port, which is only right for a trial on one machine (PUBLIC_URL's warning
 * says so).
 */
export const backgroundSiteUrl = (config: Config) =>
  config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
