import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerSecurityHeaders } from "./security-headers.ts";

// The Content-Security-Policy of each kind of response: pages need a fresh script nonce each
// time, everything else the same policy with none.
let app: FastifyInstance;

const page = (nonce: string) => `<!DOCTYPE html><script nonce="${nonce}">1</script>`;

beforeAll(async () => {
  app = Fastify();
  await registerSecurityHeaders(app, { dev: false });
  app.get("/json", async () => ({ ok: true }));
  app.get("/text", async (_request, reply) => reply.type("text/plain").send("hello"));
  app.get("/page", async (request, reply) => reply.type("text/html").send(page(request.cspNonce)));
  // The site hands Fastify a fetch Response, as React Router makes it.
  app.get("/rendered", async (request, reply) =>
    reply.send(
      new Response(page(request.cspNonce), {
        headers: { "content-type": "text/html; charset=utf-8" },
      }),
    ),
  );
  app.get("/docs", async (_request, reply) =>
    reply.header("content-security-policy", "default-src 'none'").type("text/html").send("docs"),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: "GET", url });
const policyOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers["content-security-policy"]);

describe("Content-Security-Policy", () => {
  it.each(["/page", "/rendered"])(
    "gives the page at %s a nonce of its own, the one its scripts carry",
    async (url) => {
      const [first, second] = [await get(url), await get(url)];
      const nonces = [first, second].map((response) => {
        const nonce = /'nonce-([^']+)'/.exec(policyOf(response))?.[1];
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(response.body).toContain(`nonce="${nonce}"`);
        return nonce;
      });
      expect(nonces[0]).not.toBe(nonces[1]);
      expect(policyOf(first)).toMatch(/script-src 'self' 'nonce-[^']+';/);
    },
  );

  it.each(["/json", "/text", "/nowhere"])(
    "gives %s the same policy without a nonce: it runs no scripts",
    async (url) => {
      const policy = policyOf(await get(url));
      expect(policy).toMatch(/script-src 'self';/);
      expect(policy).toMatch(/frame-ancestors 'none'/);
      expect(policy).toMatch(/object-src 'none'/);
      expect(policy).not.toMatch(/nonce/);
    },
  );

  it("keeps a policy a route set itself", async () => {
    expect(policyOf(await get("/docs"))).toBe("default-src 'none'");
  });
});

describe("Strict-Transport-Security", () => {
  const hstsOf = async (trustProxy: boolean, headers: Record<string, string>) => {
    const server = Fastify({ trustProxy });
    await registerSecurityHeaders(server, { dev: false });
    server.get("/json", async () => ({ ok: true }));
    const response = await server.inject({ method: "GET", url: "/json", headers });
    await server.close();
    return response.headers["strict-transport-security"];
  };

  it("is not sent over plain HTTP, where it means nothing", async () => {
    expect(await hstsOf(false, {})).toBeUndefined();
    expect(await hstsOf(true, {})).toBeUndefined();
  });

  it("ignores X-Forwarded-Proto from a client that is not a trusted proxy", async () => {
    expect(await hstsOf(false, { "x-forwarded-proto": "https" })).toBeUndefined();
  });

  it("is sent behind a trusted proxy that says the request came over HTTPS", async () => {
    expect(await hstsOf(true, { "x-forwarded-proto": "https" })).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(await hstsOf(true, { "x-forwarded-proto": "http" })).toBeUndefined();
  });
});
