import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { login, send } from "./http.ts";
import type { Ledger } from "./ledger.ts";
import { createWriter } from "./writers.ts";

export type Account = { email: string; password: string };

export type TrafficContext = Awaited<ReturnType<typeof publicContent>> & {
  baseUrl: string;
  admin: Account;
  adminToken: string;
  members: Account[];
  ledger: Ledger;
  tag: string;
};

/** One request as the soak judges it: the status it expected, the one it got. */
export type Outcome = {
  op: string;
  path: string;
  expected: number;
  status: number;
  ms: number;
  failure?: string;
};

const WORDS = [
  "engineer",
  "manager",
  "design",
  "finance",
  "remote",
  "data",
  "nurse",
  "marketing",
  "singapore",
  "analyst",
];
const CATEGORIES = ["technology", "finance", "design", "operations", "marketing"];
const TIMEOUT_MS = 10_000;

/** A photograph's worth of detail (noise at 1,200 × 800, JPEG): what the image process resizes. */
let photo: Promise<Uint8Array<ArrayBuffer>> | undefined;
const samplePhoto = () =>
  (photo ??= sharp(randomBytes(1200 * 800 * 3), {
    raw: { width: 1200, height: 800, channels: 3 },
  })
    .jpeg({ quality: 70 })
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer)));

/** What the traffic draws its pages from: the first 50 public jobs, companies and posts. */
export async function publicContent(baseUrl: string) {
  const keys = async (list: string, key: "id" | "slug") =>
    (
      (await send(`${baseUrl}${list}?pageSize=50`)).body as { items: Record<string, string>[] }
    ).items.map((item) => item[key]!);
  return {
    jobIds: await keys("/api/jobs/public", "id"),
    companySlugs: await keys("/api/companies/public", "slug"),
    blogSlugs: await keys("/api/blogs/public", "slug"),
  };
}

/**
 * The soak's mix of traffic: what visitors, members and administrators do on the site, by
 * weight. Admin writes go through a few writer lanes (one write at a time each, every outcome
 * in the ledger); contact messages acknowledged with 201 are remembered to be checked at the end.
 */
export function createTraffic(context: TrafficContext, lanes = 3) {
  const { baseUrl } = context;
  let serial = 0;
  const writers = Array.from({ length: lanes }, () => ({
    busy: false,
    writer: createWriter({
      baseUrl,
      token: context.adminToken,
      ledger: context.ledger,
      tag: context.tag,
      nextSerial: () => ++serial,
      deletes: true,
      timeoutMs: TIMEOUT_MS,
    }),
  }));
  const contactIds: string[] = [];
  let contactSerial = 0;
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const get = async (
    op: string,
    path: string,
    expected = 200,
    token?: string,
  ): Promise<Outcome> => {
    const result = await send(`${baseUrl}${path}`, { token, timeoutMs: TIMEOUT_MS });
    return { op, path, expected, status: result.status, ms: result.ms, failure: result.failure };
  };

  const operations: { name: string; weight: number; run: () => Promise<Outcome[]> }[] = [
    {
      name: "api list",
      weight: 16,
      run: async () => [
        await get(
          "api list",
          `/api/jobs/public?page=${1 + Math.floor(Math.random() * 3)}&category=${pick(CATEGORIES)}`,
        ),
      ],
    },
    {
      name: "api search",
      weight: 14,
      run: async () => [await get("api search", `/api/jobs/public?q=${pick(WORDS)}`)],
    },
    {
      name: "api job",
      weight: 8,
      run: async () => [await get("api job", `/api/jobs/public/${pick(context.jobIds)}`)],
    },
    {
      name: "api companies",
      weight: 6,
      run: async () => [
        await get(
          "api companies",
          Math.random() < 0.5
            ? "/api/companies/public"
            : `/api/companies/public/${pick(context.companySlugs)}`,
        ),
      ],
    },
    {
      name: "ssr page",
      weight: 20,
      run: async () => {
        const pages = [
          "/",
          "/jobs",
          `/jobs?q=${pick(WORDS)}`,
          `/jobs/${pick(context.jobIds)}`,
          "/companies",
          `/companies/${pick(context.companySlugs)}`,
          "/blog",
          `/blog/${pick(context.blogSlugs)}`,
          "/events",
          "/about",
        ];
        return [await get("ssr page", pick(pages))];
      },
    },
    { name: "login", weight: 5, run: () => loginJourney() },
    { name: "contact", weight: 3, run: () => contact() },
    {
      name: "admin read",
      weight: 5,
      run: async () => [
        await get(
          "admin read",
          pick(["/api/jobs?pageSize=20", "/api/dashboard", "/api/companies?pageSize=20"]),
          200,
          context.adminToken,
        ),
      ],
    },
    { name: "admin write", weight: 21, run: () => adminWrite() },
    { name: "upload", weight: 2, run: () => upload() },
    { name: "health", weight: 2, run: async () => [await get("health", "/api/health")] },
  ];
  const total = operations.reduce((sum, operation) => sum + operation.weight, 0);

  async function loginJourney(): Promise<Outcome[]> {
    const account = Math.random() < 0.8 ? pick(context.members) : context.admin;
    const started = performance.now();
    let token: string;
    try {
      token = await login(baseUrl, account.email, account.password);
    } catch (error) {
      return [
        {
          op: "login",
          path: "/api/auth/login",
          expected: 200,
          status: 0,
          ms: performance.now() - started,
          failure: String(error).slice(0, 200),
        },
      ];
    }
    const loggedIn: Outcome = {
      op: "login",
      path: "/api/auth/login",
      expected: 200,
      status: 200,
      ms: performance.now() - started,
    };
    const me = await get("login", "/api/auth/me", 200, token);
    const out = await send(`${baseUrl}/api/auth/logout`, {
      method: "POST",
      token,
      timeoutMs: TIMEOUT_MS,
    });
    return [
      loggedIn,
      me,
      {
        op: "login",
        path: "/api/auth/logout",
        expected: 204,
        status: out.status,
        ms: out.ms,
        failure: out.failure,
      },
    ];
  }

  async function contact(): Promise<Outcome[]> {
    const n = ++contactSerial;
    const result = await send(`${baseUrl}/api/contact`, {
      method: "POST",
      json: {
        name: "Soak Visitor",
        email: `visitor${n}@example.com`,
        subject: `${context.tag} message ${n}`,
        message: "Hello from the soak test.",
      },
      timeoutMs: TIMEOUT_MS,
    });
    if (result.status === 201) contactIds.push((result.body as { id: string }).id);
    return [
      {
        op: "contact",
        path: "/api/contact",
        expected: 201,
        status: result.status,
        ms: result.ms,
        failure: result.failure,
      },
    ];
  }

  /** An administrator uploads a cover image, which the server re-encodes in its image process. */
  async function upload(): Promise<Outcome[]> {
    const form = new FormData();
    form.append("file", new Blob([await samplePhoto()], { type: "image/jpeg" }), "cover.jpg");
    const started = performance.now();
    const path = "/api/uploads?kind=cover";
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${context.adminToken}` },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return [
        {
          op: "upload",
          path,
          expected: 201,
          status: response.status,
          ms: performance.now() - started,
        },
      ];
    } catch (error) {
      const failure = String(error).slice(0, 200);
      return [
        { op: "upload", path, expected: 201, status: 0, ms: performance.now() - started, failure },
      ];
    }
  }

  async function adminWrite(): Promise<Outcome[]> {
    const lane = writers.find((candidate) => !candidate.busy);
    if (!lane) return [];
    lane.busy = true;
    try {
      const step = await lane.writer.step();
      const expected = step.action.startsWith("create")
        ? 201
        : step.action.startsWith("delete")
          ? 204
          : 200;
      return [
        {
          op: "admin write",
          path: step.action,
          expected,
          status: step.status,
          ms: step.ms,
          failure: step.failure,
        },
      ];
    } finally {
      lane.busy = false;
    }
  }

  return {
    contactIds,
    /** Runs one operation drawn by weight; an empty list means a write found every lane busy. */
    next(): Promise<Outcome[]> {
      let roll = Math.random() * total;
      for (const operation of operations) {
        roll -= operation.weight;
        if (roll < 0) return operation.run();
      }
      return operations[0]!.run();
    },
  };
}
