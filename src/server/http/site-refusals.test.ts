import { describe, expect, it, vi } from "vitest";
import { alarming } from "../testing/log-capture.ts";
import { builtSiteForTests } from "../testing/site-build.ts";
import { type SlowUploadResult, slowUpload } from "../testing/slow-upload.ts";

/**
 * What the site's pages refuse on the headers alone, with the built site: a form sent from
 * another site's page (400 in the error shape, one warning line, no stack trace on the console
 * or in the log), and a body sent with GET (413). Neither body is read.
 */

const MiB = 1024 * 1024;
const consoleError = vi.spyOn(console, "error");

const site = builtSiteForTests({ listen: true });
const { capture } = site;

const form = "name=Ana&email=ana%40example.com&subject=Hello&message=A+message+long+enough.";
const post = (url: string, headers: Record<string, string>) =>
  site.app.inject({
    method: "POST",
    url,
    headers: {
      host: "jobs.example.com",
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
    },
    payload: form,
  });
const refusals = () =>
  capture.lines.filter((line) => line.msg === "refused a form sent from another site");

describe("a form sent from another site's page", () => {
  it.each([
    ["/contact", "https://evil.example"],
    ["/contact.data", "https://evil.example"],
    ["/contact", "https://jobs.example.com.evil.example"],
    ["/contact", "https://jobs.example.com"],
    ["/contact", "http://jobs.example.com:8080"],
    ["/contact", "null"],
    ["/contact", "::::"],
  ])("to %s with Origin %s is refused with 400 and one warning", async (url, origin) => {
    const before = refusals().length;
    const response = await post(url, { origin });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      error: { code: "BAD_REQUEST", message: expect.stringContaining("this site's own pages") },
    });
    expect(refusals().slice(before)).toEqual([
      expect.objectContaining({ level: 40, origin: origin.slice(0, 200) }),
    ]);
  });

  it("is refused before its body is read", async () => {
    const result: SlowUploadResult = await slowUpload({
      port: site.port,
      head: [
        "POST /contact HTTP/1.1",
        "Host: 127.0.0.1",
        "Origin: https://evil.example",
        "Content-Type: application/x-www-form-urlencoded",
        `Content-Length: ${50 * MiB}`,
      ].join("\r\n"),
      totalBytes: 50 * MiB,
      chunkBytes: 16 * 1024,
    });
    const summary = JSON.stringify({ ...result, body: result.body.slice(0, 200) });
    expect(result.status, summary).toBe(400);
    expect(result.sentBeforeResponse, summary).toBeLessThan(MiB);
    expect(result.closedByServer, summary).toBe(true);
  });
});

describe("a form sent from the site's own page", () => {
  it.each([
    ["with its Origin", { origin: "http://jobs.example.com" }],
    ["with its Origin, default port spelled out", { origin: "http://jobs.example.com:80" }],
    ["without an Origin (an older browser)", {}],
  ])("%s reaches the page", async (_label, headers) => {
    const response = await post("/contact", headers);
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });
});

describe("a page request with a body it does not take", () => {
  it.each([
    ["GET / HTTP/1.1", true],
    ["GET /jobs HTTP/1.1", false],
    ["HEAD /jobs HTTP/1.1", false],
  ])("(%s, chunked: %s) is refused with 413 unread", async (request, chunked) => {
    const framing = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${50 * MiB}`;
    const result = await slowUpload({
      port: site.port,
      head: [request, "Host: 127.0.0.1", framing].join("\r\n"),
      totalBytes: 50 * MiB,
      chunked,
      chunkBytes: 16 * 1024,
    });
    const summary = JSON.stringify({ ...result, body: result.body.slice(0, 200) });
    expect(result.status, summary).toBe(413);
    if (!request.startsWith("HEAD")) {
      expect(JSON.parse(result.body).error.code, summary).toBe("PAYLOAD_TOO_LARGE");
    }
    expect(result.sentBeforeResponse, summary).toBeLessThan(MiB);
    expect(result.closedByServer, summary).toBe(true);
  });
});

describe("a form carrying a file", () => {
  // Only the CV pages take one: up to the CV's 5 MB and a little room for the other fields.
  it.each([
    ["/account/cvs", 6 * MiB],
    ["/ja/jobs/00000000-0000-4000-8000-000000000000/apply", 6 * MiB],
    ["/contact", MiB],
  ])("of 50 MiB to %s is refused with 413 before %d bytes", async (url, limit) => {
    const result = await slowUpload({
      port: site.port,
      head: [
        `POST ${url} HTTP/1.1`,
        "Host: 127.0.0.1",
        "Content-Type: multipart/form-data; boundary=cv",
        `Content-Length: ${50 * MiB}`,
      ].join("\r\n"),
      totalBytes: 50 * MiB,
      chunkBytes: 16 * 1024,
    });
    const summary = JSON.stringify({ ...result, body: result.body.slice(0, 200) });
    expect(result.status, summary).toBe(413);
    expect(result.sentBeforeResponse, summary).toBeLessThan(limit);
    expect(result.closedByServer, summary).toBe(true);
  });

  it("of 3 MiB is read by a CV page, and refused unread by any other", async () => {
    const send = (url: string) =>
      slowUpload({
        port: site.port,
        head: [
          `POST ${url} HTTP/1.1`,
          "Host: 127.0.0.1",
          "Content-Type: multipart/form-data; boundary=cv",
          `Content-Length: ${3 * MiB}`,
        ].join("\r\n"),
        totalBytes: 3 * MiB,
        chunkBytes: 64 * 1024,
      });
    // Read whole, then sent to sign in: the page's own answer to a visitor.
    expect((await send("/account/cvs")).status).not.toBe(413);
    expect((await send("/contact")).status).toBe(413);
  });
});

describe("the log", () => {
  it("shows no error and no stack trace, in pino or on the console", async () => {
    // One of its own, so that this means something when it runs alone.
    await post("/contact", { origin: "https://evil.example" });
    expect(refusals().length).toBeGreaterThan(0);
    expect(alarming(capture.lines)).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
