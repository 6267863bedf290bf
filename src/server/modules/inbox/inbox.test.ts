import { beforeAll, describe, expect, it } from "vitest";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";
import { sendInboxSamples } from "./inbox-samples.ts";

const t = setUpTestApp();

beforeAll(async () => {
  await sendInboxSamples(t);
});

describe("contact messages", () => {
  it("are marked handled, and the inbox filters by that", async () => {
    const inbox = await t.asAdmin("GET", "/api/messages?status=new");
    const [message] = inbox.json().items;
    const handled = await t.asAdmin("PUT", `/api/messages/${message.id}/handled`, {
      handled: true,
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().handledAt).toBeTruthy();
    expect((await t.asAdmin("GET", "/api/messages?status=new")).json().total).toBe(0);
    expect((await t.asAdmin("GET", "/api/messages?status=handled")).json().total).toBe(1);
  });
});

describe("newsletter subscribers", () => {
  it("export as CSV, with formula-like cells defused", async () => {
    const response = await t.asAdmin("GET", "/api/subscribers.csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    const lines = response.body.trim().split("\r\n");
    expect(lines[0]).toBe("email,subscribed_at");
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([
      "reader@example.com",
      "'+cmd@example.com",
    ]);
  });
});

describe("inbox endpoints", () => {
  it.each(["/api/messages", "/api/subscribers", "/api/subscribers.csv"])(
    "%s: 401 anonymous, 403 member",
    async (url) => {
      expect((await t.request({ method: "GET", url })).statusCode).toBe(401);
      expect(
        (await t.request({ method: "GET", url, token: await t.signUp("member") })).statusCode,
      ).toBe(403);
    },
  );
});
