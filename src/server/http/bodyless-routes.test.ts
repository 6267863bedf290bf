import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiRoute, listApiRoutes } from "../testing/api-routes.ts";
import { type SlowUploadResult, slowUpload } from "../testing/slow-upload.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * A route that takes no body refuses one with 413 on its headers alone, instead of reading up
 * to the 1 MiB body limit (or, for GET, draining whatever was sent); an address nothing answers
 * says 404 without reading the body either. Both close the connection on a body still coming.
 */

const MiB = 1024 * 1024;
const dataDir = `/tmp/career-bodyless-${randomBytes(4).toString("hex")}`;
let t: TestApp;
let port: number;
let adminToken: string;
let routes: ApiRoute[];

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  adminToken = await t.signUp("admin");
  routes = await listApiRoutes(t.app);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function expectShape(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ error: { code, message: expect.any(String) } });
}

describe("every API route without a body schema", () => {
  /** The route's path with every parameter filled and a method it answers. */
  const requests = () =>
    routes
      .filter((route) => !route.body && !route.path.includes("{*}"))
      .flatMap((route) =>
        route.methods.map((method) => ({
          name: `${method} ${route.path}`,
          method,
          url: route.path.replace(/\{\w+\}/g, "00000000-0000-4000-8000-000000000000"),
          // The routes that take a file (images, CVs) as multipart/form-data.
          uploads: method === "POST" && /^\/api\/(uploads|cvs)$/.test(route.path),
        })),
      );

  it("are found (so the checks below check something)", () => {
    const names = requests().map((request) => request.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "POST /api/auth/logout",
        "GET /api/jobs/public",
        "DELETE /api/jobs/{id}",
      ]),
    );
  });

  it("refuse even an empty JSON object with 413, as an admin, before anything else", async () => {
    const takers: string[] = [];
    for (const request of requests()) {
      const response = await t.request({ ...request, token: adminToken, payload: {} });
      if (request.uploads) {
        // Uploads take a multipart body (their schema lists what they consume): JSON is 415.
        if (response.statusCode !== 415) takers.push(request.name);
        continue;
      }
      if (request.method === "HEAD") {
        expect(response.statusCode, request.name).toBe(413);
        continue;
      }
      expectShape(response, 413, "PAYLOAD_TOO_LARGE");
    }
    expect(takers).toEqual([]);
  });

  it("still take a JSON content type with no body, as the web client sends on DELETE", async () => {
    // Its own token: the logout ends it.
    const token = await t.signUp("admin");
    for (const [method, url] of [
      ["DELETE", "/api/jobs/00000000-0000-4000-8000-000000000000"],
      ["POST", "/api/auth/logout"],
      ["GET", "/api/jobs/public"],
    ] as const) {
      const response = await t.request({
        method,
        url,
        token,
        headers: { "content-type": "application/json", "content-length": "0" },
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(405);
      expect(response.statusCode).not.toBe(400);
    }
  });
});

function expectRefusedUnread(result: SlowUploadResult, status: number, code: string) {
  const summary = JSON.stringify({ ...result, body: result.body.slice(0, 200) });
  expect(result.status, summary).toBe(status);
  expect(JSON.parse(result.body), summary).toEqual({
    error: { code, message: expect.any(String) },
  });
  // Answered on the headers: the client could not push even the 1 MiB body limit first.
  expect(result.sentBeforeResponse, summary).toBeGreaterThanOrEqual(0);
  expect(result.sentBeforeResponse, summary).toBeLessThan(MiB);
  expect(result.closedByServer, summary).toBe(true);
  expect(result.sentTotal, summary).toBeLessThan(8 * MiB);
}

// As an admin, so that a role check (which comes first, and refuses as early) lets it through.
const head = (request: string, framing: string) =>
  [
    request,
    "Host: 127.0.0.1",
    "Content-Type: application/json",
    `Authorization: Bearer ${adminToken}`,
    framing,
  ].join("\r\n");
const upload = (request: string, chunked: boolean) =>
  slowUpload({
    port,
    head: head(request, chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${50 * MiB}`),
    totalBytes: 50 * MiB,
    chunked,
    chunkBytes: 16 * 1024,
  });

describe.each([
  ["with a Content-Length", false],
  ["chunked", true],
] as const)("a 50 MiB body %s", (_framing, chunked) => {
  it.each([
    "POST /api/auth/logout HTTP/1.1",
    "GET /api/jobs/public HTTP/1.1",
    "DELETE /api/jobs/00000000-0000-4000-8000-000000000000 HTTP/1.1",
  ])("to %s is refused with 413 unread", async (request) => {
    expectRefusedUnread(await upload(request, chunked), 413, "PAYLOAD_TOO_LARGE");
  });

  it.each([
    "POST /api/nope HTTP/1.1",
    "PUT /api/jobs/public/extra/segments HTTP/1.1",
    "POST /nothing-here HTTP/1.1",
  ])("to %s, where nothing answers, is a 404 unread", async (request) => {
    expectRefusedUnread(await upload(request, chunked), 404, "NOT_FOUND");
  });
});
