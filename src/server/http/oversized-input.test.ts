import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { type AddressInfo, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SlowUploadResult, slowUpload } from "../testing/slow-upload.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Oversized bodies on a real socket: the 413 must come before the client has sent more than a
 * few MiB of what it announced, and the server must then close the connection instead of
 * quietly reading (and discarding) the rest. Loopback buffers hold a few MiB, hence the margins.
 */

const MiB = 1024 * 1024;
const dataDir = `/tmp/career-oversized-${randomBytes(4).toString("hex")}`;
let t: TestApp;
let port: number;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  adminToken = await t.signUp("admin");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function expectRefusedEarly(result: SlowUploadResult, maxSentMiB: number) {
  const summary = JSON.stringify({ ...result, body: result.body.slice(0, 200) });
  expect(result.status, summary).toBe(413);
  expect(JSON.parse(result.body), summary).toEqual({
    error: expect.objectContaining({ code: "PAYLOAD_TOO_LARGE", message: expect.any(String) }),
  });
  expect(result.sentBeforeResponse, summary).toBeGreaterThanOrEqual(0);
  expect(result.sentBeforeResponse, summary).toBeLessThan(maxSentMiB * MiB);
  expect(result.closedByServer, summary).toBe(true);
  // Once refused, the server reads no further: the client could not push another 50 MiB.
  expect(result.sentTotal, summary).toBeLessThan((maxSentMiB + 4) * MiB);
}

const jsonHead = (lengthHeader: string) =>
  [
    "POST /api/auth/login HTTP/1.1",
    "Host: 127.0.0.1",
    "Content-Type: application/json",
    lengthHeader,
  ].join("\r\n");

describe("a JSON body over 1 MiB", () => {
  it("is refused with 413 from its Content-Length, before the body is read", async () => {
    const result = await slowUpload({
      port,
      head: jsonHead(`Content-Length: ${50 * MiB}`),
      totalBytes: 50 * MiB,
    });
    expectRefusedEarly(result, 3);
  });

  it("is refused with 413 once 1 MiB has arrived when it is chunked", async () => {
    const result = await slowUpload({
      port,
      head: jsonHead("Transfer-Encoding: chunked"),
      totalBytes: 50 * MiB,
      chunked: true,
    });
    expectRefusedEarly(result, 4);
  });

  it("is refused on an admin route too, where the role is checked first", async () => {
    const result = await slowUpload({
      port,
      head: [
        "POST /api/companies HTTP/1.1",
        "Host: 127.0.0.1",
        "Content-Type: application/json",
        `Authorization: Bearer ${adminToken}`,
        "Transfer-Encoding: chunked",
      ].join("\r\n"),
      totalBytes: 50 * MiB,
      chunked: true,
    });
    expectRefusedEarly(result, 4);
  });
});

describe("a big body from a caller without the role", () => {
  it("is refused with 401 and the rest of the body is not read", async () => {
    const result = await slowUpload({
      port,
      head: [
        "POST /api/companies HTTP/1.1",
        "Host: 127.0.0.1",
        "Content-Type: application/json",
        `Content-Length: ${50 * MiB}`,
      ].join("\r\n"),
      totalBytes: 50 * MiB,
    });
    expect(result.status).toBe(401);
    expect(result.sentBeforeResponse).toBeLessThan(3 * MiB);
    expect(result.closedByServer).toBe(true);
    expect(result.sentTotal).toBeLessThan(8 * MiB);
  });
});

describe("an upload over 5 MiB", () => {
  const boundary = "----fuzzboundary7MA4YWxkTrZu0gW";
  const prefix = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n` +
      "Content-Type: image/png\r\n\r\n",
  );
  const uploadHead = (lengthHeader: string) =>
    [
      "POST /api/uploads?kind=logo HTTP/1.1",
      "Host: 127.0.0.1",
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Authorization: Bearer ${adminToken}`,
      lengthHeader,
    ].join("\r\n");

  it("is refused with 413 after about 5 MiB when it announces 50 MiB", async () => {
    const result = await slowUpload({
      port,
      head: uploadHead(`Content-Length: ${50 * MiB + prefix.length}`),
      prefix,
      totalBytes: 50 * MiB,
    });
    expectRefusedEarly(result, 8);
  });

  it("is refused with 413 after about 5 MiB when it is chunked", async () => {
    const result = await slowUpload({
      port,
      head: uploadHead("Transfer-Encoding: chunked"),
      prefix: Buffer.concat([
        Buffer.from(`${prefix.length.toString(16)}\r\n`),
        prefix,
        Buffer.from("\r\n"),
      ]),
      totalBytes: 50 * MiB,
      chunked: true,
    });
    expectRefusedEarly(result, 8);
  });

  it("from a member is refused with 403 without the body being read", async () => {
    const memberToken = await t.signUp("member");
    const result = await slowUpload({
      port,
      head: uploadHead(`Content-Length: ${50 * MiB + prefix.length}`).replace(
        adminToken,
        memberToken,
      ),
      prefix,
      totalBytes: 50 * MiB,
    });
    expect(result.status).toBe(403);
    expect(result.sentBeforeResponse).toBeLessThan(3 * MiB);
    expect(result.closedByServer).toBe(true);
    expect(result.sentTotal).toBeLessThan(8 * MiB);
  });
});

/** Sends raw bytes and reads the whole answer; the server closes the connection after it. */
function rawExchange(request: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), body: body ? JSON.parse(body) : null });
    });
  });
}

describe("requests Node's HTTP parser refuses", () => {
  const longText = "a".repeat(20_000);
  it.each([
    ["an address over 16 KiB", `GET /api/jobs/public?q=${longText} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["a header over 16 KiB", `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Note: ${longText}\r\n\r\n`],
  ])("answer %s with 431 in the API's error shape", async (_what, request) => {
    expect(await rawExchange(request)).toEqual({
      status: 431,
      body: { error: { code: "HEADERS_TOO_LARGE", message: expect.stringContaining("16 KiB") } },
    });
  });

  it.each([
    ["a request line that is not HTTP", "HELLO THERE\r\n\r\n"],
    [
      "a Content-Length that is not a number",
      "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n",
    ],
    ["a header line without a colon", "GET /api/health HTTP/1.1\r\nHost x\r\n\r\n"],
  ])("answer %s with 400 in the API's error shape", async (_what, request) => {
    expect(await rawExchange(request)).toEqual({
      status: 400,
      body: { error: { code: "BAD_REQUEST", message: expect.any(String) } },
    });
  });
});
