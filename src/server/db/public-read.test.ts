import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { isStatementTimeout, registerErrorHandler } from "../http/error-handler.ts";
import { setUpTestApp } from "../testing/set-up-test-app.ts";
import { publicRead } from "./public-read.ts";

const t = setUpTestApp();

describe("a public read", () => {
  it("cancels a statement that runs too long, and the pool goes on answering", async () => {
    const started = Date.now();
    const failure = await publicRead(t.services.db, (tx) => tx.execute(sql`select pg_sleep(5)`), {
      timeoutMs: 200,
    }).catch((error: unknown) => error);
    expect(isStatementTimeout(failure)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    const { rows } = await t.services.db.execute(sql`select 1 as one`);
    expect(rows).toEqual([{ one: 1 }]);
    // The settings were the transaction's own: a statement after it has PostgreSQL's defaults.
    const { rows: after } = await t.services.db.execute(
      sql`select current_setting('statement_timeout') as timeout, current_setting('random_page_cost') as cost`,
    );
    expect(after).toEqual([{ timeout: "0", cost: "4" }]);
  });

  it("costs its plans for data in memory", async () => {
    const { rows } = await publicRead(t.services.db, (tx) =>
      tx.execute(sql`select current_setting('random_page_cost') as cost`),
    );
    expect(rows).toEqual([{ cost: "1.1" }]);
  });

  it("reads only", async () => {
    const failure = await publicRead(t.services.db, (tx) =>
      tx.execute(sql`insert into change_counters (topic, value) values ('read-only', 1)`),
    ).catch((error: unknown) => error);
    expect(String((failure as Error).cause ?? failure)).toMatch(/read-only transaction/);
  });

  it("is answered 503 with what to do", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get("/search", () =>
      publicRead(t.services.db, (tx) => tx.execute(sql`select pg_sleep(5)`), { timeoutMs: 100 }),
    );
    const response = await app.inject({ method: "GET", url: "/search" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: "UNAVAILABLE", message: expect.stringMatching(/took too long; try more/) },
    });
    await app.close();
  });
});
