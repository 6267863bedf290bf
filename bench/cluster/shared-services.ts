import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { Redis } from "ioredis";
import pg from "pg";
import { sleep } from "../faults/http.ts";
import { ROOT } from "../lib/results.ts";

/**
 * What the instances share: a fresh database on the machine's PostgreSQL, a Redis database
 * index of the run's own, and an S3 server (s3rver) with the run's buckets.
 */

export async function sql<Row>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

export const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Creates `name` anew on the server of `serverUrl`; drop() removes it (and its connections). */
export async function freshDatabase(serverUrl: string, name: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad database name ${name}`);
  const admin = withDatabase(serverUrl, "postgres");
  await sql(admin, `drop database if exists "${name}" with (force)`);
  await sql(admin, `create database "${name}"`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => sql(admin, `drop database if exists "${name}" with (force)`).then(() => {}),
  };
}

/** Empties the run's Redis database (its index is in the URL's path), leaving the others alone. */
export async function flushRedis(url: string): Promise<string> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3_000,
    maxRetriesPerRequest: 1,
  });
  try {
    await client.connect();
    await client.flushdb();
    const info = await client.info("server");
    return /redis_version:(\S+)/.exec(info)?.[1] ?? "unknown";
  } finally {
    client.disconnect();
  }
}

export type S3Server = { stop: () => Promise<void> };

/**
 * s3rver (a devDependency) through its own command line, in a process of its own: the load
 * generator's event loop then never delays the bucket's answers. Its objects live in `directory`;
 * it takes the access key S3RVER with any signature.
 */
export async function startS3rver(options: {
  port: number;
  directory: string;
  buckets: string[];
}): Promise<S3Server> {
  const cli = path.join(ROOT, "node_modules/s3rver/bin/s3rver.js");
  const args = [cli, "-d", options.directory, "-a", "127.0.0.1", "-p", String(options.port), "-s"];
  for (const bucket of options.buckets) args.push("--configure-bucket", bucket);
  const child: ChildProcess = spawn(process.execPath, args, {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2_000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 15_000;
  while (!(await accepts(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`s3rver did not start on port ${options.port}: ${stderr}`);
    }
    await sleep(100);
  }
  return {
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** An S3 client for s3rver at `endpoint` (path-style, its one access key). */
export function s3Client(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
}

/** Every key of a bucket (the run's buckets hold a handful of objects). */
export async function listKeys(client: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  for (let page = 0; page < 100; page++) {
    const answer = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
    );
    for (const item of answer.Contents ?? []) if (item.Key) keys.push(item.Key);
    if (!answer.IsTruncated) break;
    token = answer.NextContinuationToken;
  }
  return keys;
}

export async function readObject(client: S3Client, bucket: string, key: string): Promise<Buffer> {
  const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
}

/** Exits with a message when one of the run's fixed ports on 127.0.0.1 is taken. */
export async function requireFreePorts(ports: number[]) {
  const taken: number[] = [];
  for (const port of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (!free) taken.push(port);
  }
  if (taken.length > 0) {
    console.error(`Port(s) ${taken.join(", ")} on 127.0.0.1 are in use; the run needs them free.`);
    process.exit(1);
  }
}
