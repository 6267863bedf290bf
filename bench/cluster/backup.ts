import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { send } from "../faults/http.ts";
import { ROOT } from "../lib/results.ts";
import type { Instances } from "./instances.ts";
import { type Checks, seconds } from "./report.ts";
import { listKeys, readObject, s3Client, sql } from "./shared-services.ts";
import { fromAddress, sha256, type Uploaded } from "./sharing.ts";

const run = promisify(execFile);
const SCHEMAS = ["public", "pgboss", "drizzle"];

/**
 * The database's backup and restore, rehearsed: pg_dump (custom format) of the live database,
 * pg_restore into a fresh one, and the row count of every table compared with the counts of
 * the very snapshot the dump was taken from (exported by a transaction the script holds open,
 * so the instances' writes meanwhile change neither side).
 */
export async function rehearseDatabaseRestore(
  checks: Checks,
  options: { sourceUrl: string; targetUrl: string; directory: string },
) {
  const name = "PostgreSQL: pg_dump, pg_restore into a fresh database, same rows";
  const dumpVersion = (await run("pg_dump", ["--version"])).stdout.trim();
  const [server] = await sql<{ server_version: string }>(options.sourceUrl, "show server_version");
  const dumpMajor = /(\d+)\.\d+/.exec(dumpVersion)?.[1];
  const serverMajor = /^(\d+)/.exec(server?.server_version ?? "")?.[1];
  if (dumpMajor !== serverMajor) {
    checks.note(
      `pg_dump is ${dumpVersion} but the server is PostgreSQL ${server?.server_version}: ` +
        "use the pg_dump of the server's major version (or newer) for real backups",
    );
  }
  const file = path.join(options.directory, "database.dump");
  const holder = new pg.Client({ connectionString: options.sourceUrl });
  await holder.connect();
  let before: Map<string, number>;
  const started = performance.now();
  try {
    await holder.query("begin isolation level repeatable read");
    const snapshot = (await holder.query<{ id: string }>("select pg_export_snapshot() as id"))
      .rows[0]!.id;
    before = await countRows((text) => holder.query(text).then((result) => result.rows));
    await run("pg_dump", ["-Fc", `--snapshot=${snapshot}`, "-f", file, options.sourceUrl]);
  } finally {
    await holder.query("commit").catch(() => {});
    await holder.end();
  }
  const dumpMs = performance.now() - started;
  const restoreStarted = performance.now();
  await run("pg_restore", ["--exit-on-error", "--no-owner", "-d", options.targetUrl, file]);
  const restoreMs = performance.now() - restoreStarted;
  const after = await countRows((text) => sql(options.targetUrl, text));
  const differing = [...before.keys()].filter((table) => before.get(table) !== after.get(table));
  const missing = [...before.keys()].filter((table) => !after.has(table));
  const main = ["public.users", "public.companies", "public.jobs", "public.sessions", "pgboss.job"];
  const size = (await fs.stat(file)).size;
  checks.check(
    name,
    before.size > 0 && differing.length === 0 && missing.length === 0,
    `${before.size} tables compared, ${differing.length} differ` +
      `${differing.length ? ` (${differing.map((t) => `${t} ${before.get(t)}→${after.get(t)}`).join(", ")})` : ""}; ` +
      `${main.map((table) => `${table.split(".")[1]} ${before.get(table)}`).join(", ")}; ` +
      `dump ${Math.round(size / 1024)} KiB in ${seconds(dumpMs)} s, restore ${seconds(restoreMs)} s; ${dumpVersion}, server ${server?.server_version}`,
    { tables: before.size, differing: differing.length, dumpKiB: Math.round(size / 1024) },
  );
}

type Query = (text: string) => Promise<unknown[]>;

async function countRows(query: Query): Promise<Map<string, number>> {
  const tables = (await query(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in (${SCHEMAS.map((s) => `'${s}'`).join(",")})
     order by 1`,
  )) as { name: string }[];
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    const quoted = name
      .split(".")
      .map((part) => `"${part.replaceAll('"', '""')}"`)
      .join(".");
    const [row] = (await query(`select count(*)::int as n from ${quoted}`)) as { n: number }[];
    counts.set(name, row?.n ?? -1);
  }
  return counts;
}

/** True when package.json has the files:copy script (the S3 work has landed). */
export function hasFilesCopy(): boolean {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  return Boolean(manifest.scripts?.["files:copy"]);
}

/**
 * The bucket's backup and restore, rehearsed with the app's own command: the bucket copied into
 * a directory (`files:copy -- --to disk`), from there into an empty bucket (`--to s3`), and the
 * uploaded image's bytes compared on the disk and in the new bucket.
 */
export async function rehearseFilesRestore(
  checks: Checks,
  options: {
    s3Endpoint: string;
    sourceUrl: string;
    targetUrl: string;
    directory: string;
    uploaded: Uploaded | null;
  },
) {
  const name = "S3: files:copy --to disk, then --to s3 into a fresh bucket, same bytes";
  if (!hasFilesCopy()) {
    checks.pending(name, "package.json has no files:copy script yet");
    return;
  }
  if (!options.uploaded) {
    checks.check(name, false, "no uploaded image to compare (the upload check failed)");
    return;
  }
  const copy = (to: "disk" | "s3", s3Url: string) =>
    run("npm", ["run", "--silent", "files:copy", "--", "--to", to], {
      cwd: ROOT,
      timeout: 120_000,
      env: { ...process.env, DATA_DIR: options.directory, S3_URL: s3Url, LOG_LEVEL: "warn" },
    });
  const started = performance.now();
  const toDisk = await copy("disk", options.sourceUrl);
  const toBucket = await copy("s3", options.targetUrl);
  const copyMs = performance.now() - started;
  const fileName = path.basename(options.uploaded.url);
  const onDisk = await findFile(options.directory, fileName);
  const client = s3Client(options.s3Endpoint);
  const bucket = new URL(options.targetUrl).pathname.slice(1);
  const keys = await listKeys(client, bucket);
  const key = keys.find((candidate) => candidate.endsWith(`/${fileName}`));
  const restored = key ? await readObject(client, bucket, key) : Buffer.alloc(0);
  const diskSame = onDisk !== null && sha256(onDisk) === options.uploaded.sha256;
  const bucketSame = key !== undefined && sha256(restored) === options.uploaded.sha256;
  checks.check(
    name,
    diskSame && bucketSame,
    `${fileName}: on disk ${onDisk ? (diskSame ? "same bytes" : "DIFFERENT") : "missing"}, ` +
      `in the fresh bucket ${key ? `as ${key}, ${bucketSame ? "same bytes" : "DIFFERENT"}` : "missing"} ` +
      `(${keys.length} objects; ${seconds(copyMs)} s). ${oneLine(toDisk.stdout)} | ${oneLine(toBucket.stdout)}`,
    { objects: keys.length },
  );
}

const oneLine = (text: string) => text.trim().replaceAll("\n", "; ");

async function findFile(directory: string, fileName: string): Promise<Buffer | null> {
  const entries = await fs.readdir(directory, { recursive: true, withFileTypes: true });
  const entry = entries.find((item) => item.isFile() && item.name === fileName);
  return entry ? fs.readFile(path.join(entry.parentPath, entry.name)) : null;
}

/**
 * The restore is only rehearsed once a site runs on it: instance B is started again on the
 * restored database and the restored bucket, and must sign the administrator in and serve the
 * uploaded image with the same bytes.
 */
export async function checkRestoredSite(
  checks: Checks,
  options: {
    instances: Instances;
    env: Record<string, string>;
    admin: { email: string; password: string };
    uploaded: Uploaded | null;
  },
) {
  const { instances } = options;
  await instances.signal("B", "SIGTERM");
  await instances.start("B", options.env);
  const base = instances.url("B");
  const login = await send(`${base}/api/auth/login`, {
    method: "POST",
    json: options.admin,
    headers: fromAddress("10.20.0.9"),
  });
  const jobs = await send(`${base}/api/jobs/public`);
  const total = (jobs.body as { total?: number } | null)?.total;
  let image = "no image to compare";
  let imageSame = false;
  if (options.uploaded) {
    const response = await fetch(`${base}${options.uploaded.url}`);
    const data = new Uint8Array(await response.arrayBuffer());
    imageSame = response.status === 200 && sha256(data) === options.uploaded.sha256;
    image = `image ${response.status}, ${imageSame ? "same bytes" : "NOT the same bytes"}`;
  }
  checks.check(
    "the restored database and bucket serve the site (B started on them)",
    login.status === 200 && jobs.status === 200 && imageSame,
    `sign-in ${login.status}, public jobs ${jobs.status} (${total ?? "?"} in all), ${image}`,
  );
}
