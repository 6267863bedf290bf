import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { isStatementTimeout, registerErrorHandler } from "../http/error-handler.ts";
import { setUpTestApp } from "../testing/set-up-test-app.ts";
import { withStatementTimeout } from "./statement-timeout.ts";

const t = setUpTestApp();

describe("a statement time-out", () => {
  it("cancels a statement that runs too long, and the pool goes on answering", async () => {
    const started = Date.now();
    const failure = await withStatementTimeout(t.services.db, 200, (tx) =>
      tx.execute(sql`select pg_sleep(5)`),
    ).catch((error: unknown) => error);
    expect(isStatementTimeout(failure)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    const { rows } = await t.services.db.execute(sql`select 1 as one`);
    expect(rows).toEqual([{ one: 1 }]);
    // The time-out was the transaction's own: a statement after it has none.
    const { rows: after } = await t.services.db.execute(sql`show statement_timeout`);
    expect(after).toEqual([{ statement_timeout: "0" }]);
  });

  it("reads only", async () => {
    const failure = await withStatementTimeout(t.services.db, 1_000, (tx) =>
      tx.execute(sql`insert into change_counters (topic, value) values ('read-only', 1)`),
    ).catch((error: unknown) => error);
    expect(String((failure as Error).cause ?? failure)).toMatch(/read-only transaction/);
  });

  it("is answered 503 with what to do", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get("/search", () =>
      withStatementTimeout(t.services.db, 100, (tx) => tx.execute(sql`select pg_sleep(5)`)),
    );
    const response = await app.inject({ method: "GET", url: "/search" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: "UNAVAILABLE", message: expect.stringMatching(/took too long; try more/) },
    });
    await app.close();
  });
});
