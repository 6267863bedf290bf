import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";

const t = setUpTestApp();

const history = async (entity: string, entityId: string) => {
  const response = await t.asAdmin("GET", `/api/audit?entity=${entity}&entityId=${entityId}`);
  expect(response.statusCode).toBe(200);
  return response.json().items as Array<{
    action: string;
    actorEmail: string;
    summary: string;
    changes: Record<string, { from: unknown; to: unknown }>;
  }>;
};

describe("audit log", () => {
  it("records who created, changed and deleted an item, and which fields changed", async () => {
    const me = (await t.asAdmin("GET", "/api/auth/me")).json();
    const created = await t.asAdmin("POST", "/api/companies", {
      name: "Orchid Labs",
      tagline: "First",
    });
    const company = created.json();
    const updated = await t.asAdmin("PUT", `/api/companies/${company.id}`, {
      ...company,
      tagline: "Second",
      initiatives: ["childcare"],
    });
    expect(updated.statusCode).toBe(200);
    expect((await t.asAdmin("DELETE", `/api/companies/${company.id}`)).statusCode).toBe(204);

    const [deleted, update, create] = await history("company", company.id);
    expect(create).toMatchObject({
      action: "create",
      actorEmail: me.email,
      summary: "Orchid Labs",
    });
    expect(create?.changes.name).toEqual({ from: null, to: "Orchid Labs" });
    expect(update?.action).toBe("update");
    expect(update?.changes).toEqual({
      tagline: { from: "First", to: "Second" },
      initiatives: { from: [], to: ["childcare"] },
    });
    expect(deleted?.action).toBe("delete");
    expect(deleted?.changes.tagline).toEqual({ from: "Second", to: null });
  });

  it("records event status changes", async () => {
    const event = (
      await t.request({
        method: "POST",
        url: "/api/events",
        token: t.adminToken,
        payload: {
          title: "Meetup",
          startsAt: "2030-01-01T10:00:00+08:00",
          timezone: "Asia/Singapore",
          format: "online",
          status: "published",
        },
      })
    ).json();
    await t.asAdmin("PUT", `/api/events/${event.id}/status`, { status: "cancelled" });
    const [change] = await history("event", event.id);
    expect(change).toMatchObject({
      action: "status",
      changes: { status: { from: "published", to: "cancelled" } },
    });
  });

  it("is for admins only", async () => {
    expect((await t.request({ method: "GET", url: "/api/audit" })).statusCode).toBe(401);
    expect(
      (await t.request({ method: "GET", url: "/api/audit", token: await t.signUp("member") }))
        .statusCode,
    ).toBe(403);
  });
});
