import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestApp } from "./test-app.ts";

/**
 * Checks on the API's error answers. Each one seen is remembered, for a last look at them all:
 * none may show a stack trace.
 */
export function createErrorChecks() {
  const seenErrors: LightMyRequestResponse[] = [];
  return {
    /** The API's error shape, and nothing else. */
    expectError(response: LightMyRequestResponse, status: number, code?: string) {
      seenErrors.push(response);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      const body = response.json();
      expect(Object.keys(body)).toEqual(["error"]);
      expect(body.error).toEqual({
        code: code ?? expect.any(String),
        message: expect.any(String),
        ...(body.error.fields ? { fields: expect.any(Object) } : {}),
      });
      return body.error as { code: string; message: string; fields?: Record<string, string> };
    },

    /** Bad input may be refused however the server likes, as long as it is the client's fault. */
    expectClientError(response: LightMyRequestResponse) {
      seenErrors.push(response);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json().error.code).toEqual(expect.any(String));
    },

    /** No error answer seen so far, nor a few provoked now, shows a stack trace. */
    async expectNoStackTraces(t: TestApp) {
      // Provoke a few errors here too, so the check means something when its test runs alone.
      for (const url of ["/api/jobs/public/not-a-uuid", "/api/blogs/public/%00", "/api/nope"]) {
        seenErrors.push(await t.request({ method: "GET", url }));
      }
      for (const response of seenErrors) {
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.body).not.toMatch(/"stack"/);
        expect(response.body).not.toMatch(/\bat \S+ \(?\S+:\d+:\d+\)?/);
        expect(response.body).not.toMatch(/node_modules|\/src\/server|\.ts:\d+/);
      }
    },
  };
}
